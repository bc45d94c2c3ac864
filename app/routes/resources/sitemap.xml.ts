import { getBusinessDetails } from "#app/config/business.server.ts";
import { indexablePaths } from "#app/content/site-pages.ts";
import { vacancyLinks } from "#app/careers/careers-pages.server.ts";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

/** Every indexable public page of the registry in app/content/site-pages.ts, and each open vacancy's page. */
export async function loader() {
  const { siteUrl } = getBusinessDetails();
  const paths = [...indexablePaths, ...(await vacancyLinks(new Date())).map((link) => link.href)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    // Revalidated each time: a vacancy closed (or past its closing date) leaves it at once.
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, no-cache" },
  });
}
