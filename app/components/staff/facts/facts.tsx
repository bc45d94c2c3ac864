import type { ReactNode } from "react";

/** A list of facts, a label and its value on a line each (on a phone) or side by side, as the enquiry page shows them. */
export function Facts({ children, ...rest }: { children: ReactNode; "data-fields"?: boolean }) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-6 md:grid-cols-[minmax(10rem,16rem)_minmax(0,1fr)]" {...rest}>
      {children}
    </dl>
  );
}

/** One fact of a `Facts` list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-muted/40 py-2 md:col-span-2 md:grid md:grid-cols-subgrid">
      <dt className="font-bold">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
