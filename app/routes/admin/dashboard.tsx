import { useEffect, useRef } from "react";
import { data, isRouteErrorResponse, Link, redirect, useLocation, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/dashboard";
import { Confirmation, useErrorTitle } from "#app/components/forms/forms.tsx";
import { InboxFilters, InboxSearch } from "#app/components/staff/inbox-filters/inbox-filters.tsx";
import { InboxList, oneEnquiryOf, type ListRow } from "#app/components/staff/inbox-list/inbox-list.tsx";
import {
  emailHref,
  enquiryHref,
  listParams,
  pageHref,
  phoneHref,
} from "#app/components/staff/inbox-list/list-location.ts";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { hiddenCharacterErrors, textOf } from "#app/http/form-values.ts";
import { labelOf } from "#app/enquiries/choices.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import {
  filterFromParams,
  formLabels,
  inboxForms,
  PAGE_SIZE,
  paramsOf,
  statusLabels,
  type InboxFilter,
} from "#app/inbox/filter.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import {
  decodeCursor,
  encodeCursor,
  listSubmissions,
  loadSearch,
  saveSearch,
  SEARCH_HOURS,
  unreadCounts,
  type Cursor,
  type InboxRow,
} from "#app/inbox/inbox.server.ts";
import { interpretSearch, SEARCH_MAX } from "#app/inbox/search.ts";
import { isUrgent } from "#app/inbox/urgency.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { logError } from "#app/utils/log.server.ts";
import { requestInfoIn } from "#app/http/request-context.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * The inbox (the spec's Admin Dashboard): a tab per form and All, each with its unread count; a search (posted, kept on
 * the server, its id in the URL); filters (a GET form); the list, rendered on the server, in keyset pages of
 * PAGE_SIZE; the CSV export of what is shown. With JavaScript, 'Loading submissions...' while a list loads, and the
 * counts and the list refresh when the tab comes back into view and every minute while someone is at the computer.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const unread = loaderData?.counts.all ?? 0;
  return staffPageMeta(unread > 0 ? `(${unread}) Admin Dashboard` : "Admin Dashboard", loaderData?.hasErrors);
};
export const headers = staffPageHeaders;

/** What the page says when the list cannot be read: plain words, never the database's error (that goes to the log). */
const LOAD_FAILED = "the enquiries could not be read from the database. Please try again in a minute.";

type Tab = InboxFilter["form"];
const tabs: readonly Tab[] = ["all", ...[...inboxForms].reverse()];

const urgencyField = Object.fromEntries(
  inboxForms.map((form) => [form, fieldLists[form].find((field) => field.column === "urgency")]),
) as Record<InboxRow["form"], (typeof fieldLists)[InboxRow["form"]][number] | undefined>;

function listRow(row: InboxRow, filter: InboxFilter, page: Page): ListRow {
  const field = urgencyField[row.form];
  return {
    id: row.id,
    href: enquiryHref(row.id, filter, page),
    name: row.name,
    formLabel: oneEnquiryOf[row.form],
    reference: row.reference,
    received: formatUkDateTime(row.createdAt),
    receivedIso: row.createdAt,
    phone: row.phone,
    phoneHref: phoneHref(row.phone),
    email: row.email,
    emailHref: emailHref(row.email),
    urgency: field && row.urgency ? (field.options ? labelOf(field.options, row.urgency) : row.urgency) : null,
    urgent: isUrgent(row.urgency),
    status: statusLabels[row.status],
    read: row.read,
    spam: row.isSpam,
    sentFast: row.sentFast,
  };
}

type Page = { after?: string | null; before?: string | null };

/**
 * One page of the list, by keyset: after a row (`after`), or before one (`before`: the rows on the other side of it in
 * the other order, turned round). When there are no more rows before those, it is the first page, and is shown as the
 * first page (always full). `previous` and `next` are the cursors of the pages either side.
 */
