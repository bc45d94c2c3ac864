import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseRow, type NormalisedValue } from "#app/db.server/rows.ts";
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
import { formDefinitions, formNames, type FormName } from "#app/enquiries/definitions.ts";
import { dueAtOfStored } from "#app/enquiries/due-time.ts";
import { detailsKey } from "#app/enquiries/field-list.ts";
import { helpTypeOptions, quickUrgencyOptions } from "#app/enquiries/quick-contact/options.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { REFERENCE_PATTERN } from "#app/enquiries/reference.ts";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { runScript, type ScriptRun } from "#tests/support/script-process.ts";

// `npm run db:seed` as a process, on a SQLite file and on PostgreSQL: 2,000 fictional enquiries, checked for their
// spread, their fictional contact details, valid choices, unique references and keys; the same seed gives the same
// rows; a table with rows is refused without --append; wrong arguments exit 2. Each spawn costs about half a second.

const TIMEOUT = 120_000;
const ROWS = 2000;
const DAY_MS = 86_400_000;

const seed = (args: string[], url: string) =>
  runScript("db-seed.ts", args, { env: { ...process.env, DATABASE_URL: url } });

/** The columns migration 0003 made, and 0012's stage columns (the other later ones are left out: the script does not fill them). */
const COLUMNS = [
  "id",
  "form",
  "legacy_id",
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
  "idempotency_key",
  "dedupe_key",
  "request_id",
  "details",
  "stage_reason",
  "first_contacted_at",
  "due_at",
] as const;

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);
/** The choices each form's fields allow (app/enquiries/<form>/options.ts), by column or `details` key. */
const allowed: Record<FormName, Record<string, string[]>> = {
  "quick-contact": { help_type: values(helpTypeOptions), urgency: values(quickUrgencyOptions) },
  contact: {
    enquiry_type: values(enquiryTypeOptions),
    service_interest: values(careTypeOptions),
    urgency: values(contactUrgencyOptions),
    preferred_contact: values(contactMethodOptions),
  },
  callback: { preferred_time: values(callbackTimeOptions) },
  assessment: {
    relationship_to_person: values(assessmentForOptions),
    preferred_time: values(assessmentTimeOptions),
    urgency: values(assessmentUrgencyOptions),
    support_needs: values(supportNeedOptions),
    current_situation: values(currentSituationOptions),
    hear_about: values(hearAboutOptions),
  },
};
const SHARE: Record<FormName, number> = { "quick-contact": 0.35, contact: 0.25, callback: 0.2, assessment: 0.2 };

const DRAMA_PHONE = /^(07700 900[0-9]{3}|01632 960[0-9]{3})$/;
const FICTIONAL_EMAIL = /^[a-z]+\.[a-z]+[0-9]+@example\.(org|com|net)$/;
const POSTCODE = /^(MK|HP|SL)[0-9]{1,2} 9[A-Z]{2}$/;

describe("npm run db:seed with wrong arguments", () => {
  it(
    "prints the usage to stderr and exits 2, opening no database",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "db-seed-args-"));
      const file = path.join(dir, "never-opened.db");
      try {
        const wrong = [
          [],
          ["--rows"],
          ["--rows", "0"],
          ["--rows", "abc"],
          ["--rows", "5000001"],
          ["--rows", "1.5"],
          ["--rows", "10", "--seed", "-1"],
          ["--rows", "10", "--seed", "4294967296"],
          ["--rows", "10", "--now", "yesterday"],
          ["--rows", "10", "--colour"],
          ["--rows", "10", "extra"],
        ];
        const runs = await Promise.all(wrong.map((args) => seed(args, file)));
        for (const run of runs) {
          expect(run.code).toBe(2);
          expect(run.stdout).toBe("");
          expect(run.stderr).toContain("Usage: npm run db:seed -- --rows N");
        }
        expect(existsSync(file)).toBe(false);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    TIMEOUT,
  );
});

