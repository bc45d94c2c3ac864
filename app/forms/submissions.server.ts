import { createHash } from "node:crypto";
import type { SiteDatabase } from "~/db/db.server";
import { preparedQuery, type ParameterOf } from "~/db/prepared";
import type { Database, SubmissionColumns, SubmissionTableName } from "~/db/schema";
import { makeReference } from "~/utils/reference";
import { formDefinitions, formNames, type FormName } from "./definitions";
import { HIDDEN_CHARACTERS } from "./fields";
import type { AssessmentValues } from "./assessment/schema";
import type { CallbackValues } from "./callback/schema";
import type { ContactValues } from "./contact/schema";
import type { QuickContactValues } from "./quick-contact/schema";

/**
 * THE one place where a form meets its table: each form's values become the columns of its row, every field under its
 * own name. Valid submissions arrive parsed; spam that failed the schema arrives as raw values coerced to text (see
 * `lenientValues`), which is why the mappers read through `text` and `list`.
 */
type Values = Record<string, unknown>;
type FormColumns<T extends SubmissionTableName> = Omit<Database[T], keyof SubmissionColumns | "reference">;

const text = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));
/** Raw text as a row can hold it on both databases: without the hidden control characters the schema refuses. */
const storable = (value: string): string => value.replace(HIDDEN_CHARACTERS, "");
const list = (value: unknown): string =>
  JSON.stringify((Array.isArray(value) ? value : value == null || value === "" ? [] : [value]).map(text));

interface Mapping<T extends SubmissionTableName> {
  table: T;
  /** Every column of the table's own (not the common ones), from the form's values. */
  columns(values: Values): Record<keyof FormColumns<T>, string | null>;
}

const quickContact: Mapping<"quick_contact_submissions"> = {
  table: "quick_contact_submissions",
  columns: (v: Partial<QuickContactValues> & Values) => ({
    name: text(v.name),
    phone: text(v.phone),
    email: text(v.email),
    help_type: text(v.helpType),
    urgency: text(v.urgency),
  }),
};

const contact: Mapping<"contact_submissions"> = {
  table: "contact_submissions",
  columns: (v: Partial<ContactValues> & Values) => ({
    name: text(v.fullName),
    phone: text(v.phone),
    email: text(v.email),
    postcode: text(v.postcode),
    enquiry_type: text(v.enquiryType),
    service_interest: list(v.careTypes),
    urgency: text(v.urgency),
    preferred_contact: text(v.contactMethod),
    message: text(v.message),
  }),
};

const callback: Mapping<"callback_submissions"> = {
  table: "callback_submissions",
  columns: (v: Partial<CallbackValues> & Values) => ({
    name: text(v.name),
    phone: text(v.phone),
    preferred_date: text(v.preferredDate),
    preferred_time: text(v.preferredTime),
    topic: text(v.topic),
  }),
};

const assessment: Mapping<"assessment_submissions"> = {
  table: "assessment_submissions",
  columns: (v: Partial<AssessmentValues> & Values) => ({
    full_name: text(v.fullName),
    phone: text(v.phone),
    email: text(v.email),
    postcode: text(v.postcode),
    relationship_to_person: text(v.assessmentFor),
    preferred_date: text(v.preferredDate),
    preferred_time: text(v.preferredTime),
    urgency: text(v.urgency),
    support_needs: list(v.supportNeeds),
    current_situation: text(v.currentSituation),
    specific_requirements: text(v.specificRequirements),
    additional_information: text(v.additionalInfo),
    hear_about: text(v.hearAbout),
    address: null,
    person_needing_care: null,
    mobility_requirements: null,
  }),
};

export const formTables = {
  "quick-contact": quickContact,
  contact,
  callback,
  assessment,
} as const satisfies Record<FormName, Mapping<SubmissionTableName>>;

/** Raw values of a submission that failed the schema, as text a row can hold (spam is stored, not lost). */
export function lenientValues(form: FormName, raw: Values): Values {
  const { listFields } = formDefinitions[form];
  const out: Values = {};
  for (const [key, value] of Object.entries(raw)) {
    if (listFields.includes(key)) out[key] = (Array.isArray(value) ? value : value == null ? [] : [value]).map((item) => storable(text(item)).slice(0, 200));
    else if (typeof value === "boolean") out[key] = value;
    else out[key] = storable(typeof value === "object" && value !== null ? JSON.stringify(value) : text(value)).trim().slice(0, 5000);
  }
  return out;
}

export interface StoreOptions {
  spamReason: string | null;
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
    Array.isArray(value) ? value.map(normalise).sort() : typeof value === "string" ? value.trim().toLowerCase().replace(/\s+/g, " ") : value;
  const entries = Object.keys(values)
    .sort()
    .map((key) => [key, normalise(values[key])]);
  return createHash("sha256").update(JSON.stringify([form, entries])).digest("hex");
}

function consentGiven(form: FormName, values: Values): boolean {
  const field = formDefinitions[form].consent.field;
  return field ? values[field] === true || values[field] === "on" || values[field] === "true" : true;
}

