import type { HeadersArgs } from "react-router";

/**
 * What every sign-in and staff page says about itself: never stored by a browser or a proxy, never indexed. The server
 * already answers rendered pages with `private, no-store` (server/app-server.ts); these pages say so themselves too, so
 * it holds whatever serves them. An action's `Retry-After` (a throttled sign-in) is passed on: React Router drops an
 * action's headers, but for Set-Cookie, unless the route's own `headers` passes them on.
 */
export function staffPageHeaders({ actionHeaders, loaderHeaders }: HeadersArgs): Headers {
  const headers = new Headers({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** The meta tags of a sign-in or staff page: its title with the site's name, and noindex. */
export function staffPageMeta(title: string, hasErrors = false) {
  return [{ title: `${hasErrors ? "Error: " : ""}${title} – staff` }, { name: "robots", content: "noindex, nofollow" }];
}
