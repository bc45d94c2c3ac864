import { getBusinessDetails } from "#app/config/business.server.ts";

/** Staff and sign-in pages, and the forms' API, are kept out of search engines; the sitemap is announced. */
export function loader() {
  const { siteUrl } = getBusinessDetails();
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
