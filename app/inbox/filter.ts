import { validDate } from "#app/utils/uk-day.ts";
import { formDefinitions, formNames } from "#app/enquiries/definitions.ts";
import { isTodoStatus, statuses, type InboxStatus } from "#app/inbox/stages.ts";

/**
 * What the inbox lists, as the list's URL says it: the tab (To do, the default; All enquiries; or one form's), status, urgent only, unread only, a date range in
 * UK dates, assigned to me, spam hidden or shown or only, newest or oldest first, and `q`: the id of a search kept on
 * the server (the searched words never go in a URL). Shared by the page (its links) and the server (its queries).
 */
export const inboxForms = ["quick-contact", "contact", "callback", "assessment"] as const;
/**
 * A form as stored (`StoredFormName`): this file ships to the browser, which never sees the database's schema;
 * inbox.server.ts hands it to its queries, so a value the schema lacks is a type error. The stages are in stages.ts.
 */
export type InboxForm = (typeof inboxForms)[number];

/**
 * A tab of the inbox (the list's `form` parameter): "todo", the open enquiries by due time (no parameter: the page
 * staff land on); "all", every enquiry newest first; or one form's enquiries.
 */
export type InboxTab = "todo" | "all" | InboxForm;

/** The tabs' names (To do, the spec's four lists named by their forms' definitions, and "All enquiries"). */
export const formLabels: Record<InboxTab, string> = {
  todo: "To do",
  all: "All enquiries",
  ...(Object.fromEntries(formNames.map((form) => [form, formDefinitions[form].names.many])) as Record<
    InboxForm,
    string
  >),
};

/** A list's page size: pages go by keyset (the last row's time and id), never by OFFSET. */
export const PAGE_SIZE = 50;

export interface InboxFilter {
  /** The tab: To do lists only open stages, never spam, in its own order (so `sort` and `spam` keep their defaults). */
  form: InboxTab;
  status: InboxStatus | "any";
  urgentOnly: boolean;
  unreadOnly: boolean;
  /** UK calendar dates (YYYY-MM-DD), both ends included. */
  from: string | null;
  to: string | null;
  mine: boolean;
  spam: "hide" | "show" | "only";
  sort: "newest" | "oldest";
  /** The id of a search kept on the server, or null. */
  q: string | null;
}

export const defaultFilter: InboxFilter = {
  form: "todo",
  status: "any",
  urgentOnly: false,
  unreadOnly: false,
  from: null,
  to: null,
  mine: false,
  spam: "hide",
  sort: "newest",
  q: null,
};

const SEARCH_ID = /^[0-9a-f]{32}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The filter a list's URL asks for; anything unknown or malformed falls back to the default. To do has an order of its
 * own and never lists spam or a finished stage: there those parameters fall back to their defaults too.
 */
export function filterFromParams(params: URLSearchParams): InboxFilter {
  const q = params.get("q");
  const form = oneOf<InboxTab>(["todo", "all", ...inboxForms], params.get("form"), "todo");
  const todo = form === "todo";
  const status = oneOf(["any", ...statuses], params.get("status"), "any");
  return {
    form,
    status: todo && status !== "any" && !isTodoStatus(status) ? "any" : status,
    urgentOnly: params.get("urgent") === "1",
    unreadOnly: params.get("unread") === "1",
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
    mine: params.get("mine") === "1",
    spam: todo ? "hide" : oneOf(["hide", "show", "only"], params.get("spam"), "hide"),
    sort: todo ? "newest" : oneOf(["newest", "oldest"], params.get("sort"), "newest"),
    q: q && SEARCH_ID.test(q) ? q : null,
  };
}

/** The URL parameters of a filter (only what differs from the default), with a page's cursor if given. */
export function paramsOf(filter: InboxFilter, changes: Partial<InboxFilter> = {}, after?: string): URLSearchParams {
  const next = { ...filter, ...changes };
  const params = new URLSearchParams();
  if (next.form !== "todo") params.set("form", next.form);
  if (next.status !== "any") params.set("status", next.status);
  if (next.urgentOnly) params.set("urgent", "1");
  if (next.unreadOnly) params.set("unread", "1");
  if (next.from) params.set("from", next.from);
  if (next.to) params.set("to", next.to);
  if (next.mine) params.set("mine", "1");
  if (next.spam !== "hide") params.set("spam", next.spam);
  if (next.sort !== "newest") params.set("sort", next.sort);
  if (next.q) params.set("q", next.q);
  if (after) params.set("after", after);
  return params;
}

/** A list's link: /admin with the filter's parameters. */
export function listHref(filter: InboxFilter, changes: Partial<InboxFilter> = {}, after?: string): string {
  const query = paramsOf(filter, changes, after).toString();
  return query ? `/admin?${query}` : "/admin";
}
