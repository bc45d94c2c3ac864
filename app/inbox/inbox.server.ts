import { randomBytes } from "node:crypto";
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type Selectable, type SqlBool } from "kysely";
import { recordAudit } from "#app/audit/audit.server.ts";
import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import { PHONE_KEY_SQL, postcodeKeySql } from "#app/db.server/migrations/0005-inbox.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import type { ContactOutcome, Database, StageReason, StoredFormName, SubmissionStatus } from "#app/db.server/schema.ts";
import { PAGE_SIZE, type InboxFilter } from "#app/inbox/filter.ts";
import { interpretSearch, type SearchTerm } from "#app/inbox/search.ts";
import { ukDayStart } from "#app/utils/uk-day.ts";
import { notCalledYet } from "#app/enquiries/not-called.server.ts";
import {
  callbackDateKey,
  callbackTimeKey,
  urgentCallbackDay,
  urgentDetails,
  urgentValues,
} from "#app/inbox/urgency.ts";
import type { DialectName } from "#app/db.server/dialect.ts";
import { todoStatuses } from "#app/inbox/stages.ts";
import type { ListCursor, TimeCursor, TodoCursor } from "#app/inbox/list-cursor.server.ts";

/**
 * The inbox's reads and writes on `submissions` (ADR 0006): lists by filter and search in keyset pages, the tabs'
 * unread counts, one enquiry with its notes, and the follow-up (read, status, assignment, notes, spam), each change in
 * one transaction with its audit entry. Every list query is written so an index serves it at a million rows
 * (docs/benchmarks.md, "Inbox"): the unread and spam conditions are literal SQL so the partial indexes match them.
 */

/** One row of a list. */
export interface InboxRow {
  id: number;
  form: StoredFormName;
  reference: string | null;
  name: string;
  phone: string;
  email: string | null;
  postcode: string | null;
  urgency: string | null;
  read: boolean;
  status: SubmissionStatus;
  /** Why it is not going ahead; null on every other stage (and on rows migrated from "closed"). */
  stageReason: StageReason | null;
  isSpam: boolean;
  /** Sent sooner than the minimum time to fill (FORM_MIN_FILL_MS): a mark for staff, not spam. */
  sentFast: boolean;
  assignedTo: number | null;
  /** ISO 8601 UTC. */
  createdAt: string;
}

// Where a page starts (the last row of the page before), as the routes' URLs carry it: by time and id, or in To do by
// its place in To do's order.
export {
  decodeListCursor as decodeCursor,
  encodeListCursor as encodeCursor,
  type ListCursor as Cursor,
} from "#app/inbox/list-cursor.server.ts";

/** A row of a list with what its line shows besides: the times, who it is assigned to, urgency, a callback's choice. */
export interface ListedRow extends InboxRow {
  /** When the first call is due and when it was made (ISO 8601 UTC), or null. */
  dueAt: string | null;
  firstContactedAt: string | null;
  assigneeEmail: string | null;
  /** Urgent by THE rule (app/inbox/urgency.ts) at the time the list was read. */
  urgent: boolean;
  /** A callback's chosen day (YYYY-MM-DD) and time window (its choice's value); null on other forms. */
  chosenDay: string | null;
  chosenTime: string | null;
}

type Where = (eb: ExpressionBuilder<Database, "submissions">) => Expression<SqlBool>;

const iso = (value: string | Date) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** The list's columns of a `submissions` row, in one shape for both databases. */
type ListColumns = Pick<
  Selectable<Database["submissions"]>,
  | "id"
  | "form"
  | "reference"
  | "name"
  | "phone"
  | "email"
  | "postcode"
  | "urgency"
  | "read"
  | "status"
  | "stage_reason"
  | "is_spam"
  | "sent_fast"
  | "assigned_to"
  | "created_at"
>;

