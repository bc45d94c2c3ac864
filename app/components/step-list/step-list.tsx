import type { Step } from "#app/content/types.ts";
import { gridClasses } from "#app/components/card-grid/grid-columns.ts";

/** Numbered steps of a process, in order. The number is said as "Step N:" to screen readers. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  const grid = gridClasses(steps.length, 4);
  return (
    <ol className={grid.grid}>
      {steps.map((step, position) => (
        <li
          key={step.title}
          className={`rounded-lg bg-white p-5 ring-1 ring-brand-100 md:p-6 ${position === steps.length - 1 ? grid.last : ""}`}
        >
          {/* The number beside the title on phones, above it from md. */}
          <div className="flex items-center gap-3 md:block">
            <span
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
              aria-hidden="true"
            >
              {position + 1}
            </span>
            <h3 className="heading-m md:mt-4">
              <span className="sr-only">Step {position + 1}: </span>
              {step.title}
            </h3>
          </div>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