/** The columns every row has besides the form's own and the reference; `storeSubmission` fills each of them. */
const COMMON_COLUMNS = [
  "read",
  "created_at",
  "consent_given",
  "consent_given_at",
  "consent_text",
  "origin_page",
  "is_spam",
  "spam_reason",
  "idempotency_key",
  "dedupe_key",
  "request_id",
] as const satisfies readonly (keyof SubmissionColumns)[];
type CommonColumn = (typeof COMMON_COLUMNS)[number];

/** The columns of a form's row: the table's own (read from the mapping of an empty form), the reference, the common ones. */
function rowColumns(form: FormName): string[] {
  return [...Object.keys(formTables[form].columns({})), ...(form === "assessment" ? ["reference"] : []), ...COMMON_COLUMNS];
}

/** Every form's insert, prepared once per database: a submission always runs the same statement (docs/benchmarks.md). */
const insertRow = Object.fromEntries(
  formNames.map((form) => [
    form,
    preparedQuery((db, parameter: ParameterOf<string>) =>
      db
        .insertInto(formTables[form].table)
        // The mapping types each table's columns; TypeScript cannot follow the union of four tables here.
        .values(Object.fromEntries(rowColumns(form).map((column) => [column, parameter(column)])) as never)
        .onConflict((oc) => oc.doNothing())
        .returning("id"),
    ),
  ]),
) as Record<FormName, ReturnType<typeof preparedQuery<string, { id: number }>>>;

/** A row's dedupe key is the fingerprint, or the fingerprint suffixed with the row's id once it gave it up. */
const hasFingerprint = (dedupeKey: string, fingerprint: string) => dedupeKey === fingerprint || dedupeKey.startsWith(`${fingerprint}:`);

/**
 * Stores a submission once. A retry with the same idempotency key and the same fields, or the same fields again within
 * the duplicate window, finds the first row instead of adding one: both keys are UNIQUE, so this holds under
 * concurrent requests and across processes. The same key with other fields is another enquiry (see `onKeyReuse`).
 * A row keeps its fingerprint as `dedupe_key` until the same fields come again after the window, when it gives it up
 * to the new row. Assessment bookings get a unique reference; a clash is retried with another.
 */
export async function storeSubmission(
  database: SiteDatabase,
  form: FormName,
  values: Values,
  options: StoreOptions,
): Promise<StoredSubmission | typeof KEY_REUSED> {
  const { db } = database;
  const table = formTables[form].table;
  const fingerprint = normalisedFingerprint(form, values);
  const createdAt = new Date(options.now).toISOString();
  const windowStart = new Date(options.now - options.duplicateWindowSeconds * 1000).toISOString();
  const consent = consentGiven(form, values);
  let idempotencyKey = options.idempotencyKey;
  const referenceOf = (row: object) => ("reference" in row ? String(row.reference) : undefined);

  // Insert first (one statement in the usual case); only a clash on a unique key leads to a look at the earlier row.
  for (let attempt = 0; attempt < 5; attempt++) {
    const reference = form === "assessment" ? makeReference(options.now) : undefined;
    const common: Record<CommonColumn, unknown> = {
      read: false,
      created_at: createdAt,
      consent_given: consent,
      consent_given_at: consent ? createdAt : null,
      consent_text: formDefinitions[form].consent.text,
      origin_page: options.originPage,
      is_spam: options.spamReason !== null,
      spam_reason: options.spamReason,
      idempotency_key: idempotencyKey,
      dedupe_key: fingerprint,
      request_id: options.requestId,
    };
    const row = { ...formTables[form].columns(values), ...(reference ? { reference } : {}), ...common };
    const {
      rows: [inserted],
    } = await insertRow[form](database).execute(row);
    if (inserted) return { id: Number(inserted.id), reference, duplicate: false };

    if (idempotencyKey !== null) {
      const sameKey = await db.selectFrom(table).selectAll().where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
      if (sameKey) {
        if (hasFingerprint(sameKey.dedupe_key, fingerprint)) return { id: Number(sameKey.id), reference: referenceOf(sameKey), duplicate: true };
        if (options.onKeyReuse === "refuse") return KEY_REUSED;
        // Another enquiry under a key already used: it is stored as itself, without the key.
        idempotencyKey = null;
        continue;
      }
    }
    const earlier = await db.selectFrom(table).selectAll().where("dedupe_key", "=", fingerprint).executeTakeFirst();
    if (earlier) {
      const createdMs = new Date(earlier.created_at as string | Date).getTime();
      if (createdMs >= Date.parse(windowStart)) return { id: Number(earlier.id), reference: referenceOf(earlier), duplicate: true };
      // The same fields again, but long after: a new enquiry. The old row gives up the fingerprint.
      await db
        .updateTable(table)
        .set({ dedupe_key: `${fingerprint}:${earlier.id}` })
        .where("id", "=", earlier.id)
        .execute();
    }
    // Else the reference clashed: try another.
  }
  throw new Error(`Could not store a ${form} submission: no free reference after 5 attempts`);
}
