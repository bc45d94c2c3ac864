import { randomBytes, randomInt } from "node:crypto";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { baseURL, browserTestDatabase } from "#tests/browser/support/test-server.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import type { StoredFormName, SubmissionStatus } from "#app/db.server/schema.ts";
import { beOwnClient } from "#tests/browser/support/forms.ts";
import {
  enrol,
  expect,
  firstSignIn,
  makeAccount,
  sendLogin,
  test as staffTest,
  waitForPath,
  withDatabase,
  type StaffMember,
} from "#tests/browser/support/staff.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { parse } from "csv-parse/sync";
import { sql, type SqlBool } from "kysely";
import { PHONE_KEY_SQL } from "#app/db.server/migrations/0005-inbox.ts";
import { dueAtOfStored } from "#app/enquiries/due-time.ts";

// The inbox in the browser: enquiries put straight into the web server's database (each test's with a name of its
// own, found by searching for it, so tests running side by side never see each other's rows), the list read as a
// person reads it, and the CSV export parsed.

type Cookies = Awaited<ReturnType<BrowserContext["cookies"]>>;

/**
 * The tests' fixtures: `staff` signs the test's page in as this worker's staff member (an admin, enrolled once per
 * worker through the real sign-in pages: a password, the authenticator app set up, its code), so each test starts on
 * a signed-in account without signing in again. Tests run one at a time in a worker, and none of them signs out.
 */
export const test = staffTest.extend<
  { staff: StaffMember },
  { workerSignIn: { member: StaffMember; cookies: Cookies } }
>({
  workerSignIn: [
    async ({ browser }, provide) => {
      const member = await makeAccount();
      // JavaScript on whatever the project says: this is only the way in (Playwright gives new contexts its options).
      const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
      const page = await context.newPage();
      await beOwnClient(page);
      await page.goto("/auth");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await sendLogin(page, member.email, member.password);
      await waitForPath(page, "/auth/set-up");
      await enrol(page, member);
      await page.getByRole("link", { name: "I have saved them: continue" }).click();
      await waitForPath(page, "/admin");
      const cookies = await context.cookies();
      await context.close();
      await provide({ member, cookies });
    },
    { scope: "worker" },
  ],
  staff: async ({ page, workerSignIn }, provide) => {
    await page.context().addCookies(workerSignIn.cookies);
    await provide(workerSignIn.member);
  },
});
export { expect };

/** A server of its own (ownServer) with a staff member signed in on a page of it: for what counts every row. */
export async function signedInOn(
  server: { url: string; file: string },
  otherClient: (options?: { baseURL?: string }) => Promise<Page>,
) {
  const member = await makeAccount({ file: server.file });
  const page = await otherClient({ baseURL: server.url });
  await firstSignIn(page, member);
  return { page, member };
}

/** A word no other test uses, letters only (so a search reads it as a word, never as a postcode or a phone number). */
export function uniqueName(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return `Zed${Array.from({ length: 10 }, () => letters[randomInt(letters.length)]).join("")}`;
}

/** A number in Ofcom's drama range for mobiles (07700 900000 to 900999): never a real person's. */
export function dramaPhone(): string {
  return `07700 900${String(randomInt(1000)).padStart(3, "0")}`;
}

/**
 * Ofcom's drama ranges for landlines, a thousand numbers each (prefix + three digits). The default phone of an
 * inserted enquiry is a mobile one, so a number drawn here is shared only with another test's draw.
 */
const landlineDramaRanges = [
  "0113 496 0",
  "0114 496 0",
  "0115 496 0",
  "0116 496 0",
  "0117 496 0",
  "0118 496 0",
  "0121 496 0",
  "0131 496 0",
  "0141 496 0",
  "0151 496 0",
  "0161 496 0",
  "020 7946 0",
  "029 2018 0",
  "01632 960",
];

/**
 * A drama number no stored enquiry has, for a test that finds a person by phone and counts what it finds: a random
 * mobile one is shared, sooner or later, with one of the hundreds of enquiries the other tests insert (a full run
 * once found four enquiries for a person who had three).
 */
export async function unusedDramaPhone(): Promise<string> {
  for (;;) {
    const range = landlineDramaRanges[randomInt(landlineDramaRanges.length)]!;
    const phone = `${range}${String(randomInt(1000)).padStart(3, "0")}`;
    const digits = phone.replace(/\s/g, "");
    const holders = await withDatabase((database) =>
      database.db
        .selectFrom("submissions")
        .select("id")
        .where(sql<SqlBool>`${sql.raw(PHONE_KEY_SQL)} = ${digits}`)
        .execute(),
    );
    if (holders.length === 0) return phone;
  }
}

/** A booking reference in the spec's former format (13 digits, a hyphen, 4 digits), as rows booked before ADR 0014 keep; made unique by its random digits. */
export function uniqueReference(): string {
  return `${1_700_000_000_000 + randomInt(100_000_000_000)}-${1000 + randomInt(9000)}`;
}

