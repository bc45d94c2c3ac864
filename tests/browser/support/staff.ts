import { mkdirSync } from "node:fs";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { baseURL, browserTestDatabase, browserTestFolder } from "#tests/browser/support/test-server.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import { createAdmin } from "#app/auth/accounts.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import { DEVICE_COOKIE } from "#app/auth/device.server.ts";
import { createSession, SESSION_COOKIE, sessionIdOf } from "#app/auth/sessions.server.ts";
import { authKeys } from "#app/auth/auth-keys.server.ts";
import { hashRecoveryCode, newRecoveryCodes } from "#app/auth/recovery-codes.server.ts";
import { newTotpKey } from "#app/auth/totp.server.ts";
import { sealSecret } from "#app/security/secret-box.server.ts";
import { openDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";
import { openPayload } from "#app/mail/outbox.server.ts";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { beOwnClient, uniqueWord } from "#tests/browser/support/forms.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";

// Staff sign-in in the browser: accounts made straight in the web server's SQLite file (createAdmin, as the command
// line does), enrolled in MFA through /auth/set-up with codes computed from the key the page shows, signed in through
// the forms. Each test makes its own accounts and is its own client (beOwnClient), so throttles never mix.

export { authMessages, DEVICE_COOKIE, SESSION_COOKIE, sessionIdOf };

/** Long and not a common password: every account starts with it. */
export const PASSWORD = "correct horse battery staple";
export const NEW_PASSWORD = "violet lantern drifts over seven harbours";

/** A staff member as the test knows them: the account, and once enrolled the TOTP key, last step used and codes. */
export interface StaffMember {
  id: number;
  email: string;
  password: string;
  role: "admin" | "staff";
  key?: Uint8Array;
  /** The last TOTP step the server accepted for this account: a code works once, so the next must be later. */
  lastStep?: number;
  /** Recovery codes not used yet. */
  recoveryCodes: string[];
}

/** What `otherClient` may differ in: another server (ownServer), another browser's User-Agent (another device). */
interface OtherClientOptions {
  baseURL?: string;
  userAgent?: string;
}

/**
 * The test fixtures: each test's page is its own client, and `otherClient()` opens another browser (a new context: its
 * own cookies), with JavaScript as the project says and a client address of its own, closed when the test ends.
 */
export const test = base.extend<{ ownClient: void; otherClient: (options?: OtherClientOptions) => Promise<Page> }>({
  ownClient: [
    async ({ page }, provide) => {
      await beOwnClient(page);
      await provide();
    },
    { auto: true },
  ],
  otherClient: async ({ browser, baseURL, javaScriptEnabled }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (options = {}) => {
      const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL,
        javaScriptEnabled,
        userAgent: options.userAgent,
      });
      contexts.push(context);
      const page = await context.newPage();
      await beOwnClient(page);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});
export { expect };

/** An address no other test uses (example.org: never a real person's). */
export function uniqueEmail(label = "staff"): string {
  return `${label}.${uniqueWord().toLowerCase()}@example.org`;
}

/** The web server's database (or another server's file), opened for one piece of work; WAL makes sharing it safe. */
export async function withDatabase<T>(
  work: (database: SiteDatabase) => Promise<T>,
  file = browserTestDatabase,
): Promise<T> {
  const database = openDatabase({ dialect: "sqlite", file });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

interface AccountOptions {
  role?: "admin" | "staff";
  /** "pending": a request for access waiting for approval. */
  state?: "active" | "pending";
  email?: string;
  /** Another server's database (ownServer). */
  file?: string;
}

/**
 * A new account, not enrolled in MFA yet: an admin as the command line makes one (createAdmin), demoted to staff or
 * turned into a request for access when asked.
 */
export async function makeAccount({
  role = "admin",
  state = "active",
  email = uniqueEmail(role),
  file = browserTestDatabase,
}: AccountOptions = {}): Promise<StaffMember> {
  const id = await withDatabase(async (database) => {
    const created = await createAdmin(database, email, PASSWORD, new Date());
    if (created.kind !== "created") throw new Error(`createAdmin refused ${email}: ${created.reason}`);
    if (role === "staff" || state === "pending") {
      // A pending account is a request already confirmed from its mailbox: one the admins see.
      const confirmedAt = state === "pending" ? new Date().toISOString() : null;
      await database.db
        .updateTable("staff_accounts")
        .set({ role, state, request_confirmed_at: confirmedAt })
        .where("id", "=", created.id)
        .execute();
    }
    return created.id;
  }, file);
  return { id, email, password: PASSWORD, role, recoveryCodes: [] };
}

/** An account's row (state, role, MFA). */
export function accountRow(id: number, file = browserTestDatabase) {
  return withDatabase(
    (database) => database.db.selectFrom("staff_accounts").selectAll().where("id", "=", id).executeTakeFirst(),
    file,
  );
}

/** An entry of the audit log as the tests compare it: JSON details parsed (SQLite keeps them as text). */
export interface AuditEntry {
  action: string;
  actorId: number | null;
  accountId: number | null;
  clientHash: string | null;
  details: unknown;
}

/** The audit log's entries of these actions, about an account or by an actor, oldest first. */
export async function auditEntries(
  actions: string[],
  { accountId, actorId }: { accountId?: number; actorId?: number },
  file = browserTestDatabase,
): Promise<AuditEntry[]> {
  const rows = await withDatabase(async (database) => {
    let query = database.db.selectFrom("audit_log").selectAll().where("action", "in", actions);
    if (accountId !== undefined) query = query.where("account_id", "=", accountId);
    if (actorId !== undefined) query = query.where("actor_id", "=", actorId);
    return query.orderBy("id").execute();
  }, file);
  return rows.map((row) => ({
    action: row.action,
    actorId: row.actor_id,
    accountId: row.account_id,
    clientHash: row.client_hash,
    details: jsonObjectOf(row.details),
  }));
}

/** Resolves once the page's path is `pathname` (a full load without JavaScript, a client-side navigation with it). */
export function waitForPath(page: Page, pathname: string) {
  return page.waitForURL((url) => url.pathname === pathname, { waitUntil: "commit" });
}

export const loginForm = (page: Page) => page.locator("[data-form=login]");
export const signUpForm = (page: Page) => page.locator("[data-form=sign-up]");
export const verifyForm = (page: Page) => page.locator("[data-form=verify]");
export const setUpForm = (page: Page) => page.locator("[data-form=set-up]");
export const errorSummaryOf = (form: Locator) => form.locator("[data-error-summary]");
export const notice = (page: Page) => page.locator("[data-notice]");
export const signedInEmail = (page: Page) => page.locator("[data-signed-in-email]");

/** What a request for access says about who is asking and why (the Sign Up form asks for both). */
export const REQUEST_NAME = "Sam Patel";
export const REQUEST_REASON = "I start as a care coordinator on Monday and will follow up enquiries.";

/** Fills the Sign Up form's fields (name, address, reason, password twice); the caller sends it. */
export async function fillSignUp(form: Locator, email: string, password = PASSWORD) {
  await form.getByLabel("Full name").fill(REQUEST_NAME);
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Why you need access").fill(REQUEST_REASON);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill(password);
}

/**
 * An action of the staff page that asks first: its button (named `button`) opens the page that explains it, whose
 * warning button (named `confirm`) does it; ends back on /admin/staff with the action's message.
 */
export async function confirmStaffAction(scope: Page | Locator, page: Page, button: string, confirm: string) {
  await scope.getByRole("button", { name: button, exact: true }).click();
  await waitForPath(page, "/admin/staff/confirm");
  await page.getByRole("button", { name: confirm, exact: true }).click();
  await waitForPath(page, "/admin/staff");
  await expect(page.locator("[data-action-message]")).toBeVisible();
}

/** Chooses a tab of /auth: the ARIA tab with JavaScript, the `?tab=` link without. */
export async function chooseTab(page: Page, name: "Login" | "Sign Up") {
  if (jsDisabled()) {
    await page
      .getByRole("navigation", { name: "Sign in or ask for access" })
      .getByRole("link", { name, exact: true })
      .click();
    await page.waitForURL(
      (url) => url.pathname === "/auth" && url.searchParams.get("tab") === (name === "Login" ? "login" : "sign-up"),
    );
  } else {
    await page.getByRole("tab", { name, exact: true }).click();
    await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
  }
}

/** Fills the Login form on the page as it is and sends it. */
export async function sendLogin(page: Page, email: string, password: string) {
  const form = loginForm(page);
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

/** Opens /auth (with `query`) and sends the Login form; resolves with the answer to the post. */
export async function login(page: Page, email: string, password: string, query = "") {
  await open(page, `/auth${query}`);
  const answer = page.waitForResponse((response) => response.request().method() === "POST");
  await sendLogin(page, email, password);
  return answer;
}

/** The TOTP step of a moment (30-second steps from the epoch), and an account's code for a step. */
export const totpStepAt = (time = Date.now()) => Math.floor(time / 30_000);
export function totpCode(member: StaffMember, step: number): string {
  if (!member.key) throw new Error(`${member.email} has no authenticator app set up in this test`);
  return generateHOTP(member.key, BigInt(step), 6);
}

/**
 * The next second factor the server takes: the code of the step after the last one used, while that step is within the
 * server's window (one step either side of now); past it, a recovery code, so no test waits for the clock.
 */
export function nextSecondFactor(member: StaffMember): string {
  const now = totpStepAt();
  const step = Math.max((member.lastStep ?? now - 1) + 1, now);
  if (step <= now + 1) {
    member.lastStep = step;
    return totpCode(member, step);
  }
  const code = member.recoveryCodes.shift();
  if (!code) throw new Error(`${member.email} has no recovery code left in this test`);
  return code;
}

/**
 * Sends the next second factor on /auth/verify; after a recovery code, goes on past the page that says how many are
 * left, as a person would.
 */
export async function sendNextSecondFactor(page: Page, member: StaffMember) {
  const code = nextSecondFactor(member);
  await sendCode(page, code);
  if (!/^\d{6}$/.test(code)) await continueFromCodesLeft(page);
}

/** On the page shown after signing in with a recovery code: on to where signing in was for. */
export async function continueFromCodesLeft(page: Page) {
  await expect(page.locator("[data-codes-left]")).toBeVisible();
  await page.getByRole("link", { name: "Continue", exact: true }).click();
}

/** Sends a code on /auth/verify. */
export async function sendCode(page: Page, code: string) {
  const form = verifyForm(page);
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByRole("button", { name: "Continue" }).click();
}

/**
 * On /auth/set-up: reads the key the page shows, confirms it with the current code and keeps the ten recovery codes
 * (the page then shows them, with the link to continue).
 */
export async function enrol(page: Page, member: StaffMember) {
  const keyText = (await page.locator("[data-totp-key]").textContent())?.replace(/\s/g, "") ?? "";
  expect(keyText, "the key shown as text").toMatch(/^[A-Z2-7]{32}$/);
  member.key = decodeBase32IgnorePadding(keyText);
  const step = totpStepAt();
  const form = setUpForm(page);
  await form.getByLabel("Code from the app").fill(totpCode(member, step));
  await form.getByRole("button", { name: "Turn on" }).click();
  await expect(page.locator("[data-recovery-codes] li")).toHaveCount(10);
  member.lastStep = step;
  member.recoveryCodes = (await page.locator("[data-recovery-codes] li").allTextContents()).map((code) => code.trim());
}

/** From the recovery codes to the page signing in was for. */
export async function continueFromCodes(page: Page, pathname = "/admin") {
  await page.getByRole("link", { name: "I have saved them: continue" }).click();
  await waitForPath(page, pathname);
}

/** Password and then the next second factor; ends on `landOn` with the account's e-mail in the staff frame. */
export async function signIn(page: Page, member: StaffMember, { query = "", landOn = "/admin" } = {}) {
  await login(page, member.email, member.password, query);
  await waitForPath(page, "/auth/verify");
  await sendNextSecondFactor(page, member);
  await waitForPath(page, landOn);
  await expect(signedInEmail(page)).toHaveText(member.email);
}

/** A first sign-in: password, then setting up the authenticator app, then on to /admin. */
export async function firstSignIn(page: Page, member: StaffMember) {
  await login(page, member.email, member.password);
  await waitForPath(page, "/auth/set-up");
  await enrol(page, member);
  await continueFromCodes(page);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(signedInEmail(page)).toHaveText(member.email);
}

/** A new account (an admin unless said), enrolled and signed in on `page`, at /admin. */
export async function signedInMember(
  page: Page,
  options: Pick<AccountOptions, "role" | "file"> = {},
): Promise<StaffMember> {
  const member = await makeAccount(options);
  await firstSignIn(page, member);
  return member;
}

/**
 * A new account (an admin unless said) enrolled in MFA and signed in on `page` straight through the database, at
 * /admin: for tests about what staff do once signed in, not about signing in (that is `signedInMember`'s way, through
 * the pages, which costs a test several seconds of Argon2id and page loads). The key and the ten recovery codes are
 * made here as the set-up page makes them (sealed with the site's key; only the codes' hashes are kept), so the person
 * can give a code later; the session is full, as after the second step. Nothing is audited: nobody signed in.
 */
export async function signedInByDatabase(
  page: Page,
  options: Pick<AccountOptions, "role" | "file"> = {},
): Promise<StaffMember> {
  const member = await makeAccount(options);
  const now = new Date();
  const key = newTotpKey();
  const codes = newRecoveryCodes();
  const token = await withDatabase(async (database) => {
    const keys = await authKeys(database);
    await database.db
      .updateTable("staff_accounts")
      .set({ totp_key: sealSecret(keys.totp, key), mfa_enrolled_at: now.toISOString() })
      .where("id", "=", member.id)
      .execute();
    await database.db
      .insertInto("staff_recovery_codes")
      .values(codes.map((code) => ({ account_id: member.id, code_hash: hashRecoveryCode(code), used_at: null })))
      .execute();
    return createSession(database.db, member.id, { secondFactor: true, now });
  }, options.file);
  // No code used yet: the last step "used" is one before the server's window, so the next is the current one.
  Object.assign(member, { key, recoveryCodes: codes, lastStep: totpStepAt(now.getTime()) - 2 });
  // Cookies are not kept per port: the host of the shared server is every test server's (ownServer too).
  const { hostname } = new URL(baseURL);
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      domain: hostname,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  await open(page, "/admin");
  await expect(signedInEmail(page)).toHaveText(member.email);
  return member;
}

/** The staff frame's Logout button; ends on /auth with 'Logged out successfully'. */
export async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await waitForPath(page, "/auth");
  await expect(notice(page)).toHaveText(authMessages.loggedOut);
}

/** The session token in a page's cookie jar, if any. */
export async function sessionTokenOf(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.value;
}

/** The session's row (only the token's SHA-256 is stored, as its id). */
export function sessionRow(token: string) {
  return withDatabase((database) =>
    database.db.selectFrom("staff_sessions").selectAll().where("id", "=", sessionIdOf(token)).executeTakeFirst(),
  );
}

/** The ids (token hashes) of an account's sessions, full or half, on the shared server or another. */
export async function sessionIdsOfAccount(accountId: number, file = browserTestDatabase): Promise<string[]> {
  const rows = await withDatabase(
    (database) => database.db.selectFrom("staff_sessions").select("id").where("account_id", "=", accountId).execute(),
    file,
  );
  return rows.map((row) => row.id);
}

/** Moves the clock for one session: when it was last used, and when it began. */
export async function backdateSession(token: string, times: { lastSeenAt?: Date; createdAt?: Date }) {
  const set: { last_seen_at?: string; created_at?: string } = {};
  if (times.lastSeenAt) set.last_seen_at = times.lastSeenAt.toISOString();
  if (times.createdAt) set.created_at = times.createdAt.toISOString();
  const result = await withDatabase((database) =>
    database.db.updateTable("staff_sessions").set(set).where("id", "=", sessionIdOf(token)).executeTakeFirst(),
  );
  expect(Number(result.numUpdatedRows), "the session's row was moved back").toBe(1);
}

/** Whether a page's session still opens the staff pages: /admin shows the dashboard, or the page lands on /auth. */
export async function expectSignedIn(page: Page, member: StaffMember) {
  await open(page, "/admin");
  expect(new URL(page.url()).pathname).toBe("/admin");
  await expect(signedInEmail(page)).toHaveText(member.email);
}

export async function expectSignedOut(page: Page) {
  await open(page, "/admin");
  expect(new URL(page.url()).pathname).toBe("/auth");
  await expect(loginForm(page)).toBeVisible();
}

/**
 * A web server of its own with a new SQLite file, for a test that needs a database no other test writes to (or more
 * configuration, such as a mail server).
 */
export async function ownServer(env: Record<string, string> = {}): Promise<RunningServer & { file: string }> {
  const dir = `${browserTestFolder}/own-${uniqueWord()}`;
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/site.db`;
  const server = await startServer({ DATABASE_URL: file, TRUST_PROXY: "1", ...env });
  return { ...server, file };
}

/** The link in the newest e-mail that confirms a request for access to `email` (sealed in the outbox, unsent here). */
export function requestLinkTo(email: string, file = browserTestDatabase): Promise<string> {
  return withDatabase(async (database) => {
    const mail = await database.db
      .selectFrom("outbox")
      .select("sealed_payload")
      .where("recipient", "=", email)
      .where("kind", "=", "staff-confirm-request")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return (await openPayload(database, mail.sealed_payload)).link!;
  }, file);
}

/** Follows a request's confirmation link and presses its button, as the owner of the address does. */
export async function confirmRequestAt(page: Page, link: string) {
  await open(page, new URL(link).pathname);
  await page.getByRole("button", { name: "Confirm my request" }).click();
  await expect(page.locator("[data-confirmation]")).toContainText(authMessages.requestConfirmed);
}