function toInboxRow(row: ListColumns): InboxRow {
  return {
    id: Number(row.id),
    form: row.form,
    reference: row.reference,
    name: row.name,
    phone: row.phone,
    email: row.email,
    postcode: row.postcode,
    urgency: row.urgency,
    read: Boolean(Number(row.read)),
    status: row.status,
    stageReason: row.stage_reason,
    isSpam: Boolean(Number(row.is_spam)),
    sentFast: Boolean(Number(row.sent_fast)),
    assignedTo: row.assigned_to,
    createdAt: iso(row.created_at),
  };
}

/** The condition a search adds, on the index its kind has. */
function searchCondition(database: SiteDatabase, term: SearchTerm): Where {
  return (eb) => {
    switch (term.kind) {
      case "email":
        return sql<SqlBool>`lower(email) = ${term.email}`;
      case "reference":
        return eb("reference", "=", term.reference);
      case "phone":
        return sql<SqlBool>`${sql.raw(PHONE_KEY_SQL)} in (${sql.join(term.phones)})`;
      case "postcode": {
        const key = sql.raw(postcodeKeySql(database.dialect));
        if (!term.district) return sql<SqlBool>`${key} = ${term.postcode}`;
        // A district: every full postcode in it (the district plus a three-character inward code).
        return sql<SqlBool>`${key} >= ${term.postcode} and ${key} < ${`${term.postcode}~`} and length(${key}) = ${term.postcode.length + 3}`;
      }
      case "words":
        return database.dialect === "postgres"
          ? sql<SqlBool>`search_words @@ to_tsquery('simple', ${term.words.map((word) => `${word}:*`).join(" & ")})`
          : sql<SqlBool>`id in (select rowid from submissions_words where submissions_words match ${term.words.map((word) => `"${word}"*`).join(" ")})`;
    }
  };
}

/** A text value of `details` (a key of ours, never a visitor's), as SQL. */
function detailText(dialect: DialectName, key: string): RawBuilder<string | null> {
  return dialect === "postgres"
    ? sql<string | null>`(details ->> ${key})`
    : sql<string | null>`json_extract(details, ${`$.${key}`})`;
}

/**
 * THE urgency rule (app/inbox/urgency.ts) as SQL, at `now`: the urgent urgency values, the urgent choices kept in
 * `details`, and a callback chosen for today (UK). Literal values from the rule's own lists; today's date a parameter.
 */