export interface EnquiryInput {
  form?: StoredFormName;
  name: string;
  phone?: string;
  email?: string | null;
  postcode?: string | null;
  urgency?: string | null;
  /** The form's own fields, by `details` key: added to (and overriding) the form's usual ones. */
  details?: Record<string, unknown>;
  createdAt?: Date;
  read?: boolean;
  readBy?: number | null;
  status?: SubmissionStatus;
  spam?: boolean;
  spamReason?: string | null;
  assignedTo?: number | null;
  reference?: string | null;
  consentText?: string;
  originPage?: string;
  /** When the first call is due: by default the site's rule from the form, choices and arrival, as storage sets it. */
  dueAt?: Date;
  /** When staff first logged a call; none by default. */
  firstContactedAt?: Date | null;
}

/** What each form usually stores in `details`, as its field list names the keys. */
const usualDetails: Record<StoredFormName, Record<string, unknown>> = {
  "quick-contact": { help_type: "respite" },
  contact: {
    enquiry_type: "relative",
    service_interest: ["live-in", "dementia"],
    preferred_contact: "phone",
    message: "Mum needs help in the mornings.",
  },
  callback: { preferred_date: "2026-12-01", preferred_time: "morning", topic: "Help after a hospital stay" },
  assessment: {
    relationship_to_person: "parent",
    preferred_date: "2026-12-02",
    preferred_time: "morning",
    support_needs: ["Personal care"],
    current_situation: "at-home",
    specific_requirements: "",
    additional_information: "",
    hear_about: "search",
    address: null,
    person_needing_care: null,
    mobility_requirements: null,
  },
};

const usualUrgency: Record<StoredFormName, string | null> = {
  "quick-contact": "week",
  contact: "week",
  callback: null,
  assessment: "this-week",
};

