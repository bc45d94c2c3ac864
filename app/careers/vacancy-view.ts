import { hoursKinds, payText, roleKinds, type VacancyFields } from "#app/careers/vacancy-fields.ts";
import { blocksOf } from "#app/careers/vacancy-text.ts";

/** A vacancy as the public pages show it: every value already in words, the description as blocks. */
export interface VacancyView {
  slug: string;
  title: string;
  role: string;
  place: string;
  hours: string;
  pattern: string;
  pay: string;
  driving: string;
  closes: string;
  /** Paragraphs (strings) and lists (arrays of items), as the page's running text shows them. */
  description: (string | string[])[];
}

/** "31 December 2026" for a UK day (YYYY-MM-DD). */
export function dayText(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export function vacancyViewOf(vacancy: VacancyFields & { slug: string }): VacancyView {
  return {
    slug: vacancy.slug,
    title: vacancy.title,
    role: roleKinds[vacancy.roleKind],
    place: `${vacancy.area}, ${vacancy.region}`,
    hours: hoursKinds[vacancy.hours].label,
    pattern: vacancy.pattern,
    pay: payText(vacancy),
    driving: vacancy.drivingNeeded ? "Driving licence and car needed" : "No car needed",
    closes: dayText(vacancy.closesOn),
    description: blocksOf(vacancy.description).map((block) => (block.kind === "paragraph" ? block.text : block.items)),
  };
}

/** Where the application form for a vacancy is (issue #27, point 2). */
export const applyHref = (slug: string) => `/careers/apply?vacancy=${encodeURIComponent(slug)}`;