export function urgentSql(dialect: DialectName, now: Date): RawBuilder<SqlBool> {
  const parts = [
    sql`urgency in (${sql.join(urgentValues)})`,
    ...urgentDetails.map(({ form, key, value }) => sql`(form = ${form} and ${detailText(dialect, key)} = ${value})`),
    sql`(form = 'callback' and ${detailText(dialect, callbackDateKey)} = ${urgentCallbackDay(now)})`,
  ];
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The conditions of a filter (and a search's text), as one list. */
function conditions(
  database: SiteDatabase,
  filter: InboxFilter,
  { me, search, now }: { me: number; search: string | null; now: Date },
): Where[] {
  const where: Where[] = [];
  const { form, status } = filter;
  if (form !== "all" && form !== "todo") where.push((eb) => eb("form", "=", form));
  if (status !== "any") where.push((eb) => eb("status", "=", status));
  if (filter.urgentOnly) where.push(() => urgentSql(database.dialect, now));
  if (filter.unreadOnly) where.push(() => sql<SqlBool>`read = false`);
  // To do never lists spam (filterFromParams keeps its spam at "hide").
  if (filter.spam === "hide" || form === "todo") where.push(() => sql<SqlBool>`is_spam = false`);
  if (filter.spam === "only") where.push(() => sql<SqlBool>`is_spam = true`);
  if (filter.from) where.push((eb) => eb("created_at", ">=", ukDayStart(filter.from!).toISOString()));
  if (filter.to) where.push((eb) => eb("created_at", "<", ukDayStart(filter.to!, 1).toISOString()));
  if (filter.mine) where.push((eb) => eb("assigned_to", "=", me));
  const term = search ? interpretSearch(search) : null;
  if (term) where.push(searchCondition(database, term));
  return where;
}

type Scope = { me: number; search: string | null; now: Date };

function baseQuery(database: SiteDatabase, db: Queryable, filter: InboxFilter, scope: Scope) {
  return conditions(database, filter, scope).reduce(
    (query, condition) => query.where(condition),
    db.selectFrom("submissions"),
  );
}

/** What a list reads of each row: its columns, who it is assigned to, whether it is urgent now, a callback's choice. */
function listedColumns(database: SiteDatabase, now: Date) {
  const { dialect } = database;
  return [
    "id",
    "form",
    "reference",
    "name",
    "phone",
    "email",
    "postcode",
    "urgency",
    "read",
    "status",
    "stage_reason",
    "is_spam",
    "sent_fast",
    "assigned_to",
    "created_at",
    "due_at",
    "first_contacted_at",
    sql<string | null>`(select email from staff_accounts where staff_accounts.id = submissions.assigned_to)`.as(
      "assignee_email",
    ),
    sql<boolean | number>`case when ${urgentSql(dialect, now)} then 1 else 0 end`.as("is_urgent"),
    sql<string | null>`case when form = 'callback' then ${detailText(dialect, callbackDateKey)} end`.as("chosen_day"),
    sql<string | null>`case when form = 'callback' then ${detailText(dialect, callbackTimeKey)} end`.as("chosen_time"),
  ] as const;
}

type ListedColumns = ListColumns & {
  due_at: string | Date | null;
  first_contacted_at: string | Date | null;
  assignee_email: string | null;
  is_urgent: boolean | number | string;
  chosen_day: string | null;
  chosen_time: string | null;
};

function toListedRow(row: ListedColumns): ListedRow {
  return {
    ...toInboxRow(row),
    dueAt: row.due_at ? iso(row.due_at) : null,
    firstContactedAt: row.first_contacted_at ? iso(row.first_contacted_at) : null,
    assigneeEmail: row.assignee_email,
    urgent: Boolean(Number(row.is_urgent)),
    chosenDay: row.chosen_day,
    chosenTime: row.chosen_time,
  };
}

/**
 * One page of a list (PAGE_SIZE rows) after `cursor` (or, `backwards`, the rows before it, nearest first), and the
 * cursor of the row past the page if there is one. To do goes by its own order (`listTodo`); the other tabs by arrival.
 */
export async function listSubmissions(
  database: SiteDatabase,
  filter: InboxFilter,
  options: {
    me: number;
    search: string | null;
    after: ListCursor | null;
    backwards?: boolean;
    limit?: number;
    db?: Queryable;
    now?: Date;
  },
): Promise<{ rows: ListedRow[]; next: ListCursor | null }> {
  const scope: Scope = { me: options.me, search: options.search, now: options.now ?? new Date() };
  const limit = options.limit ?? PAGE_SIZE;
  const db = options.db ?? database.db;
  const backwards = options.backwards ?? false;
  if (filter.form === "todo") {
    const after = options.after && "segment" in options.after ? options.after : null;
    return listTodo(database, db, filter, { ...scope, after, backwards, limit });
  }
  const after = options.after && "createdAt" in options.after ? options.after : null;
  const newestFirst = (filter.sort === "newest") !== backwards;
  const direction = newestFirst ? "desc" : "asc";
  let query = baseQuery(database, db, filter, scope);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple("created_at", "id"), direction === "desc" ? "<" : ">", eb.tuple(after.createdAt, after.id)),
    );
  }
  const found = await query
    .select(listedColumns(database, scope.now))
    .orderBy("created_at", direction)
    .orderBy("id", direction)
    .limit(limit + 1)
    .execute();
  const rows = found.slice(0, limit).map((row) => toListedRow(row as ListedColumns));
  const last = rows.at(-1);
  return { rows, next: found.length > limit && last ? timeCursorOf(last) : null };
}

/** Where a row stands in a list by arrival. */
export const timeCursorOf = (row: InboxRow): TimeCursor => ({ createdAt: row.createdAt, id: row.id });

/**
 * To do's order, as the parts it reads one after another: each open stage in turn (todoStatuses: families not reached
 * yet first), and in each, the rows without a due time (written some other way: never forgotten, so before the rest),
 * then the rest by due time, so the overdue ones come first. Each part is a range of the (status, due_at, id) index,
 * read in its order: no sort, at any size.
 */
