import { PostcodeCheckForm } from "#app/components/postcode-checker/postcode-checker.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { Section } from "#app/content/types.ts";

type CareQuestionsSection = Extract<Section, { kind: "care-questions" }>;

/**
 * "Do we visit your area?" beside "What will care cost?": the postcode checker as a plain form posting to
 * /do-we-cover-my-area, and the way to the cost estimator. Adds no script to the page it is on.
 */
export function CareQuestions({ section }: { section: Pick<CareQuestionsSection, "coverage" | "costs"> }) {
  const { coverage, costs } = section;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="rounded-lg bg-white p-4 ring-1 ring-brand-100 sm:p-6">
        <h3 className="heading-m">{coverage.title}</h3>
        <p className="mt-2">{coverage.text}</p>
        <PostcodeCheckForm />
      </div>
      <div className="flex flex-col items-start rounded-lg bg-white p-4 ring-1 ring-brand-100 sm:p-6">
        <h3 className="heading-m">{costs.title}</h3>
        <p className="mt-2">{costs.text}</p>
        <p className="mt-6">
          <SmartLink link={costs.link} className="button-secondary" />
        </p>
      </div>
    </div>
  );
}
