// `npm run db:seed -- --rows N [--seed S] [--append] [--now ISO]`: fills the database DATABASE_URL names
// (./data/site.db when unset), migrated first, with N obviously fictional enquiries in `submissions`, for benchmarks and
// for trying the inbox on a realistic amount of data. The same --seed (and --now) gives the same rows.
//
// Fictional by construction: names from made-up surnames ("Ada Testwell"), phone numbers only from Ofcom's ranges for
// drama (07700 900000-900999, 01632 960000-960999), e-mails at example.org/.com/.net, postcodes with "9Z?" incodes.
// Nothing but counts and times is printed.
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { databaseTarget, type DatabaseTarget } from "#app/db.server/dialect.ts";
import type { SubmissionStatus } from "#app/db.server/schema.ts";
import { migrateToLatest, openDatabase } from "#app/db.server/db.server.ts";
import {
  assessmentForOptions,
  assessmentTimeOptions,
  assessmentUrgencyOptions,
  currentSituationOptions,
  hearAboutOptions,
  supportNeedOptions,
} from "#app/enquiries/assessment/options.ts";
import { callbackTimeOptions } from "#app/enquiries/callback/options.ts";
import {
  careTypeOptions,
  contactMethodOptions,
  contactUrgencyOptions,
  enquiryTypeOptions,
} from "#app/enquiries/contact/options.ts";
import { formDefinitions, type FormName } from "#app/enquiries/definitions.ts";
import { helpTypeOptions, quickUrgencyOptions } from "#app/enquiries/quick-contact/options.ts";
import { dueAtOfStored } from "#app/enquiries/due-time.ts";
import { referenceFrom } from "#app/enquiries/reference.ts";
import { stageReasons } from "#app/inbox/stages.ts";

const USAGE = `Usage: npm run db:seed -- --rows N [--seed S] [--append] [--now ISO-TIME]

Fills the submissions table of the database DATABASE_URL names (./data/site.db when unset) with N fictional
enquiries spread over the four forms and the last three years.

  --rows N     how many rows, 1 to 5,000,000 (required)
  --seed S     the random seed, a whole number from 0 to 4294967295 (default 1): the same seed gives the same rows
  --append     add to a submissions table that already has rows (without it the script refuses)
  --now TIME   the end of the three years (default: now); give it too for rows identical to an earlier run's`;

const MAX_ROWS = 5_000_000;
const PROGRESS_EVERY = 100_000;
/** SQLite: rows per transaction (one prepared INSERT per row). PostgreSQL: rows per INSERT … SELECT FROM unnest(…). */
const SQLITE_TRANSACTION_ROWS = 10_000;
const POSTGRES_STATEMENT_ROWS = 5_000;
const DAY_MS = 86_400_000;

class UsageError extends Error {}

interface Options {
  rows: number;
  seed: number;
  append: boolean;
  now: number;
}

function parseOptions(argv: string[]): Options | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        rows: { type: "string" },
        seed: { type: "string" },
        append: { type: "boolean" },
        now: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return "help";
  const whole = (text: string | undefined, name: string, min: number, max: number, fallback?: number): number => {
    if (text === undefined) {
      if (fallback === undefined) throw new UsageError(`--${name} is required.`);
      return fallback;
    }
    const cleaned = text.replace(/[_,]/g, "");
    const value = /^[0-9]+$/.test(cleaned) ? Number(cleaned) : NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      throw new UsageError(
        `--${name} must be a whole number from ${min.toLocaleString("en-GB")} to ${max.toLocaleString("en-GB")}.`,
      );
    }
    return value;
  };
  const now = values.now === undefined ? Date.now() : Date.parse(values.now);
  if (!Number.isFinite(now)) throw new UsageError("--now must be a date and time, e.g. 2026-01-31T12:00:00Z.");
  return {
    rows: whole(values.rows, "rows", 1, MAX_ROWS),
    seed: whole(values.seed, "seed", 0, 0xffff_ffff, 1),
    append: values.append ?? false,
    now,
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Random but repeatable

/** mulberry32: a small, fast 32-bit PRNG; numbers in [0, 1). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Two numbers to one 32-bit seed (so a run appended at another offset, or another stream, differs). */
const mix = (a: number, b: number) =>
  (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35)) >>> 0;

