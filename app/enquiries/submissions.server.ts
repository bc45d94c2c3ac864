import { createHash } from "node:crypto";
import type { SiteDatabase, SiteTransaction } from "#app/db.server/db.server.ts";
import { preparedQuery, type ParameterOf } from "#app/db.server/prepared.ts";
import type { SubmissionTable } from "#app/db.server/schema.ts";
import { makeReference } from "#app/enquiries/reference.ts";
import { formDefinitions, type FormName } from "#app/enquiries/definitions.ts";
import { detailsKey } from "#app/enquiries/field-list.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { dueAtOf, type StoredEnquiry } from "#app/enquiries/due-time.ts";
import type { OfficeCalendar } from "#app/enquiries/office-time.ts";

/**
 * THE one place where a form's values become a row of `submissions`, as the form's field list says (shared columns,
 * and the form's own fields in `details`). Submissions arrive parsed by their schema (spam too: an invalid form is
 * never stored); values are read through `text` and `list` all the same, as a field the form left out may be missing.
 */
type Values = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));
const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value == null || value === "" ? [] : [value]).map(text);

/** The columns a form's values fill: the shared ones it has (NULL where it has none) and `details` as JSON text. */
type FormColumns = Pick<SubmissionTable, "name" | "phone" | "email" | "postcode" | "urgency"> & { details: string };

export function formColumns(form: FormName, values: Values): FormColumns {
  const columns: FormColumns = { name: "", phone: "", email: null, postcode: null, urgency: null, details: "" };
  const details: Record<string, string | string[] | null> = {};
  for (const stored of fieldLists[form]) {
    if (stored.kind === "consent") continue; // consent_given and its time and words: see consentGiven
    const value =
      stored.field === null
        ? null
        : stored.kind === "choices"
          ? list(values[stored.field])
          : text(values[stored.field]);
    const key = detailsKey(stored);
    if (key !== null) details[key] = value;
    else (columns as Record<string, unknown>)[stored.column as string] = value;
  }
  columns.details = JSON.stringify(details);
  return columns;
}

export interface StoreOptions {
  spamReason: string | null;
  /** Sent sooner than the minimum time to fill: stored as a mark for staff, not as spam. False when not given. */
  sentFast?: boolean;
  idempotencyKey: string | null;
  /**
   * What to do when the idempotency key is already on a row with other fields: "store" the new enquiry without the
   * key (a page's form: a shared cache or a visitor who went Back and edited it), or "refuse" it (the API: its client
   * reused a key by mistake and is told so). Never a lost lead either way.
   */
  onKeyReuse: "store" | "refuse";
  originPage: string;
  requestId: string | null;
  now: number;
  duplicateWindowSeconds: number;
  /** The office's hours the promise counts in (OFFICE_OPENS and OFFICE_CLOSES); facts.ts's when not given. */
  calendar?: OfficeCalendar;
}

export interface StoredSubmission {
  id: number;
  reference?: string;
  /** True when an earlier row was found (same idempotency key and fields, or the same fields within the duplicate window). */
  duplicate: boolean;
}

/** The idempotency key is already on a row with other fields, and the caller asked to refuse such a submission. */
export const KEY_REUSED = "key-reused";

/** A stable text of the values: keys sorted, text trimmed, lower-cased, spaces collapsed. */
function normalisedFingerprint(form: FormName, values: Values): string {
  const normalise = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(normalise).sort()
      : typeof value === "string"
        ? value.trim().toLowerCase().replace(/\s+/g, " ")
        : value;
  const entries = Object.keys(values)
    .sort()
    .map((key) => [key, normalise(values[key])]);
  return createHash("sha256")
    .update(JSON.stringify([form, entries]))
    .digest("hex");
}

function consentGiven(form: FormName, values: Values): boolean {
  const field = formDefinitions[form].consent.field;
  return field ? values[field] === true || values[field] === "on" || values[field] === "true" : true;
}

/** Every column of a new row, each a named parameter of the one insert. */
const INSERT_COLUMNS = [
  "form",
  "reference",
  "name",
  "phone",
  "email",
  "postcode",
  "urgency",
  "details",
  "read",
  "created_at",
  "due_at",
  "last_activity_at",
  "consent_given",
  "consent_given_at",
  "consent_text",
  "origin_page",
  "is_spam",
  "spam_reason",
  "sent_fast",
  "idempotency_key",
  "dedupe_key",
  "request_id",
] as const satisfies readonly (keyof SubmissionTable & string)[];
type InsertColumn = (typeof INSERT_COLUMNS)[number];

