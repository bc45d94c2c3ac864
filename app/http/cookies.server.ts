/** A cookie's value in a request's Cookie header, if any (the first one: a `__Host-` cookie cannot be set by a sub-domain). */
export function cookieOf(request: Request, cookieName: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) return value.join("=") || null;
  }
  return null;
}