async function listPage(
  database: SiteDatabase,
  filter: InboxFilter,
  { me, search, after, before }: { me: number; search: string | null; after: Cursor | null; before: Cursor | null },
): Promise<{ rows: InboxRow[]; page: Page; next: string | null; previous: string | null }> {
  const cursorOf = (row: InboxRow) => encodeCursor({ createdAt: row.createdAt, id: row.id });
  if (before) {
    const backwards = await listSubmissions(
      database,
      { ...filter, sort: filter.sort === "newest" ? "oldest" : "newest" },
      { me, search, after: before },
    );
    if (backwards.next) {
      const rows = backwards.rows.reverse();
      return {
        rows,
        page: { before: encodeCursor(before) },
        next: cursorOf(rows.at(-1)!),
        previous: cursorOf(rows[0]!),
      };
    }
  }
  const found = await listSubmissions(database, filter, { me, search, after });
  return {
    rows: found.rows,
    page: after ? { after: encodeCursor(after) } : {},
    next: found.next ? encodeCursor(found.next) : null,
    previous: after && found.rows[0] ? cursorOf(found.rows[0]) : null,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { session, deps } = staffOf(context);
  const url = new URL(request.url);
  const filter = filterFromParams(url.searchParams);
  const me = session.account.id;
  const now = new Date();
  try {
    const { database } = deps;
    const search = await loadSearch(database.db, filter.q, me, now);
    // A search kept past its time (or another person's id) is gone: the list is shown without it, and says so.
    const searchExpired = filter.q !== null && search === null;
    const shown: InboxFilter = searchExpired ? { ...filter, q: null } : filter;
    const after = decodeCursor(url.searchParams.get("after"));
    const before = after ? null : decodeCursor(url.searchParams.get("before"));
    const [counts, listing] = await Promise.all([
      unreadCounts(database.db),
      listPage(database, shown, { me, search, after, before }),
    ]);
    const { rows, page, next, previous } = listing;
    return {
      filter: shown,
      search,
      searchExpired,
      counts,
      rows: rows.map((row) => listRow(row, shown, page)),
      firstPage: !page.after && !page.before,
      next,
      previous,
      exportHref: `/admin/export${paramsOf(shown).toString() ? `?${paramsOf(shown).toString()}` : ""}`,
      done: url.searchParams.get("done") === "unread" ? ("unread" as const) : null,
      searchHours: SEARCH_HOURS,
      hasErrors: hasFormErrors(context),
    };
  } catch (error) {
    logError(error, requestInfoIn(request, context));
    throw data({ message: LOAD_FAILED }, { status: 503 });
  }
}

type SearchActionData = { status: "invalid"; error: string; search: string };

/**
 * A search: its words kept on the server for this person (SEARCH_HOURS), and the browser sent (303) to the list with
 * the search's id. An empty box clears the search; words that cannot be searched for say why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context);
  const body = await readFormBody(request);
  const params = new URLSearchParams();
  for (const [name, value] of body.entries()) if (typeof value === "string") params.append(name, value);
  const filter = filterFromParams(params);
  const words = withoutHiddenCharacters(textOf(body, "search")).trim().slice(0, SEARCH_MAX);
  const invalid = (error: string) => {
    markFormErrors(context);
    return data<SearchActionData>({ status: "invalid", error, search: words }, { status: 400 });
  };
  const hidden = hiddenCharacterErrors(body, { search: "Search enquiries" }).search;
  if (hidden) return invalid(hidden);
  if (!words) return redirect(pageHref(filter, {}, { q: null }), 303);
  if (!interpretSearch(words))
    return invalid("Enter a name, e-mail address, phone number, postcode, reference or a word of at least 2 letters");
  const id = await saveSearch(deps.database.db, session.account.id, words, new Date());
  return redirect(pageHref(filter, {}, { q: id }), 303);
}

/** What a loader refresh is for: someone at the computer. Past this without a key, a click or a return, it stops. */
const ACTIVE_FOR_MS = 15 * 60_000;
const REFRESH_EVERY_MS = 60_000;

/**
 * Reloads the counts and the list when the tab comes back into view or the window regains focus, and every minute
 * while the page is in view and the person has done something in the last quarter of an hour: so the refresh never
 * keeps a session open on a computer left alone (the session's idle limit still ends it).
 */
function useFreshList() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const latest = useRef({ revalidator, navigation });
  useEffect(() => {
    latest.current = { revalidator, navigation };
  });
  useEffect(() => {
    let lastActive = Date.now();
    const refresh = () => {
      const { revalidator, navigation } = latest.current;
      if (document.visibilityState !== "visible" || revalidator.state !== "idle" || navigation.state !== "idle") return;
      void revalidator.revalidate();
    };
    const onReturn = () => {
      if (document.visibilityState !== "visible") return;
      lastActive = Date.now();
      refresh();
    };
    const onActivity = () => {
      lastActive = Date.now();
    };
    const timer = window.setInterval(() => {
      if (Date.now() - lastActive < ACTIVE_FOR_MS) refresh();
    }, REFRESH_EVERY_MS);
    document.addEventListener("visibilitychange", onReturn);
    window.addEventListener("focus", onReturn);
    for (const event of ["keydown", "pointerdown"] as const)
      window.addEventListener(event, onActivity, { passive: true });
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onReturn);
      window.removeEventListener("focus", onReturn);
      for (const event of ["keydown", "pointerdown"] as const) window.removeEventListener(event, onActivity);
    };
  }, []);
}

/** True while the browser loads a list (a tab, a filter, a page, a search): not during a refresh in the background. */
function useListLoading(): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.location?.pathname === "/admin";
}

