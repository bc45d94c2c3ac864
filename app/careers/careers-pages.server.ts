import type { BusinessDetails } from "#app/config/business.ts";
import { jobPostingJsonLd } from "#app/careers/job-posting.ts";
import { findOpenVacancyBySlug, listOpenVacancies, siteVacancyDb } from "#app/careers/vacancies.server.ts";
import { vacancyViewOf } from "#app/careers/vacancy-view.ts";

/**
 * What the public careers pages read, per request: the open vacancies for /careers and the sitemaps, one open vacancy
 * with its JobPosting for /careers/{slug} (null: a 404).
 */

export async function openVacancyViews(now: Date) {
  return (await listOpenVacancies(await siteVacancyDb(), now)).map(vacancyViewOf);
}

export async function vacancyPage(slug: string, business: BusinessDetails, now: Date) {
  const vacancy = await findOpenVacancyBySlug(await siteVacancyDb(), slug, now);
  if (!vacancy) return null;
  return { view: vacancyViewOf(vacancy), jsonLd: jobPostingJsonLd(vacancy, business, now) };
}

/** The open vacancies as the sitemaps list them: their path and title. */
export async function vacancyLinks(now: Date) {
  return (await listOpenVacancies(await siteVacancyDb(), now)).map((vacancy) => ({
    href: `/careers/${vacancy.slug}`,
    label: vacancy.title,
  }));
}
