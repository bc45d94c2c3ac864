/** One entry of an enquiry's record: who or what first (in bold), then when and by whom, then its text if any. */
export interface KeptEntry {
  id: number;
  lead: string;
  /** What follows the lead on its line: ", 27 Nov 2026, 09:12" and the like. */
  rest: string;
  text: string | null;
}

/**
 * A part of an enquiry's record kept as written, never edited (its notes, its calls): a heading and the entries in the
 * order given, or a line saying there are none. `kind` names the section (`${kind}-list`) and the data attributes the
 * tests find it by.
 */
export function KeptEntries({
  kind,
  heading,
  empty,
  entries,
}: {
  kind: "note" | "call";
  heading: string;
  empty: string;
  entries: readonly KeptEntry[];
}) {
  const headingId = `${kind}s-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-10" id={`${kind}-list`}>
      <h2 id={headingId} className="heading-l">
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-4" {...{ [`data-${kind}s`]: "" }}>
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-4 border-brand-700 pl-4" {...{ [`data-${kind}`]: "" }}>
              <p className="text-muted">
                <strong className="text-ink">{entry.lead}</strong>
                {entry.rest}
              </p>
              {entry.text ? <p className="mt-1 break-words whitespace-pre-wrap">{entry.text}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
