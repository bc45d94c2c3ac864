import { paramsOf, type InboxFilter } from "#app/inbox/filter.ts";
import { telHref } from "#app/utils/phone-number.ts";

/**
 * Where a page of the inbox's list is: its filter (filter.ts), and the page, by keyset cursor (`after`: the rows after
 * that one, `before`: the rows before it). Links to the list, to an enquiry and back to the list are all built here,
 * so every one carries the same parameters (and never a searched word: a search is its id `q`).
 */
export interface ListPage {
  after?: string | null;
  before?: string | null;
}

/** The list's URL parameters: the filter's, then the page's cursor. */
export function listParams(
  filter: InboxFilter,
  page: ListPage = {},
  changes: Partial<InboxFilter> = {},
): URLSearchParams {
  const params = paramsOf(filter, changes, page.after ?? undefined);
  if (page.before && !page.after) params.set("before", page.before);
  return params;
}

/** A link to a page of the list. */
export function pageHref(filter: InboxFilter, page: ListPage = {}, changes: Partial<InboxFilter> = {}): string {
  const query = listParams(filter, page, changes).toString();
  return query ? `/admin?${query}` : "/admin";
}

/**
 * A link to one enquiry that knows the list it was opened from (`from`: the list's address, the enquiry page's "Back
 * to the list" goes there, to the enquiry's row, `#enquiry-<id>`, the id of its link in the list).
 */
export function enquiryHref(id: number, filter: InboxFilter, page: ListPage = {}): string {
  const from = pageHref(filter, page);
  return from === "/admin"
    ? `/admin/enquiries/${id}`
    : `/admin/enquiries/${id}?${new URLSearchParams({ from }).toString()}`;
}

/**
 * The `tel:` link (telHref, the site's one) for a stored phone number as typed, or null when it is no number: a spam
 * row's "phone" can be anything, and is then shown as text.
 */
export function phoneHref(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/[\s().-]/g, "");
  return /^\+?[0-9]{6,15}$/.test(digits) ? telHref(digits) : null;
}

/** A `mailto:` link for an address that looks like one, or null (an address in a spam row can be anything). */
export function emailHref(email: string | null): string | null {
  return email && /^[^\s@<>"'(),;:\\]+@[^\s@<>"'(),;:\\]+\.[^\s@<>"'(),;:\\]+$/.test(email) ? `mailto:${email}` : null;
}
