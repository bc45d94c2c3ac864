import type { Route } from "./+types/sitemap";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { LinkList } from "#app/components/link-list/link-list.tsx";
import { sitemapPage } from "#app/content/sitemap.ts";
import { vacancyLinks } from "#app/careers/careers-pages.server.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

/** Rendered per request: the open vacancies are listed with the pages. */
export async function loader() {
  return { ...pageData(sitemapPage), vacancies: await vacancyLinks(new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/sitemap", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { vacancies } = loaderData;
  return (
    <ContentPage
      page={loaderData.page}
      slots={{
        vacancies:
          vacancies.length > 0 ? (
            <LinkList links={vacancies} />
          ) : (
            <p className="mx-auto max-w-3xl text-center">No vacancies are advertised just now.</p>
          ),
      }}
    />
  );
}
