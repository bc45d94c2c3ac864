import { data } from "react-router";
import type { Route } from "./+types/vacancy";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { JsonLd } from "#app/components/json-ld/json-ld.tsx";
import { NotFound } from "#app/components/not-found/not-found.tsx";
import { VacancyDetails } from "#app/careers/vacancy-details.tsx";
import { vacancyPage } from "#app/careers/careers-pages.server.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";
import { siteNameOf, titleWithSiteName } from "#app/utils/seo.ts";

/** An open vacancy's page with its JobPosting; unknown, draft, closed or past its closing date: 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const business = getBusinessDetails();
  const page = await vacancyPage(params.slug, business, new Date());
  return data({ page, siteUrl: business.siteUrl }, { status: page ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const siteName = siteNameOf(matches);
  const page = loaderData?.page;
  if (!page)
    return [{ title: titleWithSiteName("Page not found", siteName) }, { name: "robots", content: "noindex, nofollow" }];
  const { view } = page;
  const title = `${view.title}, ${view.place}`;
  const description = `${view.role} job in ${view.place}: ${view.hours}, ${view.pay}. Closes ${view.closes}.`;
  const url = `${loaderData.siteUrl}/careers/${view.slug}`;
  return [
    { title: titleWithSiteName(title, siteName) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_GB" },
    { property: "og:site_name", content: siteName ?? "" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
};

/** Text, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Vacancy({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) return <NotFound />;
  return (
    <>
      <JsonLd data={page.jsonLd} />
      <VacancyDetails vacancy={page.view} />
    </>
  );
}
