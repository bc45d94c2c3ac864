import type { Step } from "~/content/types";

/** Numbered steps of a process, in order. The number is said as "Step N:" to screen readers. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={`grid gap-6 md:grid-cols-2 ${steps.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4"}`}>
      {steps.map((step, position) => (
        <li key={step.title} className="rounded-lg bg-white p-6 ring-1 ring-brand-100">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white" aria-hidden="true">
            {position + 1}
          </span>
          <h3 className="heading-m mt-4">
            <span className="sr-only">Step {position + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
