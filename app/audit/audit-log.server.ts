import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import type { Queryable, SiteTransaction } from "#app/db.server/db.server.ts";
import { AUDIT_PURGE_SETTING } from "#app/db.server/migrations/0007-audit-guard.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import type { Database } from "#app/db.server/schema.ts";
import type { Cursor } from "#app/http/keyset-cursor.server.ts";
import { ukDayStart, validDate } from "#app/utils/uk-day.ts";
import { auditActions, type AuditAction } from "#app/audit/audit.server.ts";

/**
 * Reading the audit log (ADR 0008): admins' lists by person, action and UK dates in keyset pages of 50, newest first,
 * and the whole of a filtered list for the CSV export. And the one way an entry is ever removed: the purge of entries
 * older than the audit retention, which the database on PostgreSQL lets through (migration 0007) and nothing else.
 */

export const AUDIT_PAGE_SIZE = 50;

/** What an audit list shows, as its URL says it. */
export interface AuditFilter {
  /** A staff account's id: entries it did or that were done to it. */
  person: number | null;
  action: AuditAction | null;
  /** UK calendar dates (YYYY-MM-DD), both ends included. */
  from: string | null;
  to: string | null;
}

export const noAuditFilter: AuditFilter = { person: null, action: null, from: null, to: null };

const ACCOUNT_ID = /^[1-9][0-9]{0,9}$/;

/** The filter a list's URL asks for; anything unknown or malformed is left out. */
export function auditFilterFromParams(params: URLSearchParams): AuditFilter {
  const person = params.get("person");
  const action = params.get("action");
  return {
    person: person && ACCOUNT_ID.test(person) ? Number(person) : null,
    action: auditActions.includes(action as AuditAction) ? (action as AuditAction) : null,
    from: validDate(params.get("from")),
    to: validDate(params.get("to")),
  };
}

/** A filter's URL parameters (only those it sets), with a page's cursor if given. */
export function auditParamsOf(filter: AuditFilter, page: { after?: string; before?: string } = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.person !== null) params.set("person", String(filter.person));
  if (filter.action) params.set("action", filter.action);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page.after) params.set("after", page.after);
  if (page.before) params.set("before", page.before);
  return params;
}

/** One entry as a list shows it: the accounts it names with their e-mail addresses (null once an account is gone). */
export interface AuditListEntry {
  id: number;
  /** ISO 8601 UTC. */
  at: string;
  action: AuditAction;
  actorId: number | null;
  actorEmail: string | null;
  accountId: number | null;
  accountEmail: string | null;
  submissionId: number | null;
  clientHash: string | null;
  details: Record<string, unknown> | null;
}

type Where = (eb: ExpressionBuilder<Database, "audit_log">) => Expression<SqlBool>;

function conditions(filter: AuditFilter): Where[] {
  const where: Where[] = [];
  const { person, action, from, to } = filter;
  if (person !== null) where.push((eb) => eb.or([eb("actor_id", "=", person), eb("account_id", "=", person)]));
  if (action) where.push((eb) => eb("action", "=", action));
  if (from) where.push((eb) => eb("at", ">=", ukDayStart(from).toISOString()));
  if (to) where.push((eb) => eb("at", "<", ukDayStart(to, 1).toISOString()));
  return where;
}

/** The filtered entries with the columns a list shows, ordered by time and id, after `cursor` in that order. */
function entriesQuery(db: Queryable, filter: AuditFilter, direction: "asc" | "desc", cursor: Cursor | null) {
  const filtered = conditions(filter).reduce((query, condition) => query.where(condition), db.selectFrom("audit_log"));
  const emailOf =
    (column: "audit_log.actor_id" | "audit_log.account_id") => (eb: ExpressionBuilder<Database, "audit_log">) =>
      eb.selectFrom("staff_accounts").select("email").whereRef("staff_accounts.id", "=", column);
  // (at, id) past the cursor's: one row-value comparison, answered from the (at, id) index on both databases.
  const past = (cursor: Cursor) =>
    sql<SqlBool>`(at, id) ${sql.raw(direction === "desc" ? "<" : ">")} (${cursor.createdAt}, ${cursor.id})`;
  return (cursor ? filtered.where(past(cursor)) : filtered)
    .select((eb) => [
      "id",
      "at",
      "action",
      "actor_id",
      "account_id",
      "submission_id",
      "client_hash",
      "details",
      emailOf("audit_log.actor_id")(eb).as("actor_email"),
      emailOf("audit_log.account_id")(eb).as("account_email"),
    ])
    .orderBy("at", direction)
    .orderBy("id", direction);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesQuery>["execute"]>>[number];

function toEntry(row: EntryRow): AuditListEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action as AuditAction,
    actorId: row.actor_id,
    actorEmail: row.actor_email ?? null,
    accountId: row.account_id,
    accountEmail: row.account_email ?? null,
    submissionId: row.submission_id,
    clientHash: row.client_hash,
    details: row.details === null ? null : jsonObjectOf(row.details),
  };
}