export const todoSegments = todoStatuses.flatMap((status) => [
  { status, dueKnown: false },
  { status, dueKnown: true },
]);

/** Where a row stands in To do's order. */
export function todoCursorOf(row: ListedRow): TodoCursor {
  const segment = todoSegments.findIndex(
    (part) => part.status === row.status && part.dueKnown === (row.dueAt !== null),
  );
  return { segment, dueAt: row.dueAt, id: row.id };
}

type TodoPart = (typeof todoSegments)[number] & { index: number };
type TodoOptions = Scope & { after: TodoCursor | null; backwards: boolean; limit: number };

/** Whether a part of To do is read for this page: from the cursor's part on (back to the first, backwards). */
function partIsRead(part: TodoPart, filter: InboxFilter, { after, backwards }: TodoOptions): boolean {
  if (filter.status !== "any" && filter.status !== part.status) return false;
  if (!after) return true;
  return backwards ? part.index <= after.segment : part.index >= after.segment;
}

/** Up to `limit` rows of one part of To do, in its order, after the cursor when it is in this part. */
async function todoPart(
  database: SiteDatabase,
  db: Queryable,
  filter: InboxFilter,
  part: TodoPart,
  options: TodoOptions,
  limit: number,
): Promise<ListedRow[]> {
  const { after, backwards } = options;
  const direction = backwards ? "desc" : "asc";
  const compare = backwards ? "<" : ">";
  let query = baseQuery(database, db, filter, options).where("status", "=", part.status);
  query = part.dueKnown ? query.where("due_at", "is not", null) : query.where("due_at", "is", null);
  if (after && part.index === after.segment) {
    const { dueAt, id } = after;
    query =
      part.dueKnown && dueAt !== null
        ? query.where((eb) => eb(eb.refTuple("due_at", "id"), compare, eb.tuple(dueAt, id)))
        : query.where("id", compare, id);
  }
  if (part.dueKnown) query = query.orderBy("due_at", direction);
  const rows = await query.select(listedColumns(database, options.now)).orderBy("id", direction).limit(limit).execute();
  return rows.map((row) => toListedRow(row as ListedColumns));
}

/** A page of To do: its parts read in turn from the cursor's, forwards or backwards, until the page is full. */
async function listTodo(
  database: SiteDatabase,
  db: Queryable,
  filter: InboxFilter,
  options: TodoOptions,
): Promise<{ rows: ListedRow[]; next: ListCursor | null }> {
  const { limit } = options;
  const parts = todoSegments.map((part, index) => ({ ...part, index }));
  if (options.backwards) parts.reverse();
  const found: ListedRow[] = [];
  for (const part of parts) {
    if (found.length > limit) break;
    if (partIsRead(part, filter, options))
      found.push(...(await todoPart(database, db, filter, part, options, limit + 1 - found.length)));
  }
  const rows = found.slice(0, limit);
  const last = rows.at(-1);
  return { rows, next: found.length > limit && last ? todoCursorOf(last) : null };
}

/** Unread enquiries (not spam) per form and in all: the tabs' counts. */
export async function unreadCounts(db: Queryable): Promise<Record<StoredFormName | "all", number>> {
  const rows = await db
    .selectFrom("submissions")
    .select(["form", (eb) => eb.fn.countAll().as("count")])
    .where(sql<SqlBool>`read = false and is_spam = false`)
    .groupBy("form")
    .execute();
  const counts = { all: 0, "quick-contact": 0, contact: 0, callback: 0, assessment: 0 };
  for (const row of rows) {
    counts[row.form] = Number(row.count);
    counts.all += Number(row.count);
  }
  return counts;
}

/**
 * Enquiries not called yet whose first call is overdue (not spam): To do's count (a call not reaching the family
 * leaves one new, but it has been called). A range of the index that holds only the enquiries not called yet
 * (migration 0021), read alone.
 */
