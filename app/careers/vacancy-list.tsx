import type { VacancyView } from "#app/careers/vacancy-view.ts";

/** The open vacancies on /careers, each a card linking to its page; none: a line saying so and how to ask anyway. */
export function VacancyList({ vacancies }: { vacancies: readonly VacancyView[] }) {
  if (vacancies.length === 0) {
    return (
      <p className="mx-auto max-w-3xl text-center text-lg" data-no-vacancies>
        We have no vacancies advertised just now, but we are always glad to hear from kind, reliable people: send us an
        enquiry or call us.
      </p>
    );
  }
  return (
    <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2" data-vacancy-list>
      {vacancies.map((vacancy) => (
        <li
          key={vacancy.slug}
          className="rounded-2xl border-2 border-brand-700 bg-white p-6"
          data-vacancy={vacancy.slug}
        >
          <h3 className="heading-m">
            <a href={`/careers/${vacancy.slug}`} className="text-brand-800 underline underline-offset-4">
              {vacancy.title}
            </a>
          </h3>
          <VacancyFacts vacancy={vacancy} />
        </li>
      ))}
    </ul>
  );
}

/** Where, how many hours, the pay, driving and the closing date: on the card and on the vacancy's page. */
export function VacancyFacts({ vacancy }: { vacancy: VacancyView }) {
  const facts: [string, string][] = [
    ["Role", vacancy.role],
    ["Where", vacancy.place],
    ["Hours", `${vacancy.hours}: ${vacancy.pattern}`],
    ["Pay", vacancy.pay],
    ["Driving", vacancy.driving],
    ["Closing date", vacancy.closes],
  ];
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-bold">{term}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
