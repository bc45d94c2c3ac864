import { Link } from "react-router";
import { listParams, pageHref } from "#app/components/staff/inbox-list/list-location.ts";
import type { InboxFilter } from "#app/inbox/filter.ts";

/** The links to the first page and the pages either side of this one (none on a first page that is the only one). */
export function InboxPager({
  filter,
  firstPage,
  previous,
  next,
}: {
  filter: InboxFilter;
  firstPage: boolean;
  previous: string | null;
  next: string | null;
}) {
  if (firstPage && !next) return null;
  const newer = filter.sort === "newest" ? "newer" : "older";
  const older = filter.sort === "newest" ? "older" : "newer";
  return (
    <nav aria-label="Pages of the list" className="mt-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-3">
        {!firstPage ? (
          <li>
            <Link to={pageHref(filter)} className="font-bold text-brand-700" data-page="first">
              First page
            </Link>
          </li>
        ) : null}
        {previous ? (
          <li>
            <Link
              to={`/admin?${listParams(filter, { before: previous }).toString()}`}
              className="font-bold text-brand-700"
              data-page="previous"
            >
              Previous page<span className="sr-only"> ({newer} enquiries)</span>
            </Link>
          </li>
        ) : null}
        {next ? (
          <li>
            <Link
              to={`/admin?${listParams(filter, { after: next }).toString()}`}
              className="font-bold text-brand-700"
              data-page="next"
            >
              Next page<span className="sr-only"> ({older} enquiries)</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