/** Puts enquiries in the database of the web server (or of another server's file); resolves with their ids. */
export async function insertEnquiries(inputs: readonly EnquiryInput[], file = browserTestDatabase): Promise<number[]> {
  return withDatabase(async (database) => {
    const ids: number[] = [];
    for (const input of inputs) {
      const form = input.form ?? "contact";
      const createdAt = (input.createdAt ?? new Date()).toISOString();
      const details = { ...usualDetails[form], ...input.details };
      const urgency = input.urgency !== undefined ? input.urgency : usualUrgency[form];
      const dueAt = input.dueAt ?? new Date(dueAtOfStored({ form, urgency, details, created_at: createdAt }));
      const row = await database.db
        .insertInto("submissions")
        .values({
          form,
          reference: input.reference !== undefined ? input.reference : form === "assessment" ? uniqueReference() : null,
          name: input.name,
          phone: input.phone ?? dramaPhone(),
          email:
            input.email !== undefined
              ? input.email
              : form === "callback"
                ? null
                : `${input.name.split(" ")[0]!.toLowerCase()}@example.org`,
          postcode:
            input.postcode !== undefined
              ? input.postcode
              : form === "contact" || form === "assessment"
                ? "MK9 3XS"
                : null,
          urgency,
          details: JSON.stringify(details),
          read: input.read ?? false,
          read_at: input.read ? createdAt : null,
          read_by: input.read ? (input.readBy ?? null) : null,
          status: input.status ?? "new",
          assigned_to: input.assignedTo ?? null,
          created_at: createdAt,
          due_at: dueAt.toISOString(),
          first_contacted_at: input.firstContactedAt?.toISOString() ?? null,
          consent_given: true,
          consent_given_at: createdAt,
          consent_text: input.consentText ?? "I agree to be contacted about my enquiry.",
          origin_page: input.originPage ?? "/contact",
          is_spam: input.spam ?? false,
          spam_reason: input.spam ? (input.spamReason ?? "honeypot") : null,
          idempotency_key: null,
          dedupe_key: `inbox-test-${randomBytes(12).toString("hex")}`,
          request_id: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    return ids;
  }, file);
}

/** A submission's row as stored (flags as 0/1, details as text). */
export function enquiryRow(id: number, file = browserTestDatabase) {
  return withDatabase(
    (database) => database.db.selectFrom("submissions").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
    file,
  );
}

/** The audit log's entries about an enquiry, or of an action by an actor, oldest first, details parsed. */
export async function enquiryAudit(
  where: { submissionId?: number; actorId?: number; action?: string },
  file = browserTestDatabase,
) {
  const rows = await withDatabase(async (database) => {
    let query = database.db.selectFrom("audit_log").selectAll();
    if (where.submissionId !== undefined) query = query.where("submission_id", "=", where.submissionId);
    if (where.actorId !== undefined) query = query.where("actor_id", "=", where.actorId);
    if (where.action !== undefined) query = query.where("action", "=", where.action);
    return query.orderBy("id").execute();
  }, file);
  return rows.map((row) => ({
    action: row.action,
    actorId: row.actor_id,
    submissionId: row.submission_id,
    details: row.details === null ? null : jsonObjectOf(row.details),
  }));
}

// ---- The list as a person reads it ----

export const inboxList = (page: Page) => page.locator("[data-inbox-list]");
/** The list's rows (one per enquiry), in the order shown. */
export const listRows = (page: Page) => page.locator("[data-inbox-list] tbody tr");
/** A row by the person's name. */
export const rowOf = (page: Page, name: string) =>
  listRows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
/** The names in the list, in order. */
export const listedNames = (page: Page) => page.locator("[data-enquiry-link]").allTextContents();

/**
 * Waits until the list is done loading (the loading message gone) and, on the inbox, drawn for the page's address: with
 * JavaScript the address changes before React has drawn the new list.
 */
export async function listSettled(page: Page) {
  await expect(page.locator("[data-loading]")).toHaveCount(0);
  const url = new URL(page.url());
  if (url.pathname === "/admin") await expect(page.locator(`[data-list-of="${url.search}"]`)).toHaveCount(1);
}

/** Types words in the search box and sends them; resolves with the answer to the post (a 303 without JavaScript). */
export async function searchFor(page: Page, words: string) {
  const form = page.locator("[data-form=inbox-search]");
  await form.getByLabel("Search enquiries").fill(words);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Search" }).click();
  const response = await answer;
  await page.waitForURL((url) => url.pathname === "/admin" && url.searchParams.has("q"));
  await listSettled(page);
  return response;
}

/** Chooses filters in the filter form (unfolding it first) and applies them. */
export async function applyFilters(
  page: Page,
  choices: {
    status?: string;
    spam?: "hide" | "show" | "only";
    sort?: "newest" | "oldest";
    from?: string;
    to?: string;
    urgent?: boolean;
    unread?: boolean;
    mine?: boolean;
  },
) {
  const details = page.locator("[data-filters]");
  if ((await details.getAttribute("open")) === null) await details.locator("summary").click();
  const form = page.locator("[data-form=inbox-filters]");
  if (choices.status !== undefined) await form.getByLabel("Status").selectOption(choices.status);
  if (choices.spam !== undefined) await form.getByLabel("Spam").selectOption(choices.spam);
  if (choices.sort !== undefined) await form.getByLabel("Order").selectOption(choices.sort);
  if (choices.from !== undefined) await form.getByLabel("Received from").fill(choices.from);
  if (choices.to !== undefined) await form.getByLabel("Received to").fill(choices.to);
  for (const [key, label] of [
    ["urgent", "Urgent only"],
    ["unread", "Unread only"],
    ["mine", "Assigned to me"],
  ] as const) {
    if (choices[key] !== undefined) await form.getByLabel(label).setChecked(choices[key]);
  }
  const before = page.url();
  await form.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL((url) => url.href !== before);
  await listSettled(page);
}

/** Opens /admin with these parameters (a search's `q` kept) and waits for the list. */
export async function openList(page: Page, params: Record<string, string> = {}) {
  const query = new URLSearchParams(params).toString();
  await open(page, `/admin${query ? `?${query}` : ""}`);
}

/** Follows a link and waits until the page has changed (a full load without JavaScript, a navigation with it). */
export async function follow(page: Page, link: Locator) {
  const before = page.url();
  await link.click();
  await page.waitForURL((url) => url.href !== before);
  if (!jsDisabled()) await listSettled(page);
}

/** Whether anything sticks out sideways: nothing (""), or the elements that do, for the failure's message. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= document.documentElement.clientWidth) return "";
    const sticking = [...document.querySelectorAll("body *")].filter(
      (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5,
    );
    return sticking
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${(element.textContent ?? "").slice(0, 50)}`,
      )
      .join("\n");
  });

// ---- CSV ----

/**
 * The export parsed by a CSV library (csv-parse, strict: a stray quote or an unclosed one throws), so a broken file
 * cannot pass as a good one. The byte-order mark is the caller's to remove.
 */
export function parseCsv(text: string): string[][] {
  return parse(text, { relaxQuotes: false, relaxColumnCount: false, skipEmptyLines: false }) as string[][];
}

/** The export as the browser downloads it: the file's name, its bytes as text (BOM kept) and its parsed records. */
export async function downloadExport(page: Page) {
  const download = page.waitForEvent("download");
  await page.locator("[data-export]").click();
  const file = await download;
  const path = await file.path();
  const { readFile } = await import("node:fs/promises");
  const text = (await readFile(path)).toString("utf8");
  const records = parseCsv(text.replace(/^\uFEFF/, ""));
  return { name: file.suggestedFilename(), text, header: records[0]!, rows: records.slice(1) };
}

/** The enquiry page's follow-up panel: stage, assignee and spam. */
export const followUpForm = (page: Page) => page.locator("[data-form=follow-up]");

/**
 * Applies what was chosen in the follow-up panel. Without JavaScript: its one Save, and the page after it. With it, each
 * control applied as it was changed: waits for the panel's message saying so (`message`).
 */
export async function saveFollowUp(page: Page, message: string | RegExp) {
  if (jsDisabled()) {
    const loaded = page.waitForEvent("load");
    await followUpForm(page).getByRole("button", { name: "Save" }).click();
    await loaded;
    await expect(page.locator("#follow-up [data-confirmation]")).toContainText("Stage:");
  } else {
    await expect(page.locator("[data-at-once-notice]")).toContainText(message);
  }
}