describe.each(dialects)("npm run db:seed on %s", (dialect) => {
  let test: TestDatabase;
  let first: ScriptRun;
  let rows: Record<(typeof COLUMNS)[number], NormalisedValue>[];
  const readRows = async () =>
    (await test.database.db.selectFrom("submissions").select(COLUMNS).orderBy("id").execute()).map((row) =>
      normaliseRow(row),
    );

  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    first = await seed(["--rows", String(ROWS)], test.url);
    rows = await readRows();
  }, TIMEOUT);
  afterAll(async () => {
    await test?.dispose();
  });

  it("adds the rows asked for, and prints counts and times only", () => {
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(rows).toHaveLength(ROWS);
    expect(first.stdout).toMatch(/^Added 2,000 rows and ran ANALYZE (\(VACUUM ANALYZE on PostgreSQL\) )?in [0-9.]+ s/m);
    expect(first.stdout).not.toMatch(/@example|07700|01632|MK[0-9]|Testwell|dementia/i);
  });

  it("spreads them over the four forms (35/25/20/20 %, within 5 points) and the last three years", () => {
    for (const form of formNames) {
      const share = rows.filter((row) => row.form === form).length / ROWS;
      expect(Math.abs(share - SHARE[form]), form).toBeLessThanOrEqual(0.05);
    }
    const now = Date.now();
    const times = rows.map((row) => Date.parse(row.created_at as string));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now - (3 * 365 + 1) * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    // Spread, not bunched: every half-year has rows, and ids follow time as on a real site.
    for (let half = 0; half < 6; half++) {
      const from = now - (half + 1) * 182 * DAY_MS;
      expect(times.some((time) => time >= from && time < from + 182 * DAY_MS)).toBe(true);
    }
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("uses only fictional contact details: drama phone numbers, example.* e-mails, made-up postcodes", () => {
    for (const row of rows) {
      expect(row.phone).toMatch(DRAMA_PHONE);
      if (row.form === "callback") {
        expect(row.email).toBeNull();
        expect(row.postcode).toBeNull();
      } else {
        expect(row.email).toMatch(FICTIONAL_EMAIL);
        if (row.form === "quick-contact") expect(row.postcode).toBeNull();
        else expect(row.postcode).toMatch(POSTCODE);
      }
      expect(row.name).toMatch(/^[A-Z][a-z']+ [A-Z][a-z]+$/);
    }
  });

  it("fills each form's details as its field list has them, with the choices its options allow", () => {
    const searchable = rows.map((row) => JSON.stringify(row.details)).join("\n");
    for (const word of ["dementia", "hoist", "medication", "respite", "stroke"])
      expect(searchable).toMatch(new RegExp(`\\b${word}\\b`, "i"));
    for (const row of rows) {
      const form = row.form as FormName;
      const details = row.details as Record<string, unknown>;
      const keys = fieldLists[form].map(detailsKey).filter((key) => key !== null);
      expect(Object.keys(details).sort()).toEqual([...keys].sort());
      for (const [key, choices] of Object.entries(allowed[form])) {
        const value = key === "urgency" ? row.urgency : details[key];
        for (const item of Array.isArray(value) ? value : [value]) expect(choices, `${form} ${key}`).toContain(item);
      }
      if (form === "callback") expect(row.urgency).toBeNull();
      if (form === "assessment") {
        expect((details.support_needs as string[]).length).toBeGreaterThan(0);
        expect([details.address, details.person_needing_care, details.mobility_requirements]).toEqual([
          null,
          null,
          null,
        ]);
      }
      if ("preferred_date" in details) {
        expect(details.preferred_date).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);
        expect(Date.parse(`${details.preferred_date as string}T23:59:59Z`)).toBeGreaterThan(
          Date.parse(row.created_at as string),
        );
      }
      if (form === "contact") expect((details.message as string).length).toBeGreaterThan(10);
    }
  });

  it("gives assessments unique references in the booking format, and every row a unique dedupe key", () => {
    const references = rows.filter((row) => row.form === "assessment").map((row) => row.reference as string);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(references.length);
    expect(rows.filter((row) => row.form !== "assessment" && row.reference !== null)).toEqual([]);
    expect(new Set(rows.map((row) => row.dedupe_key)).size).toBe(ROWS);
  });

  it("gives every row the due time the site's rule gives it: what the form promised, in office hours, or a chosen window", () => {
    for (const row of rows) {
      const stored = {
        form: row.form as FormName,
        urgency: row.urgency as string | null,
        details: row.details as string,
        created_at: row.created_at as string,
      };
      expect(new Date(row.due_at as string).getTime(), `row ${row.id}`).toBe(dueAtOfStored(stored));
      expect(new Date(row.due_at as string).getTime()).toBeGreaterThan(new Date(row.created_at as string).getTime());
    }
  });

  it("looks like an office's inbox: consent, pages, about 3 % spam, old rows read and mostly finished, new ones not", () => {
    for (const row of rows) {
      const form = row.form as FormName;
      expect(row).toMatchObject({ legacy_id: null, consent_given: true, idempotency_key: null, request_id: null });
      expect(row.consent_given_at).toBe(row.created_at);
      expect(row.consent_text).toBe(formDefinitions[form].consent.text);
      if (form === "quick-contact") expect(row.origin_page).toMatch(/^\/[a-z-]*$/);
      else expect(row.origin_page).toBe(formDefinitions[form].action);
      if (row.is_spam) expect(["honeypot", "too-fast"]).toContain(row.spam_reason);
      else expect(row.spam_reason).toBeNull();
      expect(["new", "contacted", "assessment-booked", "care-started", "not-going-ahead"]).toContain(row.status);
      if (!row.read) expect(row.status).toBe("new");
      // A reason with "not going ahead" only; a first contact time on every row past "new", after it came.
      expect(row.stage_reason === null).toBe(row.status !== "not-going-ahead");
      expect(row.first_contacted_at === null).toBe(row.status === "new");
      if (row.first_contacted_at !== null)
        expect(Date.parse(row.first_contacted_at as string)).toBeGreaterThan(Date.parse(row.created_at as string));
    }
    const spam = rows.filter((row) => row.is_spam).length / ROWS;
    expect(spam).toBeGreaterThan(0.015);
    expect(spam).toBeLessThan(0.045);

    const now = Date.now();
    const age = (row: (typeof rows)[number]) => (now - Date.parse(row.created_at as string)) / DAY_MS;
    const share = (list: typeof rows, test: (row: (typeof rows)[number]) => boolean) =>
      list.filter(test).length / list.length;
    const old = rows.filter((row) => age(row) > 14);
    const recent = rows.filter((row) => age(row) <= 14);
    expect(share(old, (row) => row.read === true)).toBeGreaterThan(0.95);
    expect(recent.length).toBeGreaterThan(0);
    expect(share(recent, (row) => row.read === true)).toBeLessThan(0.6);
    expect(
      share(
        rows.filter((row) => age(row) > 60),
        (row) => row.status === "not-going-ahead" || row.status === "care-started",
      ),
    ).toBeGreaterThan(0.7);
  });

  it(
    "refuses a table with rows without --append, and adds to it with --append",
    async () => {
      const refused = await seed(["--rows", "10"], test.url);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain("already has 2,000 row(s)");
      expect(refused.stderr).toContain("--append");
      expect(await readRows()).toHaveLength(ROWS);

      // The same seed again: new dedupe keys and references, no clash with the rows already there.
      const appended = await seed(["--rows", "500", "--append"], test.url);
      expect(appended.stderr).toBe("");
      expect(appended.code).toBe(0);
      const all = await readRows();
      expect(all).toHaveLength(ROWS + 500);
      expect(new Set(all.map((row) => row.dedupe_key)).size).toBe(ROWS + 500);
      const references = all.filter((row) => row.form === "assessment").map((row) => row.reference);
      expect(new Set(references).size).toBe(references.length);
      expect(all.slice(ROWS).map((row) => row.name)).not.toEqual(all.slice(0, 500).map((row) => row.name));
    },
    TIMEOUT,
  );
});

describe("npm run db:seed --seed", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "db-seed-repeat-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** SHA-256 of every row (the columns of migration 0003), in id order. */
  function hashOf(file: string): string {
    const sqlite = new SQLite(file, { readonly: true });
    try {
      const hash = createHash("sha256");
      for (const row of sqlite
        .prepare(`select ${COLUMNS.map((column) => `"${column}"`).join(", ")} from submissions order by id`)
        .iterate()) {
        hash.update(JSON.stringify(row)).update("\n");
      }
      return hash.digest("hex");
    } finally {
      sqlite.close();
    }
  }

  it(
    "gives the same rows for the same seed (and --now), and others for another seed",
    async () => {
      const now = ["--now", "2026-01-15T12:00:00Z"];
      const files = ["a", "b", "c", "d"].map((name) => path.join(dir, `${name}.db`));
      const runs = await Promise.all([
        seed(["--rows", "1000", "--seed", "7", ...now], files[0]!),
        seed(["--rows", "1000", "--seed", "7", ...now], files[1]!),
        seed(["--rows", "1000", "--seed", "8", ...now], files[2]!),
        seed(["--rows", "1000", ...now], files[3]!),
      ]);
      for (const run of runs) expect(run.code, run.stderr).toBe(0);
      const [a, b, c, d] = files.map(hashOf);
      expect(a).toBe(b);
      expect(c).not.toBe(a);
      expect(d).not.toBe(a);
      const newest = new SQLite(files[0]!, { readonly: true });
      try {
        const { oldest, latest } = newest
          .prepare("select min(created_at) as oldest, max(created_at) as latest from submissions")
          .get() as { oldest: string; latest: string };
        expect(latest <= "2026-01-15T12:00:00.000Z").toBe(true);
        expect(oldest >= "2023-01-15T12:00:00.000Z").toBe(true);
      } finally {
        newest.close();
      }
    },
    TIMEOUT,
  );
});
