import type { TableContent } from "~/content/types";

/**
 * A price or comparison table with real row and column headers. On a narrow screen it scrolls sideways inside a
 * focusable region, so keyboard users can scroll it too.
 */
export function DataTable({ table, id }: { table: TableContent; id: string }) {
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-lg ring-1 ring-brand-100">
      <table className="w-full min-w-[34rem] border-collapse bg-white text-left">
        <caption id={`${id}-caption`} className="p-4 text-left font-bold">
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
  );
}
