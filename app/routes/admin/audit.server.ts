import type { AuditRow } from "#app/components/staff/audit-list/audit-list.tsx";
import type { staffOf } from "#app/auth/guard.server.ts";
import {
  auditFilterFromParams,
  auditParamsOf,
  auditPeople,
  listAuditEntries,
  AUDIT_PAGE_SIZE,
  type AuditFilter,
  type AuditListEntry,
} from "#app/audit/audit-log.server.ts";
import { accountOf, auditActionLabels, detailsLines, shortHash, whoDidIt } from "#app/audit/audit-text.server.ts";
import { auditActions } from "#app/audit/audit.server.ts";
import { decodeCursor, encodeCursor, type Cursor } from "#app/http/keyset-cursor.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/** The audit log page's work (app/routes/admin/audit.tsx): one page of entries as its URL filters them, and links. */

type Staff = ReturnType<typeof staffOf>;

const stateNotes: Record<string, string> = { active: "", pending: " (request)", disabled: " (disabled)" };

function rowOf(entry: AuditListEntry): AuditRow {
  return {
    id: entry.id,
    when: formatUkDateTime(entry.at),
    whenIso: entry.at,
    action: auditActionLabels[entry.action] ?? entry.action,
    who: whoDidIt(entry),
    account: accountOf(entry),
    enquiry:
      entry.submissionId === null ? null : { id: entry.submissionId, href: `/admin/enquiries/${entry.submissionId}` },
    details: detailsLines(entry.details),
    client: shortHash(entry.clientHash),
  };
}

const hrefOf = (filter: AuditFilter, page: { after?: string; before?: string } = {}) => {
  const query = auditParamsOf(filter, page).toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
};

/** The people to filter by, each with their account's state; one chosen by id whose account is gone is kept. */
async function personChoicesOf({ deps }: Staff, filter: AuditFilter) {
  const people = await auditPeople(deps.database.db);
  const choices = people.map((person) => ({
    value: String(person.id),
    label: `${person.email}${stateNotes[person.state] ?? ""}`,
  }));
  // A person chosen by id whose account is gone: still a choice, so the form says what the list shows.
  if (filter.person !== null && !people.some((person) => person.id === filter.person)) {
    choices.push({ value: String(filter.person), label: `account ${filter.person} (removed)` });
  }
  return choices;
}

/** The page the URL asks for: its filter's entries, newest first, a keyset page at a time (`after` or `before`). */
export async function auditPage(staff: Staff, params: URLSearchParams) {
  const filter = auditFilterFromParams(params);
  const after = decodeCursor(params.get("after"));
  const before = after ? null : decodeCursor(params.get("before"));
  const [people, page] = await Promise.all([
    personChoicesOf(staff, filter),
    listAuditEntries(staff.deps.database.db, filter, { after, before }),
  ]);
  const link = (cursor: Cursor | null, side: "after" | "before") =>
    cursor ? hrefOf(filter, { [side]: encodeCursor(cursor) }) : null;
  const query = auditParamsOf(filter).toString();
  return {
    rows: page.entries.map(rowOf),
    values: {
      person: filter.person === null ? "" : String(filter.person),
      action: filter.action ?? "",
      from: filter.from ?? "",
      to: filter.to ?? "",
    },
    chosen: query !== "",
    people,
    actions: auditActions
      .map((action) => ({ value: action, label: auditActionLabels[action] }))
      .sort((a, b) => a.label.localeCompare(b.label, "en-GB")),
    pageSize: AUDIT_PAGE_SIZE,
    firstPage: page.newer === null,
    newer: link(page.newer, "before"),
    older: link(page.older, "after"),
    first: hrefOf(filter),
    exportHref: `/admin/audit/export${query ? `?${query}` : ""}`,
  };
}
