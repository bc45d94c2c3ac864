/**
 * Where to go after signing in: only a path under /admin on this site, so a link to /auth cannot send a person to
 * another site (no open redirect) or anywhere unexpected. Anything else gives /admin.
 */
const STAFF_PATH = /^\/admin(?:\/[A-Za-z0-9_-]+)*\/?(?:\?[A-Za-z0-9=&_%-]*)?$/;

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 200 || !STAFF_PATH.test(value)) return "/admin";
  return value;
}

/**
 * The page a request is for: with JavaScript, React Router fetches a page's data (and posts its forms) at the page's
 * path with `.data` added, which is not a page to come back to.
 */
export function pagePathOf(url: URL): string {
  return url.pathname.replace(/\.data$/, "");
}
