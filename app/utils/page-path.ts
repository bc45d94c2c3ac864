/**
 * The page a request is for, as the registry names it. A loader sees the address it was asked with: "/about/" when
 * prerendering a page's HTML, and React Router's data addresses ("/about.data", "/_.data" for the home page) when a
 * page's data is prerendered or fetched for a client-side navigation.
 */
export function pagePathOf(url: string): string {
  const pathname = new URL(url).pathname.replace(/\.data$/, "");
  if (pathname === "/_") return "/";
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
