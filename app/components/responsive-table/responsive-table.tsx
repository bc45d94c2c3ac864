import { createContext, useContext, type ReactNode } from "react";

type Tone = "public" | "staff";
/** The tone of the table a row or cell is in. */
const ToneOf = createContext<Tone>("staff");
/** Whether the (staff) table is dense: see `ResponsiveTable`'s `dense`. */
const DenseOf = createContext(false);

/**
 * The one responsive table of the site, public and staff: a real table with column and row headers from 768 px, and
 * below that the same markup laid out as one card per row, each value after its column's name. Explicit roles keep the
 * table's meaning for screen readers whatever the CSS does to it, and the names shown in the cards are hidden from
 * them (the column header says it), so nothing is read twice and nothing is rendered twice. Below 768 px a table of
 * three or more columns of words only fitted by breaking them mid-word (a 1280 px screen at 200 % zoom is 640 px), so
 * cards are shown there; from 768 px every table of ours fits its column: none scrolls sideways.
 *
 * Its children are the rows: each a `Row` with a `RowHeader` and one `Cell` per further column.
 */
export function ResponsiveTable({
  caption,
  captionShown = false,
  columns,
  busy = false,
  name,
  tone = "staff",
  dense = false,
  children,
}: {
  caption: string;
  /** Show the caption as the table's title (public pages); staff lists name theirs in a heading above. */
  captionShown?: boolean;
  columns: readonly string[];
  busy?: boolean;
  /** `data-{name}` on the table, for tests and the page's own styles. */
  name: string;
  /** "public": the brand's header row and framed cards of the content pages; "staff": plain and dense. */
  tone?: Tone;
  /**
   * A staff list that must show many rows (the inbox): less padding, and below 768 px each card's cells run on in
   * lines rather than one a line (`Cell`'s `labelShown` leaves out a name the value does not need).
   */
  dense?: boolean;
  children: ReactNode;
}) {
  const publicTone = tone === "public";
  return (
    <table
      role="table"
      aria-busy={busy || undefined}
      className={`w-full border-collapse text-left max-md:block ${publicTone ? "bg-white md:ring-1 md:ring-brand-100" : dense ? "text-xs leading-tight" : "md:text-sm"}`}
      {...{ [`data-${name}`]: true }}
    >
      <caption
        className={captionShown ? "pb-3 text-left font-bold max-md:block md:bg-white md:p-4 md:pb-4" : "sr-only"}
      >
        {caption}
      </caption>
      <thead
        role="rowgroup"
        className={`max-md:sr-only ${publicTone ? "bg-brand-700 text-white" : "border-b-2 border-ink"}`}
      >
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column}
              role="columnheader"
              scope="col"
              className={
                publicTone
                  ? "p-4 align-bottom"
                  : `${dense ? "py-1 whitespace-nowrap" : "py-2"} px-1.5 align-bottom first:pl-0 last:pr-0`
              }
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className={`max-md:block ${publicTone ? "max-md:space-y-3" : "max-md:space-y-4"}`}>
        <ToneOf value={tone}>
          <DenseOf value={dense && !publicTone}>{children}</DenseOf>
        </ToneOf>
      </tbody>
    </table>
  );
}

const rowTones = {
  staff: "border-b border-muted/40 align-top max-md:block max-md:border-2 max-md:border-ink max-md:p-4",
  dense: "border-b border-muted/40 align-top max-md:block max-md:border-2 max-md:border-ink max-md:px-3 max-md:py-1",
  public:
    "border-t border-brand-100 align-top even:bg-brand-50 max-md:block max-md:rounded-lg max-md:border-0 max-md:bg-white max-md:p-4 max-md:ring-1 max-md:ring-brand-100",
} as const;

/** A row: a card below 768 px. `className` adds to it (an unread enquiry's background); `data` names it for tests. */
export function Row({
  className = "",
  data = {},
  children,
}: {
  className?: string;
  data?: Record<`data-${string}`, string | number | boolean>;
  children: ReactNode;
}) {
  const tone = useContext(ToneOf);
  const dense = useContext(DenseOf);
  return (
    <tr role="row" className={`${rowTones[dense ? "dense" : tone]} ${className}`} {...data}>
      {children}
    </tr>
  );
}

/** The row's header: the card's title below 768 px. */
export function RowHeader({ bold = false, children }: { bold?: boolean; children: ReactNode }) {
  const tone = useContext(ToneOf);
  const dense = useContext(DenseOf);
  const spacing =
    tone === "public" ? "p-4 text-brand-800 max-md:text-lg" : dense ? "py-1 pr-1.5 md:pl-2" : "py-3 pr-1.5 md:pl-2";
  return (
    <th
      role="rowheader"
      scope="row"
      className={`${spacing} ${bold || tone === "public" ? "font-bold" : "font-normal"} max-md:block max-md:p-0`}
    >
      {children}
    </th>
  );
}

/** Where a dense table's cell goes in its card below 768 px: on in the line, a line of its own, or left out. */
type Narrow = "inline" | "line" | "hidden";
const narrowDisplay: Record<Narrow, string> = {
  inline: "max-md:mr-3 max-md:inline-block",
  line: "max-md:block",
  hidden: "max-md:hidden",
};

/**
 * A cell, with its column's name shown before the value on a narrow screen (the header says it to screen readers).
 * In a dense table, on a narrow screen the cell runs on in the card's line (or as `narrow` says), and leaves out its
 * column's name when `labelShown` is false (a value that says what it is: "Overdue by 10 min", a phone number).
 */
export function Cell({
  label,
  labelShown = true,
  narrow = "inline",
  children,
}: {
  label: string;
  labelShown?: boolean;
  narrow?: Narrow;
  children: ReactNode;
}) {
  const tone = useContext(ToneOf);
  const dense = useContext(DenseOf);
  const spacing =
    tone === "public"
      ? "p-4 max-md:mt-3 max-md:border-t max-md:border-brand-100 max-md:px-0 max-md:pt-3 max-md:pb-0 max-md:block"
      : dense
        ? `px-1.5 py-1 last:pr-0 max-md:p-0 ${narrowDisplay[narrow]}`
        : "px-1.5 py-3 last:pr-0 max-md:mt-2 max-md:p-0 max-md:block";
  return (
    <td role="cell" className={`${spacing} break-words`}>
      {labelShown ? (
        <span
          aria-hidden="true"
          className={`font-bold md:hidden ${tone === "public" ? "block text-base text-muted" : ""}`}
        >
          {label}
          {tone === "public" ? "" : ":"}{" "}
        </span>
      ) : null}
      {children}
    </td>
  );
}