export async function overdueCount(db: Queryable, now: Date): Promise<number> {
  const row = await overdueCountQuery(db, now).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The overdue count's query, as it is sent (its plan is tested with migration 0021). */
export function overdueCountQuery(db: Queryable, now: Date) {
  return db
    .selectFrom("submissions")
    .select((eb) => eb.fn.countAll().as("count"))
    .where(notCalledYet)
    .where("due_at", "<", now.toISOString());
}

/** Searches are kept this long: long enough to page through the results, short enough not to linger. */
export const SEARCH_HOURS = 12;

/** Searches kept longer than SEARCH_HOURS: they may name a person, so they go (here, and in the daily purge: ADR 0013). */
const expiredSearches = (now: Date) => (eb: ExpressionBuilder<Database, "inbox_searches">) =>
  eb("created_at", "<", new Date(now.getTime() - SEARCH_HOURS * 3_600_000).toISOString());

/** Removes the searches kept longer than SEARCH_HOURS (or only counts them); returns how many. */
export async function removeExpiredSearches(
  db: Queryable,
  now: Date,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<number> {
  if (dryRun)
    return Number(
      (
        await db
          .selectFrom("inbox_searches")
          .select((eb) => eb.fn.countAll().as("n"))
          .where(expiredSearches(now))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return Number((await db.deleteFrom("inbox_searches").where(expiredSearches(now)).executeTakeFirst()).numDeletedRows);
}

/** Keeps a search's text on the server and gives its id for the list's URL; older searches are removed meanwhile. */
export async function saveSearch(db: Queryable, accountId: number, search: string, now: Date): Promise<string> {
  const id = randomBytes(16).toString("hex");
  await removeExpiredSearches(db, now);
  await db
    .insertInto("inbox_searches")
    .values({ id, account_id: accountId, search, created_at: now.toISOString() })
    .execute();
  return id;
}

/** A kept search's text: only for the account that made it, and only while it is kept. */
export async function loadSearch(
  db: Queryable,
  id: string | null,
  accountId: number,
  now: Date,
): Promise<string | null> {
  if (!id) return null;
  const row = await db
    .selectFrom("inbox_searches")
    .select(["search", "created_at"])
    .where("id", "=", id)
    .where("account_id", "=", accountId)
    .executeTakeFirst();
  if (!row || new Date(row.created_at).getTime() < now.getTime() - SEARCH_HOURS * 3_600_000) return null;
  return row.search;
}

/** Staff an enquiry can be assigned to: active accounts. */
export async function assignableStaff(db: Queryable): Promise<{ id: number; email: string }[]> {
  return db
    .selectFrom("staff_accounts")
    .select(["id", "email"])
    .where("state", "=", "active")
    .orderBy("email")
    .execute();
}

/** One enquiry with everything staff see: its row, its details, who read it and is assigned, its notes and calls. */
export interface EnquiryDetail extends InboxRow {
  details: Record<string, unknown>;
  consentGiven: boolean;
  consentGivenAt: string | null;
  consentText: string;
  originPage: string;
  spamReason: string | null;
  readAt: string | null;
  readBy: string | null;
  assignedEmail: string | null;
  notes: { id: number; author: string | null; body: string; createdAt: string }[];
  /** When staff first logged a call (ISO 8601 UTC), or null. */
  firstContactedAt: string | null;
  /** The calls logged, newest first. */
  calls: { id: number; by: string | null; outcome: ContactOutcome; note: string | null; createdAt: string }[];
}

export async function getEnquiry(db: Queryable, id: number): Promise<EnquiryDetail | null> {
  const row = await db
    .selectFrom("submissions")
    .leftJoin("staff_accounts as reader", "reader.id", "submissions.read_by")
    .leftJoin("staff_accounts as assignee", "assignee.id", "submissions.assigned_to")
    .selectAll("submissions")
    .select(["reader.email as reader_email", "assignee.email as assignee_email"])
    .where("submissions.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const notes = await db
    .selectFrom("submission_notes")
    .leftJoin("staff_accounts", "staff_accounts.id", "submission_notes.author_id")
    .select(["submission_notes.id", "submission_notes.body", "submission_notes.created_at", "staff_accounts.email"])
    .where("submission_notes.submission_id", "=", id)
    .orderBy("submission_notes.created_at")
    .orderBy("submission_notes.id")
    .execute();
  const calls = await db
    .selectFrom("contact_attempts")
    .leftJoin("staff_accounts", "staff_accounts.id", "contact_attempts.staff_id")
    .select([
      "contact_attempts.id",
      "contact_attempts.outcome",
      "contact_attempts.note",
      "contact_attempts.created_at",
      "staff_accounts.email",
    ])
    .where("contact_attempts.submission_id", "=", id)
    .orderBy("contact_attempts.created_at", "desc")
    .orderBy("contact_attempts.id", "desc")
    .execute();
  return {
    ...toInboxRow(row),
    details: jsonObjectOf(row.details),
    consentGiven: Boolean(Number(row.consent_given)),
    consentGivenAt: row.consent_given_at ? iso(row.consent_given_at) : null,
    consentText: row.consent_text,
    originPage: row.origin_page,
    spamReason: row.spam_reason,
    readAt: row.read_at ? iso(row.read_at) : null,
    readBy: row.reader_email,
    assignedEmail: row.assignee_email,
    notes: notes.map((note) => ({
      id: Number(note.id),
      author: note.email,
      body: note.body,
      createdAt: iso(note.created_at),
    })),
    firstContactedAt: row.first_contacted_at ? iso(row.first_contacted_at) : null,
    calls: calls.map((call) => ({
      id: Number(call.id),
      by: call.email,
      outcome: call.outcome,
      note: call.note,
      createdAt: iso(call.created_at),
    })),
  };
}

/** A change staff make to an enquiry. */
export type EnquiryChange =
  | { kind: "unread" }
  | { kind: "status"; status: SubmissionStatus; reason: StageReason | null }
  | { kind: "assign"; to: number | null }
  | { kind: "note"; body: string }
  | { kind: "call"; outcome: ContactOutcome; note: string | null }
  | { kind: "spam"; spam: boolean };

/** A note's longest length. */
export const NOTE_MAX = 2000;

/**
 * Opening an enquiry: it is marked read by this person now (if it was unread), and the view is in the audit log. Both
 * in one transaction. Returns false when there is no such enquiry.
 */
export async function recordView(database: SiteDatabase, id: number, actorId: number, now: Date): Promise<boolean> {
  return inTransaction(database, async ({ db }) => {
    const exists = await db.selectFrom("submissions").select("id").where("id", "=", id).executeTakeFirst();
    if (!exists) return false;
    await db
      .updateTable("submissions")
      .set({ read: true, read_at: now.toISOString(), read_by: actorId })
      .where("id", "=", id)
      .where(sql<SqlBool>`read = false`)
      .execute();
    await recordAudit(db, { action: "enquiry-viewed", actorId, submissionId: id }, now);
    return true;
  });
}

export type ChangeOutcome =
  { kind: "done" } | { kind: "gone" } | { kind: "refused"; reason: string; of: EnquiryChange["kind"] };

/** Thrown inside the transaction to roll back the changes made before a refused one. */
class Refused extends Error {
  // A field, not a parameter property: plain Node (the npm scripts) strips types but cannot run those.
  readonly outcome: Extract<ChangeOutcome, { kind: "refused" }>;
  constructor(outcome: Extract<ChangeOutcome, { kind: "refused" }>) {
    super(outcome.reason);
    this.outcome = outcome;
  }
}

/**
 * One change to an enquiry, or several together (the enquiry page's Save: stage, assignee and spam), in one transaction
 * with an audit entry each (never with a note's text). A change to what is stored already is no change: nothing is
 * written or audited for it. One refused refuses them all: nothing is stored.
 */
export async function changeEnquiry(
  database: SiteDatabase,
  id: number,
  actorId: number,
  changes: EnquiryChange | readonly EnquiryChange[],
  now: Date,
): Promise<ChangeOutcome> {
  try {
    return await inTransaction(database, async ({ db }) => {
      const row = await db
        .selectFrom("submissions")
        .select(["status", "stage_reason", "assigned_to", "is_spam", "first_contacted_at"])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return { kind: "gone" } as const;
      const toMake = (Array.isArray(changes) ? changes : [changes]).filter((change) => !isStored(row, change));
      for (const change of toMake) {
        const outcome = await applyChange(db, { id, actorId, now }, row, change);
        if (outcome.kind === "refused") throw new Refused(outcome);
      }
      // Staff worked on it: its retention period counts from now (ADR 0009).
      if (toMake.length > 0)
        await db.updateTable("submissions").set({ last_activity_at: now.toISOString() }).where("id", "=", id).execute();
      return { kind: "done" } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

/** Whether a change of stage, assignee or spam asks for what the row holds already. */
function isStored(
  row: { status: SubmissionStatus; stage_reason: StageReason | null; assigned_to: number | null; is_spam: unknown },
  change: EnquiryChange,
): boolean {
  switch (change.kind) {
    case "status":
      return row.status === change.status && (row.stage_reason ?? null) === change.reason;
    case "assign":
      return row.assigned_to === null ? change.to === null : Number(row.assigned_to) === change.to;
    case "spam":
      return Boolean(Number(row.is_spam)) === change.spam;
    default:
      return false;
  }
}

/** What applying a change needs: the transaction, the enquiry, who and when, its row before, and its audit entry. */
interface ChangeScope {
  db: Queryable;
  id: number;
  actorId: number;
  now: Date;
  row: { status: SubmissionStatus; assigned_to: number | null; first_contacted_at: string | Date | null };
  audit: (
    action: Parameters<typeof recordAudit>[1]["action"],
    details?: Record<string, string | number | boolean | null>,
  ) => Promise<unknown>;
}

/** The change itself and its audit entry, on the caller's transaction. */
async function applyChange(
  db: Queryable,
  { id, actorId, now }: { id: number; actorId: number; now: Date },
  row: ChangeScope["row"],
  change: EnquiryChange,
): Promise<ChangeOutcome> {
  const audit: ChangeScope["audit"] = (action, details) =>
    recordAudit(db, { action, actorId, submissionId: id, details }, now);
  const scope: ChangeScope = { db, id, actorId, now, row, audit };
  switch (change.kind) {
    case "unread":
      await db
        .updateTable("submissions")
        .set({ read: false, read_at: null, read_by: null })
        .where("id", "=", id)
        .execute();
      await audit("enquiry-marked-unread");
      return { kind: "done" };
    case "status":
      return applyStatus(scope, change);
    case "assign":
      return applyAssign(scope, change);
    case "note":
      return applyNote(scope, change);
    case "call":
      return applyCall(scope, change);
    case "spam":
      await db.updateTable("submissions").set({ is_spam: change.spam }).where("id", "=", id).execute();
      await audit("enquiry-spam-changed", { spam: change.spam });
      return { kind: "done" };
  }
}

type ChangeOf<Kind extends EnquiryChange["kind"]> = Extract<EnquiryChange, { kind: Kind }>;

/** A new stage, with its reason when not going ahead. */
async function applyStatus({ db, id, row, audit }: ChangeScope, change: ChangeOf<"status">): Promise<ChangeOutcome> {
  // A reason goes with "not going ahead" and with nothing else (rows migrated from "closed" may lack one).
  const reason = change.status === "not-going-ahead" ? change.reason : null;
  if (change.status === "not-going-ahead" && !reason)
    return { kind: "refused", reason: "Choose why it is not going ahead.", of: "status" };
  await db
    .updateTable("submissions")
    .set({ status: change.status, stage_reason: reason })
    .where("id", "=", id)
    .execute();
  await audit("enquiry-status-changed", { from: row.status, to: change.status, ...(reason ? { reason } : {}) });
  return { kind: "done" };
}

/** Assigned to an active account, or to nobody. */
async function applyAssign({ db, id, row, audit }: ChangeScope, change: ChangeOf<"assign">): Promise<ChangeOutcome> {
  if (change.to !== null) {
    const staff = await db
      .selectFrom("staff_accounts")
      .select("id")
      .where("id", "=", change.to)
      .where("state", "=", "active")
      .executeTakeFirst();
    if (!staff)
      return { kind: "refused", reason: "That person cannot be assigned: their account is not active.", of: "assign" };
  }
  await db.updateTable("submissions").set({ assigned_to: change.to }).where("id", "=", id).execute();
  await audit("enquiry-assigned", { from: row.assigned_to, to: change.to });
  return { kind: "done" };
}

/** A note added, never edited. */
async function applyNote(
  { db, id, actorId, now, audit }: ChangeScope,
  change: ChangeOf<"note">,
): Promise<ChangeOutcome> {
  const body = change.body.trim();
  if (!body) return { kind: "refused", reason: "Write the note first.", of: "note" };
  if (body.length > NOTE_MAX)
    return { kind: "refused", reason: `A note can be at most ${NOTE_MAX} characters.`, of: "note" };
  await db
    .insertInto("submission_notes")
    .values({ submission_id: id, author_id: actorId, body, created_at: now.toISOString() })
    .execute();
  await audit("enquiry-note-added");
  return { kind: "done" };
}

/** A call logged: a row of its own; the first one is the first contact. */
async function applyCall(
  { db, id, actorId, now, row, audit }: ChangeScope,
  change: ChangeOf<"call">,
): Promise<ChangeOutcome> {
  const note = change.note?.trim() || null;
  if (note && note.length > NOTE_MAX)
    return { kind: "refused", reason: `A note can be at most ${NOTE_MAX} characters.`, of: "call" };
  await db
    .insertInto("contact_attempts")
    .values({ submission_id: id, outcome: change.outcome, note, staff_id: actorId, created_at: now.toISOString() })
    .execute();
  // The first call of any outcome is the first contact; reaching the family moves a new enquiry on.
  const contacted = change.outcome === "reached" && row.status === "new";
  await db
    .updateTable("submissions")
    .set({
      first_contacted_at: row.first_contacted_at ? iso(row.first_contacted_at) : now.toISOString(),
      ...(contacted ? { status: "contacted" as const } : {}),
    })
    .where("id", "=", id)
    .execute();
  // The outcome and any change of stage; never the note (staff's words about a person).
  await audit("enquiry-call-logged", {
    outcome: change.outcome,
    ...(contacted ? { from: row.status, to: "contacted" } : {}),
  });
  return { kind: "done" };
}

/**
 * Every row of a filtered view in the list's order, in keyset batches (constant memory at any size), for the CSV
 * export: each batch is a page of the list (`listSubmissions`), then those rows' consent and own fields by id.
 */
export async function* allRows(
  database: SiteDatabase,
  filter: InboxFilter,
  options: { me: number; search: string | null; batch?: number; now?: Date },
): AsyncGenerator<EnquiryRowWithDetails> {
  let after: ListCursor | null = null;
  const now = options.now ?? new Date();
  for (;;) {
    const page = await listSubmissions(database, filter, { ...options, after, limit: options.batch ?? 500, now });
    const ids = page.rows.map((row) => row.id);
    const extras = ids.length
      ? await database.db
          .selectFrom("submissions")
          .select(["id", "consent_given", "consent_given_at", "details"])
          .where("id", "in", ids)
          .execute()
      : [];
    const byId = new Map(extras.map((row) => [Number(row.id), row]));
    for (const row of page.rows) {
      const extra = byId.get(row.id);
      if (!extra) continue;
      yield {
        ...row,
        consentGiven: Boolean(Number(extra.consent_given)),
        consentGivenAt: extra.consent_given_at ? iso(extra.consent_given_at) : null,
        details: jsonObjectOf(extra.details),
      };
    }
    if (!page.next) return;
    after = page.next;
  }
}

/** A row as the export writes it: the list's columns, consent, and the form's own fields. */
export interface EnquiryRowWithDetails extends InboxRow {
  consentGiven: boolean;
  consentGivenAt: string | null;
  details: Record<string, unknown>;
}
