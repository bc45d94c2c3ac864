import { useRef } from "react";
import type { TableContent } from "#app/content/types.ts";
import { useScrollsSideways } from "#app/hooks/use-scrolls-sideways.ts";

/**
 * A price or comparison table, in two forms of the same data chosen by the screen's width (CSS alone, so it works
 * without JavaScript; the hidden form is `display: none`, so nothing is read twice):
 * - below 640px, one card per row, each a definition list in which every value follows its column's heading (real
 *   `<dt>` text, for screen readers and readers without CSS alike), so nothing needs scrolling sideways;
 * - from 640px, a real `<table>` with column and row headers.
 */
export function DataTable({ table, id }: { table: TableContent; id: string }) {
  return (
    <>
      <StackedRows table={table} id={id} />
      <WideTable table={table} id={id} />
    </>
  );
}

function StackedRows({ table, id }: { table: TableContent; id: string }) {
  const [rowHeading, ...columns] = table.columns;
  return (
    <div className="sm:hidden" data-testid={`${id}-stacked`}>
      <p id={`${id}-stacked-caption`} className="mb-3 font-bold">
        {table.caption}
      </p>
      <ul aria-labelledby={`${id}-stacked-caption`} className="space-y-3">
        {table.rows.map(([label, ...cells]) => (
          <li key={label} className="rounded-lg bg-white p-4 ring-1 ring-brand-100">
            <dl>
              {/* The row's own heading is the card's title: its column heading is read, not shown. */}
              <div>
                <dt className="sr-only">{rowHeading}</dt>
                <dd className="text-lg font-bold text-brand-800">{label}</dd>
              </div>
              {cells.map((cell, position) => (
                <div key={position} className="mt-3 border-t border-brand-100 pt-3">
                  <dt className="text-base font-bold text-muted">{columns[position]}</dt>
                  <dd>{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The table. It fits its column at these widths; should it ever not (a long word, a zoomed page), it says so and
 * becomes a focusable, named region that keyboard users can scroll. Only then: a table that fits is no Tab stop.
 * On a page that hydrates the hook measures it; on one that does not, the page's small script does the same from the
 * `data-scroll-*` attributes (app/components/enhancements/enhancements.ts).
 */
function WideTable({ table, id }: { table: TableContent; id: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(frame);
  const captionId = `${id}-caption`;
  const hintId = `${id}-scroll-hint`;
  return (
    <div className="hidden sm:block">
      <p id={hintId} hidden={!scrolls} className="mb-2 text-base text-muted">
        The table is wider than the screen: scroll sideways to see all of it.
      </p>
      <div
        ref={frame}
        className="overflow-x-auto rounded-lg ring-1 ring-brand-100"
        data-scroll-hint={hintId}
        data-scroll-label={captionId}
        {...(scrolls ? { role: "region", "aria-labelledby": captionId, "aria-describedby": hintId, tabIndex: 0 } : {})}
      >
        <table className="w-full border-collapse bg-white text-left">
          <caption id={captionId} className="p-4 text-left font-bold">
            {table.caption}
          </caption>
          <thead className="bg-brand-700 text-white">
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="p-4">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([label, ...cells]) => (
              <tr key={label} className="border-t border-brand-100 even:bg-brand-50">
                <th scope="row" className="p-4">
                  {label}
                </th>
                {cells.map((cell, position) => (
                  <td key={position} className="p-4">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
