import type { Route } from "./+types/careers";
import { pageMeta } from "#app/utils/seo.ts";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { VacancyList } from "#app/careers/vacancy-list.tsx";
import { careersPage } from "#app/content/careers.ts";
import { openVacancyViews } from "#app/careers/careers-pages.server.ts";
import { contentPageHandle } from "#app/utils/hydration.ts";

/** Rendered per request: the open vacancies come from the database, so one published or closed shows at once. */
export async function loader() {
  return { ...pageData(careersPage), vacancies: await openVacancyViews(new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/careers", matches);

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Careers({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ vacancies: <VacancyList vacancies={loaderData.vacancies} /> }} />;
}
