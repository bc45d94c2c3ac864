import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { StaffMember } from "#app/auth/guard.server.ts";
import {
  closeVacancy,
  createVacancy,
  findVacancy,
  isOpen,
  listVacancies,
  publishVacancy,
  updateVacancy,
  type Vacancy,
  type VacancyOutcome,
} from "#app/careers/vacancies.server.ts";
import { checkVacancy, formValuesOf, vacancyLabels, type VacancyFieldName } from "#app/careers/vacancy-fields.ts";
import { dayText } from "#app/careers/vacancy-view.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { textOf } from "#app/http/form-values.ts";
import { intentOf } from "#app/http/intent.server.ts";
import { requestProblem } from "#app/http/problem.server.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { ukToday } from "#app/utils/uk-day.ts";

/** The vacancies page's work (app/routes/admin/vacancies.tsx): what it lists, and what each of its buttons does. */

type Context = Readonly<RouterContextProvider>;

/** Where a vacancy stands, in the words the page shows. */
function stateText(vacancy: Vacancy, now: Date): string {
  if (vacancy.state === "draft") return "Draft: not on the website";
  if (vacancy.state === "closed") return "Closed: not on the website";
  return isOpen(vacancy, now) ? "Published: on the website" : "Closing date passed: not on the website";
}

/** The id in `?edit=`, a whole number from 1, or null. */
const idOf = (value: string | null) => (value && /^[1-9]\d{0,14}$/.test(value) ? Number(value) : null);

/** Every vacancy with its state, and the one `?edit=` names filled into the form (404 when there is none). */
export async function vacanciesPage({ deps }: StaffMember, url: URL, context: Context, now: Date) {
  const db = deps.database.db;
  const vacancies = await listVacancies(db);
  const editId = idOf(url.searchParams.get("edit"));
  const editing = editId === null ? undefined : await findVacancy(db, editId);
  if (url.searchParams.has("edit") && !editing) throw problems.notFound();
  return {
    vacancies: vacancies.map((vacancy) => ({
      id: vacancy.id,
      slug: vacancy.slug,
      title: vacancy.title,
      state: vacancy.state,
      open: isOpen(vacancy, now),
      stateText: stateText(vacancy, now),
      closes: dayText(vacancy.closesOn),
      updatedAt: formatUkDateTime(vacancy.updatedAt),
    })),
    editing: editing ? { id: editing.id, title: editing.title, values: formValuesOf(editing) } : null,
    today: ukToday(now),
    hasErrors: hasFormErrors(context),
  };
}

export type VacanciesActionData =
  | { status: "done"; message: string }
  | {
      status: "invalid";
      errors: Partial<Record<VacancyFieldName, string>>;
      values: Record<string, string>;
      id: number | null;
    };

const vacancy = z
  .string()
  .regex(/^[1-9]\d{0,14}$/)
  .transform(Number);

/** One member per button of the page. */
const vacancyIntents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), vacancy }),
  z.object({ intent: z.literal("publish"), vacancy }),
  z.object({ intent: z.literal("close"), vacancy }),
]);

const done: Record<"create" | "update" | "publish" | "close", string> = {
  create: "Vacancy added as a draft. Publish it to put it on the website.",
  update: "Vacancy saved. Its address stays the same.",
  publish: "Vacancy published: it is on the careers page until you close it or its closing date passes.",
  close: "Vacancy closed: it has been taken off the careers page, its own page and the sitemap.",
};

/** What the button pressed asks for, done with its audit entry; a form in error marks the page's title. */
export async function vacanciesAction(
  { session, deps }: StaffMember,
  body: URLSearchParams | FormData,
  context: Context,
  now: Date,
) {
  const asked = intentOf(vacancyIntents, body);
  const actor = { actorId: session.account.id };
  const answer = (outcome: VacancyOutcome, message: string) => {
    if (outcome === "not-found") throw problems.notFound();
    return data<VacanciesActionData>({ status: "done", message });
  };

  switch (asked.intent) {
    case "publish":
      return answer(await publishVacancy(deps.database, actor, asked.vacancy, now), done.publish);
    case "close":
      return answer(await closeVacancy(deps.database, actor, asked.vacancy, now), done.close);
    default: {
      const form = Object.fromEntries(
        (Object.keys(vacancyLabels) as VacancyFieldName[]).map((name) => [name, textOf(body, name)]),
      );
      const checked = checkVacancy(form, ukToday(now));
      const id = asked.intent === "update" ? asked.vacancy : null;
      if (!checked.ok) {
        markFormErrors(context);
        const values = Object.fromEntries(
          Object.entries(form).map(([name, value]) => [name, withoutHiddenCharacters(value)]),
        );
        return data<VacanciesActionData>({ status: "invalid", errors: checked.errors, values, id }, { status: 400 });
      }
      if (id === null) {
        await createVacancy(deps.database, actor, checked.fields, now);
        return data<VacanciesActionData>({ status: "done", message: done.create });
      }
      return answer(await updateVacancy(deps.database, actor, id, checked.fields, now), done.update);
    }
  }
}

const problems = {
  notFound: () =>
    requestProblem(404, "Vacancy not found", "There is no such vacancy. Go back to the vacancies page and try again."),
};