/** The insert every submission runs, prepared once per database (docs/benchmarks.md); it runs on the transaction. */
const insertRow = preparedQuery((db, parameter: ParameterOf<InsertColumn>) =>
  db
    .insertInto("submissions")
    .values(Object.fromEntries(INSERT_COLUMNS.map((column) => [column, parameter(column)])) as never)
    .onConflict((oc) => oc.doNothing())
    .returning("id"),
);

/** A row's dedupe key is the fingerprint, or the fingerprint suffixed with the row's id once it gave it up. */
const hasFingerprint = (dedupeKey: string, fingerprint: string) =>
  dedupeKey === fingerprint || dedupeKey.startsWith(`${fingerprint}:`);

/**
 * Stores a submission once. A retry with the same idempotency key and the same fields, or the same fields again within
 * the duplicate window, finds the first row instead of adding one: both keys are UNIQUE, so this holds under
 * concurrent requests and across processes. The same key with other fields is another enquiry (see `onKeyReuse`).
 * A row keeps its fingerprint as `dedupe_key` until the same fields come again after the window, when it gives it up
 * to the new row. Assessment bookings get a unique reference; a clash is retried with another.
 */
export async function storeSubmission(
  transaction: SiteTransaction,
  form: FormName,
  values: Values,
  options: StoreOptions,
): Promise<StoredSubmission | typeof KEY_REUSED> {
  const { db } = transaction;
  const fingerprint = normalisedFingerprint(form, values);
  const createdAt = new Date(options.now).toISOString();
  const dueAt = new Date(dueAtOf(form, values, options.now, options.calendar)).toISOString();
  const windowStart = new Date(options.now - options.duplicateWindowSeconds * 1000).toISOString();
  const consent = consentGiven(form, values);
  const columns = formColumns(form, values);
  let idempotencyKey = options.idempotencyKey;
  const found = (row: { id: number; reference: string | null }) => ({
    id: Number(row.id),
    reference: row.reference ?? undefined,
    duplicate: true,
  });

  // Insert first (one statement in the usual case); only a clash on a unique key leads to a look at the earlier row.
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = form === "assessment" ? makeReference() : undefined;
    const row: Record<InsertColumn, unknown> = {
      form,
      reference: reference ?? null,
      ...columns,
      read: false,
      created_at: createdAt,
      due_at: dueAt,
      last_activity_at: createdAt,
      consent_given: consent,
      consent_given_at: consent ? createdAt : null,
      consent_text: formDefinitions[form].consent.text,
      origin_page: options.originPage,
      is_spam: options.spamReason !== null,
      spam_reason: options.spamReason,
      sent_fast: options.sentFast ?? false,
      idempotency_key: idempotencyKey,
      dedupe_key: fingerprint,
      request_id: options.requestId,
    };
    const {
      rows: [inserted],
    } = await insertRow(transaction).execute(row);
    if (inserted) return { id: Number(inserted.id), reference, duplicate: false };

    if (idempotencyKey !== null) {
      const sameKey = await db
        .selectFrom("submissions")
        .select(["id", "reference", "dedupe_key"])
        .where("form", "=", form)
        .where("idempotency_key", "=", idempotencyKey)
        .executeTakeFirst();
      if (sameKey) {
        if (hasFingerprint(sameKey.dedupe_key, fingerprint)) return found(sameKey);
        if (options.onKeyReuse === "refuse") return KEY_REUSED;
        // Another enquiry under a key already used: it is stored as itself, without the key.
        idempotencyKey = null;
        continue;
      }
    }
    const earlier = await db
      .selectFrom("submissions")
      .select(["id", "reference", "created_at"])
      .where("dedupe_key", "=", fingerprint)
      .executeTakeFirst();
    if (earlier) {
      const createdMs = new Date(earlier.created_at).getTime();
      if (createdMs >= Date.parse(windowStart)) return found(earlier);
      // The same fields again, but long after: a new enquiry. The old row gives up the fingerprint.
      await db
        .updateTable("submissions")
        .set({ dedupe_key: `${fingerprint}:${earlier.id}` })
        .where("id", "=", earlier.id)
        .execute();
    }
    // Else the reference clashed: try another.
  }
  throw new Error(`Could not store a ${form} submission: no free reference after 5 attempts`);
}

/** What the due-time rule reads of a booking, found by its reference; undefined when there is none. */
export async function bookingByReference(
  database: SiteDatabase,
  reference: string,
): Promise<StoredEnquiry | undefined> {
  return database.db
    .selectFrom("submissions")
    .select(["form", "urgency", "details", "created_at"])
    .where("reference", "=", reference)
    .executeTakeFirst();
}
