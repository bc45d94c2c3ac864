import { sql, type Expression, type ExpressionBuilder, type SqlBool } from "kysely";
import { recordAudit } from "#app/audit/audit.server.ts";
import { inTransaction, type Queryable, type SiteDatabase } from "#app/db.server/db.server.ts";
import type { ApplicationStage, Database } from "#app/db.server/schema.ts";
import type { CsvColumn } from "#app/http/csv.server.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { answerLabel, applicationFields, stageLabel } from "#app/careers/applications.ts";

/**
 * The applicants' inbox over the database (issue 27): the list with its search and stage filter, one application with
 * its notes and CV, the changes staff make (stage, interview date, notes), the CV download and the CSV export. Every
 * view and change writes its audit entry in the same transaction; entries name the application by id only.
 */

const iso = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export interface ApplicantRow {
  id: number;
  createdAt: string;
  name: string;
  vacancyTitle: string | null;
  stage: ApplicationStage;
  interviewAt: string | null;
  read: boolean;
  spam: boolean;
}

export const LIST_LIMIT = 200;

/** Words to find: in the name, e-mail, phone or postcode; lower-cased, `%` and `_` taken literally. */
function searchPattern(search: string): string | null {
  const words = search.trim().toLowerCase();
  return words ? `%${words.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}

/** The newest applications first, LIST_LIMIT at most, by stage and words when given (spam only when asked). */
export async function listApplicants(
  db: Queryable,
  { stage, search, spam = false }: { stage?: ApplicationStage | null; search?: string | null; spam?: boolean },
): Promise<ApplicantRow[]> {
  const pattern = search ? searchPattern(search) : null;
  const rows = await db
    .selectFrom("applications")
    .select(["id", "created_at", "name", "vacancy_title", "stage", "interview_at", "read", "is_spam"])
    .where("is_spam", "=", spam)
    .$if(Boolean(stage), (query) => query.where("stage", "=", stage!))
    .$if(pattern !== null, (query) =>
      query.where((eb) =>
        eb.or(
          (["name", "email", "phone", "postcode"] as const).map((column) =>
            eb(sql`lower(${sql.ref(column)})`, "like", sql`${pattern} escape '\\'`),
          ),
        ),
      ),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: iso(row.created_at)!,
    name: row.name,
    vacancyTitle: row.vacancy_title,
    stage: row.stage,
    interviewAt: row.interview_at,
    read: Boolean(Number(row.read)),
    spam: Boolean(Number(row.is_spam)),
  }));
}

/** How many new (unread) applications there are, not counting spam. */
export async function unreadApplicants(db: Queryable): Promise<number> {
  const row = await db
    .selectFrom("applications")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("read", "=", false)
    .where("is_spam", "=", false)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export interface ApplicantDetail extends ApplicantRow {
  answers: { label: string; value: string }[];
  notProgressedReason: string | null;
  cv: { fileName: string; size: number } | null;
  notes: { id: number; body: string; createdAt: string; author: string | null }[];
}

/**
 * One application for a staff member, or null: opening it marks it read, and the view is in the audit log (one
 * transaction).
 */
export async function viewApplicant(database: SiteDatabase, id: number, actorId: number, now = new Date()) {
  return inTransaction(database, async ({ db }): Promise<ApplicantDetail | null> => {
    const row = await db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    await db.updateTable("applications").set({ read: true }).where("id", "=", id).execute();
    await recordAudit(db, { action: "application-viewed", actorId, details: { application: id } }, now);
    const cv = await db
      .selectFrom("application_cvs")
      .select(["file_name", "size"])
      .where("application_id", "=", id)
      .executeTakeFirst();
    const notes = await db
      .selectFrom("application_notes")
      .leftJoin("staff_accounts", "staff_accounts.id", "application_notes.author_id")
      .select([
        "application_notes.id",
        "application_notes.body",
        "application_notes.created_at",
        "staff_accounts.email as author",
      ])
      .where("application_id", "=", id)
      .orderBy("application_notes.created_at")
      .orderBy("application_notes.id")
      .execute();
    return {
      id: Number(row.id),
      createdAt: iso(row.created_at)!,
      name: row.name,
      vacancyTitle: row.vacancy_title,
      stage: row.stage,
      interviewAt: row.interview_at,
      read: true,
      spam: Boolean(Number(row.is_spam)),
      notProgressedReason: row.not_progressed_reason,
      answers: applicationFields.map((field) => ({
        label: field.label,
        value: answerLabel(field, String(row[field.column] ?? "")),
      })),
      cv: cv ? { fileName: cv.file_name, size: Number(cv.size) } : null,
      notes: notes.map((note) => ({
        id: Number(note.id),
        body: note.body,
        createdAt: iso(note.created_at)!,
        author: note.author ?? null,
      })),
    };
  });
}

export type ApplicantChange =
  | { kind: "stage"; stage: ApplicationStage; reason: string | null }
  | { kind: "interview"; at: string | null }
  | { kind: "note"; body: string };

/** One change to an application and its audit entry, in one transaction; false when there is no such application. */
export async function changeApplicant(
  database: SiteDatabase,
  id: number,
  change: ApplicantChange,
  actorId: number,
  now = new Date(),
): Promise<boolean> {
  return inTransaction(database, async ({ db }) => {
    const at = now.toISOString();
    const touched = await db
      .updateTable("applications")
      .set({ last_activity_at: at })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) return false;
    const details = { application: id };
    switch (change.kind) {
      case "stage":
        await db
          .updateTable("applications")
          .set({
            stage: change.stage,
            not_progressed_reason: change.stage === "not-progressed" ? change.reason : null,
          })
          .where("id", "=", id)
          .execute();
        // The stage, never the reason (free text a person typed).
        await recordAudit(
          db,
          { action: "application-stage-changed", actorId, details: { ...details, stage: change.stage } },
          now,
        );
        break;
      case "interview":
        await db.updateTable("applications").set({ interview_at: change.at }).where("id", "=", id).execute();
        await recordAudit(db, { action: "application-interview-set", actorId, details }, now);
        break;
      case "note":
        await db
          .insertInto("application_notes")
          .values({ application_id: id, author_id: actorId, body: change.body, created_at: at })
          .execute();
        await recordAudit(db, { action: "application-note-added", actorId, details }, now);
        break;
    }
    return true;
  });
}

/** An application's CV for a staff member to download, or null; the download is in the audit log. */
export async function downloadCv(database: SiteDatabase, id: number, actorId: number, now = new Date()) {
  return inTransaction(database, async ({ db }) => {
    const cv = await db
      .selectFrom("application_cvs")
      .select(["file_name", "media_type", "bytes"])
      .where("application_id", "=", id)
      .executeTakeFirst();
    if (!cv) return null;
    await recordAudit(db, { action: "application-cv-downloaded", actorId, details: { application: id } }, now);
    return { fileName: cv.file_name, mediaType: cv.media_type, bytes: new Uint8Array(cv.bytes) };
  });
}

/** Every application's row for the CSV export (no CVs), newest first. */
export async function* exportRows(db: Queryable) {
  const rows = await db
    .selectFrom("applications")
    .selectAll()
    .where("is_spam", "=", false)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  yield* rows;
}

type ExportRow = Awaited<ReturnType<typeof exportRows> extends AsyncGenerator<infer R> ? R : never>;

/** The export's columns: received, vacancy, every answer as the form's field list labels it, stage, interview. */
export const applicantCsvColumns: CsvColumn<ExportRow>[] = [
  { header: "Received", value: (row) => formatUkDateTime(new Date(iso(row.created_at)!)) },
  { header: "Vacancy", value: (row) => row.vacancy_title ?? "General application" },
  ...applicationFields.map((field): CsvColumn<ExportRow> => ({
    header: field.label,
    value: (row) => answerLabel(field, String(row[field.column] ?? "")),
  })),
  { header: "Stage", value: (row) => stageLabel(row.stage) },
  { header: "Not progressed because", value: (row) => row.not_progressed_reason ?? "" },
  { header: "Interview", value: (row) => row.interview_at ?? "" },
];

/**
 * The applications the retention purge removes (issue 27): not progressed, and not changed by staff since `before`;
 * and those caught as spam that arrived before `spamBefore`. Their CVs and notes go with them (on delete cascade). A
 * dry run counts them. Removes in batches of `batch`, each its own transaction, like the enquiries' purge.
 */
export async function purgeApplications(
  database: SiteDatabase,
  { before, spamBefore }: { before: Date; spamBefore: Date },
  { dryRun, batch = 500 }: { dryRun: boolean; batch?: number },
): Promise<number> {
  const due = (eb: ExpressionBuilder<Database, "applications">) =>
    eb.or([
      eb.and([eb("stage", "=", "not-progressed"), eb("last_activity_at", "<", before.toISOString())]),
      eb.and([eb("is_spam", "=", true), eb("created_at", "<", spamBefore.toISOString())]),
    ]);
  if (dryRun) {
    const row = await database.db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll().as("n"))
      .where(due)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  let removed = 0;
  for (;;) {
    const count = await inTransaction(database, async ({ db }) =>
      Number(
        (
          await db
            .deleteFrom("applications")
            .where("id", "in", (eb) => eb.selectFrom("applications").select("id").where(due).limit(batch))
            .executeTakeFirst()
        ).numDeletedRows,
      ),
    );
    removed += count;
    if (count < batch) return removed;
  }
}

/** A job application as the data protection page lists it beside a person's enquiries. */
export interface PersonApplication {
  id: number;
  name: string;
  vacancyTitle: string | null;
  createdAt: string;
}

/**
 * The applications a person's search finds (`condition`: the data protection page's test on `email` and `phone`),
 * oldest first; with `only`, just those of them whose id is in it.
 */
export async function applicationsOfPerson(
  db: Queryable,
  condition: Expression<SqlBool>,
  only?: readonly number[],
): Promise<PersonApplication[]> {
  if (only?.length === 0) return [];
  const rows = await db
    .selectFrom("applications")
    .select(["id", "name", "vacancy_title", "created_at"])
    .where(() => condition)
    .$if(only !== undefined, (query) => query.where("id", "in", [...only!]))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    vacancyTitle: row.vacancy_title,
    createdAt: iso(row.created_at)!,
  }));
}

/** An application as a subject access export gives it back: every answer labelled, the hiring, notes, the CV's name. */
export interface ApplicationAccessRecord {
  vacancy: string;
  received: string;
  stage: string;
  fields: { label: string; value: string }[];
  cv: string | null;
  notes: { at: string; by: string; text: string }[];
}

export async function applicationAccessRecords(
  database: SiteDatabase,
  ids: readonly number[],
): Promise<ApplicationAccessRecord[]> {
  const records: ApplicationAccessRecord[] = [];
  for (const id of ids) {
    const row = await database.db.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) continue; // erased meanwhile
    const cv = await database.db
      .selectFrom("application_cvs")
      .select("file_name")
      .where("application_id", "=", id)
      .executeTakeFirst();
    const notes = await database.db
      .selectFrom("application_notes")
      .leftJoin("staff_accounts", "staff_accounts.id", "application_notes.author_id")
      .select(["application_notes.body", "application_notes.created_at", "staff_accounts.email"])
      .where("application_id", "=", id)
      .orderBy("application_notes.id")
      .execute();
    records.push({
      vacancy: row.vacancy_title ?? "General application",
      received: iso(row.created_at)!,
      stage: stageLabel(row.stage) + (row.not_progressed_reason ? ` (${row.not_progressed_reason})` : ""),
      fields: applicationFields.map((field) => ({
        label: field.label,
        value: answerLabel(field, String(row[field.column] ?? "")),
      })),
      cv: cv?.file_name ?? null,
      notes: notes.map((note) => ({
        at: iso(note.created_at)!,
        by: note.email ?? "a former member of staff",
        text: note.body,
      })),
    });
  }
  return records;
}

/** Erases the applications `ids` (with their CVs and notes), in the caller's transaction; their ids, as erased. */
export async function eraseApplications(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("applications")
    .select("id")
    .where("id", "in", [...ids])
    .execute();
  const erased = rows.map((row) => Number(row.id));
  if (erased.length) await db.deleteFrom("applications").where("id", "in", erased).execute();
  return erased;
}
