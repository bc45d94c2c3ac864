import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/** One tab: its id (also its `?tab=` value), its label, the link that opens it without JavaScript, and its panel. */
export interface TabItem {
  id: string;
  label: string;
  href: string;
  panel: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern once JavaScript runs (a tablist of buttons; the arrow keys, Home and End move between
 * them; only the chosen tab is in the Tab order). Before that, and without JavaScript, they are links that load the
 * page with the other tab chosen (`?tab=`), so every panel works either way.
 */
export function Tabs({
  label,
  items,
  selected,
  idPrefix = "tabs",
}: {
  label: string;
  items: readonly TabItem[];
  selected: string;
  idPrefix?: string;
}) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState(selected);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.some((item) => item.id === current) ? current : items[0]!.id;

  if (!hydrated) {
    const chosen = items.find((item) => item.id === selected) ?? items[0]!;
    return (
      <div>
        <nav aria-label={label}>
          <ul className="flex flex-wrap border-b-2 border-ink">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={item.href}
                  aria-current={item.id === chosen.id ? "page" : undefined}
                  className={tabClass(item.id === chosen.id)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="pt-6">{chosen.panel}</div>
      </div>
    );
  }

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(items[next]!.id);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap border-b-2 border-ink">
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-controls={`${idPrefix}-panel-${item.id}`}
            aria-selected={item.id === active}
            tabIndex={item.id === active ? 0 : -1}
            onClick={() => setCurrent(item.id)}
            onKeyDown={(event) => move(event, index)}
            className={tabClass(item.id === active)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${item.id}`}
          aria-labelledby={`${idPrefix}-tab-${item.id}`}
          hidden={item.id !== active}
          tabIndex={0}
          className="pt-6"
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}

const tabClass = (chosen: boolean) =>
  `-mb-0.5 inline-block border-2 px-5 py-3 text-lg font-bold ${
    chosen
      ? "border-ink border-b-white bg-white text-ink"
      : "border-transparent text-brand-700 underline underline-offset-4"
  }`;
