import type { TableContent } from "#app/content/types.ts";
import { Cell, ResponsiveTable, Row, RowHeader } from "#app/components/responsive-table/responsive-table.tsx";

/**
 * A price or comparison table of the copy (`TableContent`), as the site's one responsive table draws it: a table from
 * 768 px, one card per row below, each value after its column's heading. Every value is text.
 */
export function DataTable({ table, id }: { table: TableContent; id: string }) {
  const [, ...columns] = table.columns;
  return (
    <ResponsiveTable caption={table.caption} captionShown columns={table.columns} name={`table-${id}`} tone="public">
      {table.rows.map(([label, ...cells]) => (
        <Row key={label}>
          <RowHeader>{label}</RowHeader>
          {cells.map((cell, position) => (
            <Cell key={position} label={columns[position] ?? ""}>
              {cell}
            </Cell>
          ))}
        </Row>
      ))}
    </ResponsiveTable>
  );
}