function LoadingStatus({ loading }: { loading: boolean }) {
  return (
    <p role="status" className="mt-2 font-bold" data-loading={loading || undefined}>
      {loading ? "Loading submissions..." : ""}
    </p>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, rows, search, searchExpired } = loaderData;
  const loading = useListLoading();
  useFreshList();
  const searchError = actionData?.status === "invalid" ? actionData.error : undefined;
  useErrorTitle(Boolean(searchError), counts.all);
  const order = filter.sort === "newest" ? "newest first" : "oldest first";
  const caption = `${formLabels[filter.form]}${search ? ", matching your search" : ""}, ${order}`;
  return (
    <>
      <h1 className="heading-xl">Admin Dashboard</h1>
      {loaderData.done === "unread" ? (
        <div className="mt-6">
          <Confirmation title="Marked as unread">The enquiry is shown as New again.</Confirmation>
        </div>
      ) : null}

      <nav aria-label="Enquiry lists" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => {
            const chosen = tab === filter.form;
            return (
              <li key={tab}>
                <Link
                  to={pageHref(filter, {}, { form: tab })}
                  aria-current={chosen ? "page" : undefined}
                  className={`inline-block rounded-md border-2 border-brand-700 px-3 py-1.5 font-bold ${chosen ? "bg-brand-700 text-white no-underline" : "bg-white text-brand-700"}`}
                  data-tab={tab}
                >
                  {formLabels[tab]} <span className="font-normal whitespace-nowrap">({counts[tab]} unread)</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section aria-labelledby="find-heading" className="mt-8">
        <h2 id="find-heading" className="sr-only">
          Find enquiries
        </h2>
        {searchExpired ? (
          <p className="mb-4 border-l-4 border-danger-700 pl-4" role="status" data-search-expired>
            That search has ended (searches are kept for {loaderData.searchHours} hours): all enquiries are shown.
            Search again to find someone.
          </p>
        ) : null}
        <InboxSearch filter={filter} search={searchError ? (actionData?.search ?? null) : search} error={searchError} />
        <div className="mt-6">
          <InboxFilters filter={filter} />
        </div>
      </section>

      <section aria-labelledby="list-heading" className="mt-8">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
          <h2 id="list-heading" className="heading-l">
            {formLabels[filter.form]}
          </h2>
          <a href={loaderData.exportHref} download className="font-bold text-brand-700" data-export>
            Export CSV<span className="sr-only"> of the enquiries this list shows</span>
          </a>
        </div>
        <LoadingStatus loading={loading} />
        {rows.length === 0 ? (
          <div className="mt-2" data-empty>
            <p className="heading-m">No enquiries match</p>
            <p className="mt-2">
              {loaderData.firstPage
                ? "Try another tab, fewer filters or another search."
                : "There are no more enquiries on this side."}{" "}
              {loaderData.firstPage ? null : (
                <Link to={pageHref(filter)} className="font-bold text-brand-700">
                  Go to the first page
                </Link>
              )}
            </p>
          </div>
        ) : (
          <div className={`mt-2 ${loading ? "opacity-60" : ""}`}>
            <p className="mb-2 text-muted">
              {rows.length} {rows.length === 1 ? "enquiry" : "enquiries"} on this page ({order}; up to {PAGE_SIZE} a
              page).
            </p>
            <InboxList rows={rows} caption={caption} busy={loading} />
          </div>
        )}
        <Pager filter={filter} firstPage={loaderData.firstPage} previous={loaderData.previous} next={loaderData.next} />
      </section>
    </>
  );
}

function Pager({
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

/**
 * The list could not be loaded: 'Failed to load submissions: ' and a message in plain words (the loader's own; a
 * browser's network message; never a stack or a database's error), and a way to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const loading = useListLoading();
  const message = failureMessage(error);
  return (
    <>
      <h1 className="heading-xl">Admin Dashboard</h1>
      <LoadingStatus loading={loading} />
      <div role="alert" className="mt-2 border-4 border-danger-700 p-4" data-load-failed>
        <p className="font-bold">Failed to load submissions: {message}</p>
        <p className="mt-4">
          <Link to={`${location.pathname}${location.search}`} className="button-secondary">
            Try again
          </Link>
        </p>
      </div>
    </>
  );
}

function failureMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const message = (error.data as { message?: unknown } | null)?.message;
    return typeof message === "string"
      ? message
      : `the server answered ${error.status}${error.statusText ? ` ${error.statusText}` : ""}.`;
  }
  // A network failure in the browser ("Failed to fetch"), or the server's "Unexpected Server Error" (React Router
  // sends no more than that in production): one line, short.
  const text = error instanceof Error ? error.message.split("\n")[0]!.slice(0, 200) : "";
  return text || "something went wrong.";
}
