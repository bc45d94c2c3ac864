import { useId } from "react";
import { Icon } from "#app/components/icons/icons.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { LinkItem } from "#app/content/types.ts";

export interface AccordionItem {
  question: string;
  answer: React.ReactNode;
  /** A page that answers the question further, linked under the answer. */
  link?: LinkItem;
}

/**
 * Questions and answers, one open at a time, any of them closable. Built on native `<details name>` elements: the
 * browser keeps one open per group, handles Enter and Space, opens an item when find-in-page lands in it, and all of
 * it works before and without JavaScript.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="divide-y divide-brand-100 border-y border-brand-100">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 hover:underline [&::-webkit-details-marker]:hidden">
            <Heading className="text-lg font-bold">{item.question}</Heading>
            <Icon name="chevronDown" className="size-6 shrink-0 text-brand-700 group-open:rotate-180" />
          </summary>
          <div className="pb-5 text-muted">
            {item.answer}
            {item.link && (
              <p className="mt-3">
                <SmartLink link={item.link} className="font-bold text-brand-700" />
              </p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}
