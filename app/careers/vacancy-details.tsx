import { applyHref, type VacancyView } from "#app/careers/vacancy-view.ts";
import { Prose } from "#app/components/prose/prose.tsx";
import { VacancyFacts } from "#app/careers/vacancy-list.tsx";

/** A vacancy's own page: its title, the facts, the description staff wrote, and the way to apply. */
export function VacancyDetails({ vacancy }: { vacancy: VacancyView }) {
  return (
    <article className="container-page py-10 md:py-14" data-vacancy-page>
      <p>
        <a href="/careers" className="font-bold text-brand-700 underline">
          All vacancies and careers
        </a>
      </p>
      <h1 className="heading-xl mt-4 wrap-anywhere">{vacancy.title}</h1>
      <div className="mt-6 max-w-3xl">
        <VacancyFacts vacancy={vacancy} />
      </div>
      <p className="mt-8">
        <a href={applyHref(vacancy.slug)} className="button-primary" data-apply>
          Apply for this job
        </a>
      </p>
      <section aria-labelledby="about-the-job" className="mt-10 max-w-3xl">
        <h2 id="about-the-job" className="heading-l">
          About the job
        </h2>
        <div className="mt-4 wrap-anywhere [&>div]:mx-0">
          <Prose blocks={vacancy.description} />
        </div>
      </section>
      <p className="mt-10">
        <a href={applyHref(vacancy.slug)} className="button-primary">
          Apply for this job
        </a>
      </p>
    </article>
  );
}
