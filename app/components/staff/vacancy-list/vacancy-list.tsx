import { Form } from "react-router";

/** A vacancy as the admin page lists it. */
export interface VacancyRow {
  id: number;
  slug: string;
  title: string;
  state: "draft" | "published" | "closed";
  open: boolean;
  stateText: string;
  closes: string;
  updatedAt: string;
}

/** Every vacancy, with where it stands and its buttons: change, publish (drafts and closed ones), close (published). */
export function StaffVacancyList({ vacancies }: { vacancies: readonly VacancyRow[] }) {
  if (vacancies.length === 0) return <p className="mt-4">No vacancies yet. Add one with the form below.</p>;
  return (
    <ul className="mt-4 space-y-4" data-staff-vacancies>
      {vacancies.map((vacancy) => (
        <li key={vacancy.id} className="border-2 border-ink p-4" data-staff-vacancy={vacancy.slug}>
          <h3 className="heading-m wrap-anywhere">{vacancy.title}</h3>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-bold">State</dt>
            <dd data-vacancy-state>{vacancy.stateText}</dd>
            <dt className="font-bold">Closing date</dt>
            <dd>{vacancy.closes}</dd>
            <dt className="font-bold">Address</dt>
            <dd className="wrap-anywhere">
              {vacancy.open ? (
                <a href={`/careers/${vacancy.slug}`} className="font-bold text-brand-700 underline">
                  /careers/{vacancy.slug}
                </a>
              ) : (
                `/careers/${vacancy.slug}`
              )}
            </dd>
            <dt className="font-bold">Last changed</dt>
            <dd>{vacancy.updatedAt}</dd>
          </dl>
          <div className="mt-4 flex flex-wrap gap-4">
            <a href={`/admin/vacancies?edit=${vacancy.id}#vacancy-form-heading`} className="button-secondary">
              Change<span className="sr-only"> {vacancy.title}</span>
            </a>
            <Form method="post">
              <input type="hidden" name="vacancy" value={vacancy.id} />
              {vacancy.state === "published" ? (
                <button type="submit" name="intent" value="close" className="button-secondary">
                  Close<span className="sr-only"> {vacancy.title}</span>
                </button>
              ) : (
                <button type="submit" name="intent" value="publish" className="button-primary">
                  Publish<span className="sr-only"> {vacancy.title}</span>
                </button>
              )}
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
