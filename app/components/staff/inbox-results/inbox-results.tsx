import { Link, useLocation } from "react-router";
import { InboxList, type ListRow } from "#app/components/staff/inbox-list/inbox-list.tsx";
import { pageHref } from "#app/components/staff/inbox-list/list-location.ts";
import { LoadingStatus } from "#app/components/staff/inbox-loading/inbox-loading.tsx";
import { InboxPager } from "#app/components/staff/inbox-pager/inbox-pager.tsx";
import { formLabels, PAGE_SIZE, type InboxFilter } from "#app/inbox/filter.ts";

/**
 * The list the filter and search chose: its heading, the CSV export of it, 'Loading submissions...' while another
 * loads, the page of rows (or why there are none) and the links to the pages either side.
 */
export function InboxResults({
  filter,
  searched,
  rows,
  loading,
  exportHref,
  firstPage,
  previous,
  next,
}: {
  filter: InboxFilter;
  searched: boolean;
  rows: ListRow[];
  loading: boolean;
  exportHref: string;
  firstPage: boolean;
  previous: string | null;
  next: string | null;
}) {
  // The address this list was rendered for: the browser shows a new address before React has drawn its list (a
  // transition), so whoever reads the list (a test, an extension) can tell the two apart.
  const { search: listOf } = useLocation();
  const order =
    filter.form === "todo"
      ? "not reached yet first, overdue first, then by due time"
      : filter.sort === "newest"
        ? "newest first"
        : "oldest first";
  const caption = `${formLabels[filter.form]}${searched ? ", matching your search" : ""}, ${order}`;
  return (
    <section aria-labelledby="list-heading" className="mt-3" data-list-of={listOf}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id="list-heading" className="text-lg font-bold">
          {formLabels[filter.form]}
        </h2>
        {rows.length > 0 ? (
          <p className="text-sm text-muted max-sm:sr-only" data-list-count>
            {rows.length} on this page, {order}
            <span className="sr-only"> (up to {PAGE_SIZE} a page)</span>
          </p>
        ) : null}
        <a href={exportHref} download className="ml-auto text-sm font-bold text-brand-700" data-export>
          Export CSV<span className="sr-only"> of the enquiries this list shows</span>
        </a>
      </div>
      <LoadingStatus loading={loading} />
      {rows.length === 0 ? (
        <div className="mt-2" data-empty>
          <p className="heading-m">No enquiries match</p>
          <p className="mt-2">
            {firstPage
              ? filter.form === "todo"
                ? "No open enquiry is waiting here. All enquiries lists the rest."
                : "Try another tab, fewer filters or another search."
              : "There are no more enquiries on this side."}{" "}
            {firstPage ? null : (
              <Link to={pageHref(filter)} className="font-bold text-brand-700">
                Go to the first page
              </Link>
            )}
          </p>
        </div>
      ) : (
        <div className={`mt-1 ${loading ? "opacity-60" : ""}`}>
          <InboxList rows={rows} caption={caption} busy={loading} />
        </div>
      )}
      <InboxPager filter={filter} firstPage={firstPage} previous={previous} next={next} />
    </section>
  );
}