const cursorOf = (entry: AuditListEntry): Cursor => ({ createdAt: entry.at, id: entry.id });

/**
 * One page of a list, newest first, by keyset: after an entry (`after`: older ones) or before one (`before`: newer
 * ones, read in the other order and turned round). When fewer than a page are newer, it is the first page, shown
 * full. `older` and `newer` are the cursors of the pages either side, or null where there is none.
 */
export async function listAuditEntries(
  db: Queryable,
  filter: AuditFilter,
  page: { after?: Cursor | null; before?: Cursor | null } = {},
  limit = AUDIT_PAGE_SIZE,
): Promise<{ entries: AuditListEntry[]; older: Cursor | null; newer: Cursor | null }> {
  if (page.before && !page.after) {
    const newer = (
      await entriesQuery(db, filter, "asc", page.before)
        .limit(limit + 1)
        .execute()
    ).map(toEntry);
    if (newer.length > limit) {
      const entries = newer.slice(0, limit).reverse();
      return { entries, older: cursorOf(entries.at(-1)!), newer: cursorOf(entries[0]!) };
    }
  }
  const after = page.after ?? null;
  const found = (
    await entriesQuery(db, filter, "desc", after)
      .limit(limit + 1)
      .execute()
  ).map(toEntry);
  const entries = found.slice(0, limit);
  return {
    entries,
    older: found.length > limit ? cursorOf(entries.at(-1)!) : null,
    newer: after && entries[0] ? cursorOf(entries[0]) : null,
  };
}

/** Every entry a filter matches, newest first, read in keyset batches (constant memory at any size): the export. */
export async function* allAuditEntries(
  db: Queryable,
  filter: AuditFilter,
  batch = 500,
): AsyncGenerator<AuditListEntry> {
  let after: Cursor | null = null;
  for (;;) {
    const entries = (await entriesQuery(db, filter, "desc", after).limit(batch).execute()).map(toEntry);
    yield* entries;
    if (entries.length < batch) return;
    after = cursorOf(entries.at(-1)!);
  }
}

/** The people a list can be filtered by: every staff account, whatever its state, by e-mail address. */
export function auditPeople(db: Queryable): Promise<{ id: number; email: string; state: string }[]> {
  return db.selectFrom("staff_accounts").select(["id", "email", "state"]).orderBy("email").execute();
}

/**
 * Removes the entries strictly older than `cutoff` (the retention purge calls it with now minus the audit retention),
 * in the caller's transaction, and gives how many. The only way the app ever removes an entry. On PostgreSQL it first
 * sets the transaction-local `app.audit_purge_before` to the cutoff, without which migration 0007's trigger refuses
 * any DELETE, and clears it again after; the trigger also refuses a cutoff in the future, as this does.
 */
export async function purgeAuditEntriesBefore(transaction: SiteTransaction, cutoff: Date): Promise<number> {
  if (Number.isNaN(cutoff.getTime()) || cutoff.getTime() > Date.now())
    throw new Error("The audit log's purge needs a cutoff in the past");
  const { database, db } = transaction;
  const before = cutoff.toISOString();
  const pg = database.dialect === "postgres";
  if (pg) await sql`select set_config(${AUDIT_PURGE_SETTING}, ${before}, true)`.execute(db);
  const result = await db.deleteFrom("audit_log").where("at", "<", before).executeTakeFirst();
  if (pg) await sql`select set_config(${AUDIT_PURGE_SETTING}, '', true)`.execute(db);
  return Number(result.numDeletedRows);
}
