import type { Route } from "./+types/vacancies";
import { Confirmation } from "#app/components/forms/forms.tsx";
import { StaffVacancyList } from "#app/components/staff/vacancy-list/vacancy-list.tsx";
import { VacancyForm } from "#app/careers/vacancy-form.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { vacanciesAction, vacanciesPage } from "#app/routes/admin/vacancies.server.ts";

/**
 * Admins publish the vacancies on /careers here without a developer: add one (a draft), change it, publish it, close
 * it. Each change is audited; a vacancy also leaves the website by itself once its closing date has passed.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => staffPageMeta("Vacancies", loaderData?.hasErrors);
export const headers = staffPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return vacanciesPage(staffOf(context, { role: "admin" }), new URL(request.url), context, new Date());
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffOf(context, { role: "admin" });
  return vacanciesAction(staff, await readFormBody(request), context, new Date());
}

/**
 * What the form shows: a form in error with what was typed; after a change is saved, a new form again; otherwise the
 * vacancy `?edit=` names, or a new one.
 */
function shownForm(
  editing: Route.ComponentProps["loaderData"]["editing"],
  actionData: Route.ComponentProps["actionData"],
) {
  if (actionData?.status === "invalid") {
    const { id, values, errors } = actionData;
    return { id, values, errors, title: id === null ? "Add a vacancy" : `Change vacancy: ${editing?.title ?? ""}` };
  }
  if (editing && actionData?.status !== "done")
    return { id: editing.id, values: editing.values, title: `Change vacancy: ${editing.title}` };
  return { id: null, title: "Add a vacancy" };
}

export default function Vacancies({ loaderData, actionData }: Route.ComponentProps) {
  const form = shownForm(loaderData.editing, actionData);
  return (
    <>
      <h1 className="heading-xl">Vacancies</h1>
      <p className="mt-4 max-w-2xl">
        Published vacancies are listed on the careers page, each with its own page, until you close them or their
        closing date passes.
      </p>
      <div className="mt-6" aria-live="polite">
        {actionData?.status === "done" ? <Confirmation title="Done">{actionData.message}</Confirmation> : null}
      </div>
      <section aria-labelledby="vacancies-heading" className="mt-8">
        <h2 id="vacancies-heading" className="heading-l">
          Every vacancy
        </h2>
        <StaffVacancyList vacancies={loaderData.vacancies} />
      </section>
      <VacancyForm key={form.id ?? "new"} {...form} />
    </>
  );
}
