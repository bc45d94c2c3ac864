import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { StaffMember } from "#app/auth/guard.server.ts";
import { oneEnquiryOf, type ListRow } from "#app/components/staff/inbox-list/inbox-list.tsx";
import { enquiryHref, pageHref, phoneHref, type ListPage } from "#app/components/staff/inbox-list/list-location.ts";
import { serverNow } from "#app/config/clock.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasFormErrors, markFormErrors } from "#app/http/form-errors.server.ts";
import { hiddenCharacterErrors } from "#app/http/form-values.ts";
import { intentOf } from "#app/http/intent.server.ts";
import { requestInfoIn } from "#app/http/request-context.server.ts";
import { chosenTimeText, dueState } from "#app/inbox/due-text.ts";
import { filterFromParams, paramsOf, type InboxFilter } from "#app/inbox/filter.ts";
import { isTodoStatus, stageText } from "#app/inbox/stages.ts";
import {
  decodeCursor,
  loadSearch,
  overdueCount,
  saveSearch,
  SEARCH_HOURS,
  unreadCounts,
  type ListedRow,
} from "#app/inbox/inbox.server.ts";
import { listPage } from "#app/inbox/list-page.server.ts";
import { interpretSearch, SEARCH_MAX } from "#app/inbox/search.ts";
import { withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { logError } from "#app/utils/log.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * The work of the inbox's page (`app/routes/admin/dashboard.tsx`): the loader's tabs' counts and page of the list (a
 * kept search applied), and the action that keeps a search's words on the server.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** What the page says when the list cannot be read: plain words, never the database's error (that goes to the log). */
const LOAD_FAILED = "the enquiries could not be read from the database. Please try again in a minute.";

/** A row as its line shows it, at `now`: every word worked out here, on the server, when the page is drawn. */
function listRow(row: ListedRow, filter: InboxFilter, page: ListPage, me: number, now: number): ListRow {
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
    urgent: row.urgent,
    status: stageText(row.status, row.stageReason),
    due: dueState({ ...row, open: isTodoStatus(row.status), spam: row.isSpam }, now),
    chosenTime: row.form === "callback" ? chosenTimeText(row.chosenDay, row.chosenTime, now) : null,
    assignee: row.assignedTo === null ? null : row.assignedTo === me ? "you" : (row.assigneeEmail ?? "someone"),
    read: row.read,
    spam: row.isSpam,
    sentFast: row.sentFast,
  };
}

/**
 * The inbox's data: the tabs' unread counts and the page of the list the URL names. A search kept past its time (or
 * another person's id) is gone: the list is shown without it, and says so. A database that cannot be read is a 503
 * in plain words (the error itself goes to the log).
 */
export async function dashboardPage({ session, deps }: StaffMember, { request, context }: Args) {
  const url = new URL(request.url);
  const filter = filterFromParams(url.searchParams);
  const me = session.account.id;
  const now = new Date(serverNow());
  try {
    const { database } = deps;
    const search = await loadSearch(database.db, filter.q, me, now);
    const searchExpired = filter.q !== null && search === null;
    const shown: InboxFilter = searchExpired ? { ...filter, q: null } : filter;
    const after = decodeCursor(url.searchParams.get("after"));
    const before = after ? null : decodeCursor(url.searchParams.get("before"));
    const [unread, overdue, listing] = await Promise.all([
      unreadCounts(database.db),
      overdueCount(database.db, now),
      listPage(database, shown, { me, search, after, before, now }),
    ]);
    const { rows, page, next, previous } = listing;
    return {
      filter: shown,
      search,
      searchExpired,
      counts: unread,
      overdue,
      rows: rows.map((row) => listRow(row, shown, page, me, now.getTime())),
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

export type SearchActionData = { status: "invalid"; error: string; search: string };

/**
 * The page's one button, the search's, with its box. A search sent by pressing Enter in the box, or by a client that
 * leaves the button out, names no intent: it is a search all the same.
 */
const searchSchema = z.preprocess(
  (fields) => ({ intent: "search", ...(fields as object) }),
  z.discriminatedUnion("intent", [z.object({ intent: z.literal("search"), search: z.string() })]),
);

/**
 * A search: its words kept on the server for this person (SEARCH_HOURS), and the browser sent (303) to the list with
 * the search's id. An empty box clears the search; words that cannot be searched for say why.
 */
export async function searchAction({ session, deps }: StaffMember, { request, context }: Args) {
  const body = await readFormBody(request);
  const form = intentOf(searchSchema, body);
  const params = new URLSearchParams();
  for (const [name, value] of body.entries()) if (typeof value === "string") params.append(name, value);
  const filter = filterFromParams(params);
  const words = withoutHiddenCharacters(form.search).trim().slice(0, SEARCH_MAX);
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
  // A search looks for a person wherever they are: from To do (open enquiries only) it goes to All enquiries.
  return redirect(pageHref(filter, {}, { q: id, ...(filter.form === "todo" ? { form: "all" as const } : {}) }), 303);
}
