/**
 * Whether a request may change something, judged by its Origin header (the browser's own word on which site sent it;
 * a page on another site cannot change it, nor the Host or X-Forwarded-Host headers of the request it makes).
 * Allowed: no Origin (server-to-server calls, old browsers); the origin of SITE_URL (the public address, also behind
 * a TLS-ending proxy, where the server itself sees plain http); an origin whose host is the request's own Host or the
 * X-Forwarded-Host a proxy set. Refused: any other site, and the opaque origin "null". No imports: the server uses it.
 */
export interface OriginHeaders {
  origin?: string | null;
  host?: string | null;
  forwardedHost?: string | null;
}

export function originAllowed({ origin, host, forwardedHost }: OriginHeaders, siteUrl: string): boolean {
  if (origin === undefined || origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (origin === "null" || (url.protocol !== "https:" && url.protocol !== "http:")) return false;
  if (url.origin === new URL(siteUrl).origin) return true;
  const hosts = [host, ...(forwardedHost ?? "").split(",")].map((value) => value?.trim().toLowerCase()).filter(Boolean);
  return hosts.includes(url.host);
}
