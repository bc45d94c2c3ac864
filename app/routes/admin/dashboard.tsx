import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import type { Route } from "./+types/dashboard";
import { Confirmation, useErrorTitle } from "#app/components/forms/forms.tsx";
import { InboxFilters, InboxSearch } from "#app/components/staff/inbox-filters/inbox-filters.tsx";
import { LoadingStatus, useListLoading } from "#app/components/staff/inbox-loading/inbox-loading.tsx";
import { InboxResults } from "#app/components/staff/inbox-results/inbox-results.tsx";
import { InboxTabs } from "#app/components/staff/inbox-tabs/inbox-tabs.tsx";
import { LoadFailed } from "#app/components/staff/load-failed/load-failed.tsx";
import { staffOf } from "#app/auth/guard.server.ts";
import { staffPageHeaders, staffPageMeta } from "#app/auth/staff-pages.ts";
import { keepShown, loadFailureOf } from "#app/hooks/keep-shown.ts";
import { useFreshList } from "#app/hooks/use-fresh-list.ts";
import { dashboardPage, searchAction } from "#app/routes/admin/dashboard.server.ts";

/**
 * The inbox (the spec's Admin Dashboard): a tab per form and All, each with its unread count; a search (posted, kept on
 * the server, its id in the URL); filters (a GET form); the list, rendered on the server, in keyset pages of
 * PAGE_SIZE; the CSV export of what is shown. With JavaScript, 'Loading submissions...' while a list loads, and the
 * counts and the list refresh when the tab comes back into view and every minute while someone is at the computer.
 * The work is in `dashboard.server.ts`.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const unread = loaderData?.counts.all ?? 0;
  return staffPageMeta(unread > 0 ? `(${unread}) Admin Dashboard` : "Admin Dashboard", loaderData?.hasErrors);
};
export const headers = staffPageHeaders;
export const handle = { inboxShortcuts: true }; // the keyboard shortcuts (app/hooks/inbox-shortcuts.ts)

export async function loader({ request, context }: Route.LoaderArgs) {
  return dashboardPage(staffOf(context), { request, context });
}

// The server out of reach (a navigation, a refresh): the list shown stays, with 'Failed to load submissions: ' above it.
const shown = keepShown<Awaited<ReturnType<typeof loader>>>();
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return shown.load(serverLoader);
}

/**
 * A search: its words kept on the server for this person (SEARCH_HOURS), and the browser sent (303) to the list with
 * the search's id. An empty box clears the search; words that cannot be searched for say why.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return searchAction(staffOf(context), { request, context });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, counts, overdue, rows, search, searchExpired } = loaderData;
  const loading = useListLoading();
  useFreshList();
  useEffect(() => shown.remember(loaderData), [loaderData]);
  const loadFailure = loadFailureOf(loaderData);
  const searchError = actionData?.status === "invalid" ? actionData.error : undefined;
  useErrorTitle(Boolean(searchError), counts.all);
  return (
    <>
      {/* The heading and the tabs share a line on a wide screen: the list starts higher (issue 25). */}
      <div className="flex flex-col gap-x-6 gap-y-1 lg:flex-row lg:items-center">
        <h1 className="shrink-0 text-2xl leading-tight font-bold">Admin Dashboard</h1>
        <InboxTabs filter={filter} unread={counts} overdue={overdue} />
      </div>
      {loadFailure ? <LoadFailed failure={loadFailure} /> : null}
      {loaderData.done === "unread" ? (
        <div className="mt-6">
          <Confirmation title="Marked as unread">The enquiry is shown as unread again, its name in bold.</Confirmation>
        </div>
      ) : null}

      {/* Search and filters side by side from 1024 px, so the list starts higher (issue 25: the work first). */}
      <section aria-labelledby="find-heading" className="mt-3 grid gap-3 lg:grid-cols-[3fr_2fr] lg:items-start">
        <h2 id="find-heading" className="sr-only">
          Find enquiries
        </h2>
        {searchExpired ? (
          <p className="border-l-4 border-danger-700 pl-4 lg:col-span-2" role="status" data-search-expired>
            That search has ended (searches are kept for {loaderData.searchHours} hours): all enquiries are shown.
            Search again to find someone.
          </p>
        ) : null}
        <InboxSearch filter={filter} search={searchError ? (actionData?.search ?? null) : search} error={searchError} />
        <InboxFilters filter={filter} />
      </section>

      <InboxResults
        filter={filter}
        searched={Boolean(search)}
        rows={rows}
        loading={loading}
        exportHref={loaderData.exportHref}
        firstPage={loaderData.firstPage}
        previous={loaderData.previous}
        next={loaderData.next}
      />
    </>
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