type Random = () => number;
const below = (random: Random, n: number) => Math.floor(random() * n);
const pick = <T>(random: Random, list: readonly T[]): T => list[below(random, list.length)]!;
const valuesOf = <T extends { value: string }>(options: readonly T[]): T["value"][] =>
  options.map((option) => option.value);

/** A value by weight: `[value, weight]` pairs. */
function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let r = random() * total;
  for (const [value, weight] of choices) {
    r -= weight;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** Up to `max` (at least `min`) distinct items, in the list's own order (as a form sends ticked boxes). */
function some<T>(random: Random, list: readonly T[], min: number, max: number): T[] {
  const count = min + below(random, max - min + 1);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(below(random, list.length));
  return [...chosen].sort((a, b) => a - b).map((index) => list[index]!);
}

// ---------------------------------------------------------------------------------------------------------------------
// Fictional people and plausible enquiries

const FIRST_NAMES = [
  "Ada", "Albert", "Alma", "Arthur", "Beatrice", "Bernard", "Clara", "Cyril", "Doris", "Edith",
  "Edwin", "Elsie", "Ernest", "Florence", "Frank", "Gladys", "Harold", "Hazel", "Ivy", "Jack",
  "Joan", "Leonard", "Lilian", "Mabel", "Margaret", "Norman", "Olive", "Percy", "Rose", "Stanley",
  "Sunita", "Amir", "Priya", "Tomasz", "Grace", "Kwame", "Nia", "Owen", "Ruth", "Wilfred",
] as const; // prettier-ignore
const LAST_NAMES = [
  "Testwell", "Sampleton", "Placeholder", "Fictionby", "Mockridge", "Dummington", "Exampleford", "Trialworth",
  "Specimen", "Notreal", "Madeupson", "Pretendly", "Seedwood", "Fakesbury", "Dreamwright", "Lorimsum",
  "Ipsumby", "Draftley", "Stubbington", "Fixturey",
] as const; // prettier-ignore
/** Real outcodes of Milton Keynes and Buckinghamshire; the incodes are made up ("9Z?"). */
const OUTCODES = [
  "MK1", "MK2", "MK3", "MK4", "MK5", "MK6", "MK7", "MK8", "MK9", "MK10", "MK11", "MK12", "MK13", "MK14", "MK15",
  "MK16", "MK17", "MK18", "MK19", "HP19", "HP20", "HP21", "HP22", "HP11", "HP12", "HP13", "SL7",
] as const; // prettier-ignore
const INCODES = ["9ZZ", "9ZY", "9ZX", "9ZW", "9YZ", "9XZ"] as const;
const EMAIL_DOMAINS = ["example.org", "example.com", "example.net"] as const;

/** Short sentences about care needs, combined into messages: searching for a word finds realistic rows. */
const SENTENCES = [
  "My mother has dementia and is becoming confused in the evenings.",
  "Dad needs help with his medication every morning and evening.",
  "We need a hoist for transfers from the bed to the chair.",
  "I am looking for respite care so that I can have a break for two weeks.",
  "My husband had a stroke last month and is coming home from hospital soon.",
  "She is unsteady on her feet and had a fall in the bathroom.",
  "We would like someone to help with meal preparation and shopping.",
  "He lives alone and would enjoy some companionship a few times a week.",
  "Could you help with washing and dressing in the mornings?",
  "Mum is partially sighted and needs help reading her post.",
  "We are thinking about live-in care as the nights are difficult.",
  "He uses a wheelchair and the house has a stairlift.",
  "My father is diabetic and needs reminders to check his blood sugar.",
  "I care for my wife full time and need some support.",
  "She has Parkinson's and her mobility is getting worse.",
  "The district nurse suggested we contact you about night care.",
  "We need help with catheter care and continence.",
  "My aunt has been discharged from hospital and needs a care package.",
  "Please could someone call after 5pm as I work during the day.",
  "He gets anxious with new people, so the same carer would be best.",
  "Medication is in a blister pack from the pharmacy.",
  "We have a key safe by the front door.",
  "She has a small dog that needs letting out in the afternoon.",
  "He speaks Polish and some English.",
  "We are funding the care ourselves for now.",
  "The council has assessed him and we have a direct payment.",
  "Mum would like help getting to the day centre on Tuesdays.",
  "After his hip replacement he needs support for about six weeks.",
  "She has memory loss and sometimes forgets to eat.",
  "We would like to know your rates for weekend visits.",
  "Is it possible to arrange a visit before the end of the month?",
  "He had a stroke two years ago and his speech is affected.",
] as const;

/** `count` sentences (distinct where possible), as one text. */
function sentences(random: Random, count: number): string {
  return some(random, SENTENCES, count, count).join(" ");
}

const CHOICES = {
  helpType: valuesOf(helpTypeOptions),
  quickUrgency: valuesOf(quickUrgencyOptions),
  enquiryType: valuesOf(enquiryTypeOptions),
  careType: valuesOf(careTypeOptions),
  contactUrgency: valuesOf(contactUrgencyOptions),
  contactMethod: valuesOf(contactMethodOptions),
  callbackTime: valuesOf(callbackTimeOptions),
  assessmentFor: valuesOf(assessmentForOptions),
  assessmentTime: valuesOf(assessmentTimeOptions),
  assessmentUrgency: valuesOf(assessmentUrgencyOptions),
  supportNeed: valuesOf(supportNeedOptions),
  currentSituation: valuesOf(currentSituationOptions),
  hearAbout: valuesOf(hearAboutOptions),
};

const FORM_WEIGHTS = [
  ["quick-contact", 35],
  ["contact", 25],
  ["callback", 20],
  ["assessment", 20],
] as const satisfies readonly (readonly [FormName, number])[];

/** The pages the quick-contact frame is on (every public page); the other forms have a page each. */
const QUICK_CONTACT_PAGES = [
  "/",
  "/",
  "/",
  "/domiciliary-care",
  "/live-in-care",
  "/respite-care",
  "/elderly-care",
  "/dementia-care",
  "/about",
  "/quick-contact",
] as const;

/**
 * The columns of `submissions` (migrations 0003 and 0012) a seeded row fills; idempotency_key, request_id, legacy_id
 * stay NULL.
 */
const COLUMNS = [
  "form",
  "reference",
  "name",
  "phone",
  "email",
  "postcode",
  "urgency",
  "read",
  "status",
  "created_at",
  "consent_given",
  "consent_given_at",
  "consent_text",
  "origin_page",
  "is_spam",
  "spam_reason",
  "dedupe_key",
  "details",
  "stage_reason",
  "first_contacted_at",
  "due_at",
] as const;

/** One row, in the order of COLUMNS. Flags as booleans, times as ISO 8601 strings, details as JSON text. */
type Row = [
  form: FormName,
  reference: string | null,
  name: string,
  phone: string,
  email: string | null,
  postcode: string | null,
  urgency: string | null,
  read: boolean,
  status: string,
  createdAt: string,
  consentGiven: boolean,
  consentGivenAt: string,
  consentText: string,
  originPage: string,
  isSpam: boolean,
  spamReason: string | null,
  dedupeKey: string,
  details: string,
  stageReason: string | null,
  firstContactedAt: string | null,
  dueAt: string,
];
const REFERENCE = 1;
const DEDUPE_KEY = 16;
if (COLUMNS[REFERENCE] !== "reference" || COLUMNS[DEDUPE_KEY] !== "dedupe_key")
  throw new Error("COLUMNS and Row disagree");

/** A calendar date `days` after a moment (YYYY-MM-DD, UTC). */
const dateAfter = (ms: number, days: number) => new Date(ms + days * DAY_MS).toISOString().slice(0, 10);

/** Makes the rows of one run: row `i` (0-based) of it is `next()` called the i+1-th time. */
function rowMaker({ rows, seed, now }: Options, offset: number) {
  const startDate = new Date(now);
  startDate.setUTCFullYear(startDate.getUTCFullYear() - 3);
  const start = startDate.getTime();
  const span = now - start;
  // The moments, oldest first, so ids grow with created_at as on a real site.
  const timeRandom = mulberry32(mix(seed, offset + 0x5eed));
  const times = new Float64Array(rows);
  for (let i = 0; i < rows; i++) times[i] = start + Math.floor(timeRandom() * (span + 1));
  times.sort();
  const random = mulberry32(mix(seed, offset));

  // References in the site's format (ADR 0014), from the seeded generator: unique within the run.
  const references = new Set<string>();
  const reference = () => {
    let made = referenceFrom((n) => below(random, n));
    while (references.has(made)) made = referenceFrom((n) => below(random, n));
    references.add(made);
    return made;
  };

  let i = 0;
  return {
    /** Another reference, after a clash with a row already in the table (with --append). */
    anotherReference(row: Row): void {
      row[REFERENCE] = reference();
    },
    next(): Row {
      const ms = times[i]!;
      const index = offset + i;
      i++;
      const createdAt = new Date(ms).toISOString();
      const ageDays = (now - ms) / DAY_MS;
      const form = weighted(random, FORM_WEIGHTS);
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      const name = `${first} ${last}`;
      const number = String(below(random, 1000)).padStart(3, "0");
      const phone = random() < 0.6 ? `07700 900${number}` : `01632 960${number}`;
      const email = `${first.toLowerCase()}.${last.toLowerCase()}${1 + below(random, 999)}@${pick(random, EMAIL_DOMAINS)}`;
      const postcode = `${pick(random, OUTCODES)} ${pick(random, INCODES)}`;

      // The office's work: older rows are read (98 %) and mostly finished (care started or not going ahead); the last
      // fortnight's mostly not read yet. A row past "new" was first contacted between 5 minutes and 2 days after it came.
      const read = ageDays > 14 ? random() < 0.98 : random() < (ageDays > 3 ? 0.45 : 0.15);
      const status = stageOf(random, read, ageDays);
      const stageReason = status === "not-going-ahead" ? pick(random, stageReasons) : null;
      const firstContactedAt =
        status === "new" ? null : new Date(Math.min(now, ms + (5 + below(random, 2875)) * 60_000)).toISOString();
      const isSpam = random() < 0.03;
      const spamReason = isSpam ? (random() < 0.6 ? "honeypot" : "too-fast") : null;

      let details: Record<string, string | string[] | null>;
      let urgency: string | null;
      let originPage: string = formDefinitions[form].action;
      let withEmail = true;
      let withPostcode = true;
      let rowReference: string | null = null;
      // Keys in the order of each form's field list (app/enquiries/<form>/field-list.ts), as a real row has them.
      switch (form) {
        case "quick-contact":
          withPostcode = false;
          originPage = pick(random, QUICK_CONTACT_PAGES);
          details = { help_type: pick(random, CHOICES.helpType) };
          urgency = pick(random, CHOICES.quickUrgency);
          break;
        case "contact":
          details = {
            enquiry_type: pick(random, CHOICES.enquiryType),
            service_interest: some(random, CHOICES.careType, 0, 3),
            preferred_contact: pick(random, CHOICES.contactMethod),
            message: sentences(random, 1 + below(random, 3)),
          };
          urgency = pick(random, CHOICES.contactUrgency);
          break;
        case "callback":
          withEmail = false;
          withPostcode = false;
          details = {
            preferred_date: dateAfter(ms, 1 + below(random, 10)),
            preferred_time: pick(random, CHOICES.callbackTime),
            topic: random() < 0.2 ? "" : sentences(random, 1),
          };
          urgency = null;
          break;
        case "assessment":
          rowReference = reference();
          details = {
            relationship_to_person: pick(random, CHOICES.assessmentFor),
            preferred_date: dateAfter(ms, 2 + below(random, 21)),
            preferred_time: pick(random, CHOICES.assessmentTime),
            support_needs: some(random, CHOICES.supportNeed, 1, 4),
            current_situation: pick(random, CHOICES.currentSituation),
            specific_requirements: random() < 0.25 ? "" : sentences(random, 1 + below(random, 2)),
            additional_information: random() < 0.4 ? "" : sentences(random, 1 + below(random, 2)),
            hear_about: pick(random, CHOICES.hearAbout),
            address: null,
            person_needing_care: null,
            mobility_requirements: null,
          };
          urgency = pick(random, CHOICES.assessmentUrgency);
          break;
      }
      return [
        form,
        rowReference,
        name,
        phone,
        withEmail ? email : null,
        withPostcode ? postcode : null,
        urgency,
        read,
        status,
        createdAt,
        true,
        createdAt,
        formDefinitions[form].consent.text,
        originPage,
        isSpam,
        spamReason,
        `seed-${seed}-${index}`,
        JSON.stringify(details),
        stageReason,
        firstContactedAt,
        // When the first call was due, by the site's own rule (what the form promised, office hours, a chosen window).
        new Date(dueAtOfStored({ form, urgency, details, created_at: createdAt })).toISOString(),
      ];
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Writing them

type RowMaker = ReturnType<typeof rowMaker>;

function progress(done: number, total: number, startedAt: number) {
  if (done % PROGRESS_EVERY === 0 && done < total) {
    const seconds = (performance.now() - startedAt) / 1000;
    console.log(`${done.toLocaleString("en-GB")} / ${total.toLocaleString("en-GB")} rows (${seconds.toFixed(1)} s)`);
  }
}

/** SQLite: one prepared INSERT per row, many rows per transaction, on the file's own connection. */
/** How many rows are committed so far: they stay if a later batch fails. */
interface Progress {
  committed: number;
  startedAt: number;
}

function insertSqlite(file: string, rows: number, maker: RowMaker, state: Progress) {
  const sqlite = new SQLite(file);
  try {
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    sqlite.pragma("cache_size = -262144"); // 256 MiB for this connection: the indexes stay in memory while they grow
    const insert = sqlite.prepare(
      `insert into submissions (${COLUMNS.map((column) => `"${column}"`).join(", ")}) values (${COLUMNS.map(() => "?").join(", ")})
       on conflict (reference) do nothing`,
    );
    const write = sqlite.transaction((count: number) => {
      for (let n = 0; n < count; n++) {
        const row = maker.next();
        const bound = row.map((value) => (typeof value === "boolean" ? Number(value) : value));
        // A reference already in the table (only possible with --append): another one.
        while (insert.run(bound).changes === 0) {
          maker.anotherReference(row);
          bound[REFERENCE] = row[REFERENCE];
        }
      }
    });
    for (let done = 0; done < rows;) {
      const count = Math.min(SQLITE_TRANSACTION_ROWS, rows - done);
      write(count);
      done += count;
      state.committed = done;
      progress(done, rows, state.startedAt);
    }
    sqlite.exec("analyze");
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    sqlite.close();
  }
}

const POSTGRES_TYPES: Record<(typeof COLUMNS)[number], string> = {
  form: "text",
  reference: "text",
  name: "text",
  phone: "text",
  email: "text",
  postcode: "text",
  urgency: "text",
  read: "boolean",
  status: "text",
  created_at: "timestamptz",
  consent_given: "boolean",
  consent_given_at: "timestamptz",
  consent_text: "text",
  origin_page: "text",
  is_spam: "boolean",
  spam_reason: "text",
  dedupe_key: "text",
  details: "jsonb",
  stage_reason: "text",
  first_contacted_at: "timestamptz",
  due_at: "timestamptz",
};

/** PostgreSQL: thousands of rows per statement (one array per column, unnested), a transaction per 100,000. */
async function insertPostgres(url: string, rows: number, maker: RowMaker, state: Progress) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const text = `insert into submissions (${COLUMNS.map((column) => `"${column}"`).join(", ")})
    select * from unnest(${COLUMNS.map((column, n) => `$${n + 1}::${POSTGRES_TYPES[column]}[]`).join(", ")})
    on conflict (reference) do nothing
    returning dedupe_key`;
  const insertBatch = async (batch: Row[]) => {
    const columns = COLUMNS.map((_, n) => batch.map((row) => row[n]));
    const { rows: inserted } = await client.query<{ dedupe_key: string }>({
      name: "seed-submissions",
      text,
      values: columns,
    });
    return inserted;
  };
  try {
    for (let done = 0; done < rows;) {
      await client.query("begin");
      const end = Math.min(rows, done + PROGRESS_EVERY);
      while (done < end) {
        const batch = Array.from({ length: Math.min(POSTGRES_STATEMENT_ROWS, end - done) }, () => maker.next());
        let pending = batch;
        // References already in the table (only possible with --append): those rows again with others.
        for (;;) {
          const inserted = await insertBatch(pending);
          if (inserted.length === pending.length) break;
          const stored = new Set(inserted.map((row) => row.dedupe_key));
          pending = pending.filter((row) => !stored.has(row[DEDUPE_KEY]));
          for (const row of pending) maker.anotherReference(row);
        }
        done += batch.length;
      }
      await client.query("commit");
      state.committed = done;
      progress(done, rows, state.startedAt);
    }
    // VACUUM as well: it sets the visibility map, as autovacuum does on a live site after bulk inserts, so counts can be
    // answered from the index alone (a freshly loaded table would read every row's page instead).
    await client.query("vacuum analyze submissions");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Where the next rows' numbers start: past every id the table ever gave, so dedupe keys of appended runs never clash. */
async function idsGiven(target: DatabaseTarget, database: ReturnType<typeof openDatabase>): Promise<number> {
  if (target.dialect === "sqlite") {
    const { rows } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'submissions'`.execute(
      database.db,
    );
    return Number(rows[0]?.seq ?? 0);
  }
  const { rows } = await sql<{ last: string | null }>`
    select pg_sequence_last_value(pg_get_serial_sequence('submissions', 'id')) as last`.execute(database.db);
  return Number(rows[0]?.last ?? 0);
}

async function main(argv: string[]): Promise<number> {
  let options: Options;
  try {
    const parsed = parseOptions(argv);
    if (parsed === "help") {
      console.log(USAGE);
      return 0;
    }
    options = parsed;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }

  const target = databaseTarget(process.env.DATABASE_URL);
  if (target.dialect === "sqlite" && target.file === ":memory:") {
    console.error(
      "DATABASE_URL is :memory:, which would be gone when the script ends: name a file or a PostgreSQL database.",
    );
    return 1;
  }
  const database = openDatabase(target);
  let offset: number;
  try {
    await migrateToLatest(database);
    const { count } = await database.db
      .selectFrom("submissions")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    const existing = Number(count);
    if (existing > 0 && !options.append) {
      console.error(
        `The submissions table of ${database.description} already has ${existing.toLocaleString("en-GB")} row(s): nothing added. ` +
          "Give --append to add to them, or use an empty database.",
      );
      return 1;
    }
    offset = await idsGiven(target, database);
  } finally {
    await database.close();
  }

  const { rows } = options;
  console.log(
    `Adding ${rows.toLocaleString("en-GB")} fictional enquiries to ${database.description} (seed ${options.seed})…`,
  );
  const state: Progress = { committed: 0, startedAt: performance.now() };
  const maker = rowMaker(options, offset);
  try {
    if (target.dialect === "sqlite") insertSqlite(target.file, rows, maker, state);
    else await insertPostgres(target.url, rows, maker, state);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${message}
${state.committed.toLocaleString("en-GB")} row(s) had been added before it: they stay.`);
    return 1;
  }
  const seconds = (performance.now() - state.startedAt) / 1000;
  console.log(
    `Added ${rows.toLocaleString("en-GB")} rows and ran ANALYZE (VACUUM ANALYZE on PostgreSQL) in ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString("en-GB")} rows/s).`,
  );
  return 0;
}

/**
 * The stage of a seeded row: unread rows are new; read ones further on the older they are (most rows older than two
 * months have started care or are not going ahead).
 */
function stageOf(random: () => number, read: boolean, ageDays: number): SubmissionStatus {
  return !read
    ? "new"
    : ageDays > 60
      ? weighted(random, [
          ["new", 1],
          ["contacted", 8],
          ["assessment-booked", 3],
          ["care-started", 30],
          ["not-going-ahead", 58],
        ] as const)
      : ageDays > 14
        ? weighted(random, [
            ["new", 3],
            ["contacted", 30],
            ["assessment-booked", 17],
            ["care-started", 20],
            ["not-going-ahead", 30],
          ] as const)
        : weighted(random, [
            ["new", 25],
            ["contacted", 40],
            ["assessment-booked", 20],
            ["care-started", 5],
            ["not-going-ahead", 10],
          ] as const);
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // Messages only (never a row's values: PostgreSQL's error detail can hold them).
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
