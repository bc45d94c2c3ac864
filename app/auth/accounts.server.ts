import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { inTransaction, type Queryable, type SiteDatabase, type SiteTransaction } from "#app/db.server/db.server.ts";
import type { StaffRole } from "#app/db.server/schema.ts";
import { clientHashOf, recordAudit } from "#app/audit/audit.server.ts";
import { normaliseEmail, throttleKey, type AuthKeys } from "#app/auth/auth-keys.server.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { passwordProblem } from "#app/auth/common-passwords.server.ts";
import { contextWords } from "#app/auth/context-words.ts";
import {
  INVITE_HOURS,
  inviteLinkOf,
  PASSWORD_RESET_HOURS,
  REQUEST_CONFIRM_HOURS,
  requestLinkOf,
} from "#app/config/invite-rules.ts";
import { outboxKey, queueStaffMail } from "#app/mail/outbox.server.ts";
import { nudgeMailWorker } from "#app/mail/server-worker.server.ts";
import { authMessages, REQUEST_NAME_MAX, REQUEST_REASON_MAX } from "#app/auth/messages.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";
import { hashPassword } from "#app/auth/password.server.ts";
import { deleteSessionsOf, type StaffSession } from "#app/auth/sessions.server.ts";
import { confirmPasswordAndCode, type Attempt, type AuthDeps } from "#app/auth/sign-in.server.ts";
import { clearSignInLocks } from "#app/auth/sign-in-locks.server.ts";
import { accessRequestPolicy, reserveAttempt } from "#app/auth/throttle.server.ts";

/**
 * Staff accounts: requests for access (confirmed from their mailbox), the first admin, invitations, and what admins change (approve, refuse, role,
 * disable, enable). Nobody gets access by asking: a request makes a pending account that an admin must approve.
 */

const emailSchema = z.email().max(255);

/** The e-mail address field's error, or none. */
function emailProblem(email: string): string | null {
  if (!email.trim()) return authMessages.emailMissing;
  return emailSchema.safeParse(email.trim()).success ? null : authMessages.emailFormat;
}

/**
 * A new password and its confirmation (sign-up, invitation, change): all filled in, the same, and a password that is
 * long enough, not too long, not the address, not a common one.
 */
export function newPasswordErrors(password: string, confirm: string, email: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!password) errors.password = authMessages.passwordMissing;
  else {
    const problem = passwordProblem(password, email, contextWords(getBusinessDetails()));
    if (problem) errors.password = problem;
  }
  if (!confirm) errors["confirm-password"] = authMessages.confirmMissing;
  else if (password && confirm !== password) errors["confirm-password"] = authMessages.passwordsDiffer;
  return errors;
}

export type AccessRequestOutcome =
  | { kind: "invalid"; errors: FieldErrors; message?: string }
  | { kind: "blocked"; seconds: number }
  | { kind: "requested" };

/**
 * A request for access. It reaches the admins only once its owner follows the single-use link e-mailed to the address
 * (valid REQUEST_CONFIRM_HOURS; only its hash is kept): nobody can ask for access as a colleague. The answer is the
 * same whether the address has an account or not, and costs the same (the password is hashed either way); the owner
 * of an address that has one is told by e-mail instead, and nothing of the account changes. A request not yet
 * confirmed is replaced by a newer one for its address (a new password, a new link; the old link stops working), so
 * a request made in someone else's name cannot keep them from asking.
 */
/** Who is asking and why, as the sign-up form sends them: filled in, within their limits, without edge spaces. */
const requestDetails = z.object({
  name: z.string().trim().min(1, authMessages.nameMissing).max(REQUEST_NAME_MAX, authMessages.nameTooLong),
  reason: z.string().trim().min(1, authMessages.reasonMissing).max(REQUEST_REASON_MAX, authMessages.reasonTooLong),
});

export async function requestAccess(
  deps: AuthDeps,
  input: { name: string; email: string; reason: string; password: string; confirm: string },
  attempt: Attempt,
): Promise<AccessRequestOutcome> {
  // In the form's order, so the error summary lists them as the fields come.
  const details = requestDetails.safeParse({ name: input.name, reason: input.reason });
  const detailErrors = details.success ? {} : z.flattenError(details.error).fieldErrors;
  const errors: FieldErrors = {};
  if (detailErrors.name) errors.name = detailErrors.name[0]!;
  const emailError = emailProblem(input.email);
  if (emailError) errors.email = emailError;
  if (detailErrors.reason) errors.reason = detailErrors.reason[0]!;
  Object.assign(errors, newPasswordErrors(input.password, input.confirm, input.email.trim()));
  if (!details.success || Object.keys(errors).length > 0) {
    const empty =
      [input.name, input.email, input.reason].some((value) => !value.trim()) || !input.password || !input.confirm;
    return { kind: "invalid", errors, message: empty ? authMessages.fillInAll : undefined };
  }

  const { db } = deps.database;
  const clientKey = attempt.clientAddress
    ? throttleKey(deps.keys, "access-request:client", attempt.clientAddress)
    : null;
  if (clientKey) {
    // Every request counts, reserved in one statement before the work, so requests sent at once cannot pass together.
    const reserved = await reserveAttempt(db, clientKey, accessRequestPolicy, attempt.now);
    if (!reserved.allowed) return { kind: "blocked", seconds: reserved.wait };
  }

  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const clientHash = clientHashOf(deps.keys.audit, attempt.clientAddress);
  const token = newLinkToken();
  const key = await outboxKey(deps.database);
  await inTransaction(deps.database, async ({ db }) => {
    await removeExpiredRequests(db, attempt.now);
    const request = {
      password_hash: passwordHash,
      created_at: attempt.now.toISOString(),
      request_token_hash: linkHashOf(token),
      request_name: details.data.name,
      request_reason: details.data.reason,
    };
    // One statement, so two requests at once for one address cannot both make an account: a new address gets a
    // pending account; one whose request is still unconfirmed gets this request in its place; any other is left as it is.
    const made = await db
      .insertInto("staff_accounts")
      .values({ email, role: "staff", state: "pending", ...request })
      .onConflict((oc) =>
        oc
          .column("email")
          .doUpdateSet(request)
          .where("staff_accounts.state", "=", "pending")
          .where("staff_accounts.request_confirmed_at", "is", null),
      )
      .returning("id")
      .executeTakeFirst();
    if (made) {
      await recordAudit(db, { action: "access-requested", accountId: made.id, clientHash }, attempt.now);
      const link = requestLinkOf(token, getBusinessDetails().siteUrl);
      await queueStaffMail(
        db,
        { kind: "staff-confirm-request", to: email, payload: { link }, key },
        attempt.now.getTime(),
      );
      return;
    }
    const existing = await db
      .selectFrom("staff_accounts")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await recordAudit(
      db,
      { action: "access-requested", accountId: existing.id, clientHash, details: { existing: true } },
      attempt.now,
    );
    await queueStaffMail(db, { kind: "staff-address-in-use", to: email }, attempt.now.getTime());
  });
  nudgeMailWorker();
  return { kind: "requested" };
}

/** A request whose link is still unused and in time, by the link's token. */
const openRequest = (db: Queryable, token: string, now: Date) =>
  db
    .selectFrom("staff_accounts")
    .where("request_token_hash", "=", linkHashOf(token))
    .where("state", "=", "pending")
    .where("request_confirmed_at", "is", null)
    .where("created_at", ">", new Date(now.getTime() - REQUEST_CONFIRM_HOURS * 3_600_000).toISOString());

/** Whether a request's link can still be followed (the page that confirms it shows its button only then). */
export async function canConfirmRequest(db: Queryable, token: string, now: Date): Promise<boolean> {
  if (!isLinkToken(token)) return false;
  return (await openRequest(db, token, now).select("id").executeTakeFirst()) !== undefined;
}

/**
 * The owner of the address follows the request's link (and presses the button: a mail scanner that opens links does
 * not confirm anything): the request is confirmed, reaches the admins' list, and the link is used up. False when the
 * link is unknown, used or out of time.
 */
export async function confirmRequest(database: SiteDatabase, token: string, now: Date): Promise<boolean> {
  if (!isLinkToken(token)) return false;
  const accountId = await inTransaction(database, async ({ db }) => {
    const confirmable = await openRequest(db, token, now).select("id").executeTakeFirst();
    if (!confirmable) return null;
    await db
      .updateTable("staff_accounts")
      .set({ request_confirmed_at: now.toISOString(), request_token_hash: null })
      .where("id", "=", confirmable.id)
      .execute();
    await recordAudit(db, { action: "access-confirmed", accountId: confirmable.id }, now);
    return confirmable.id;
  });
  return accountId !== null;
}

/** Removes the requests whose link was not followed in time (each request for access, and the daily purge, calls it). */
export async function removeExpiredRequests(db: Queryable, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("staff_accounts")
    .where("state", "=", "pending")
    .where("request_confirmed_at", "is", null)
    .where("created_at", "<=", new Date(now.getTime() - REQUEST_CONFIRM_HOURS * 3_600_000).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The ids of the active admins, read in the caller's transaction. On PostgreSQL their rows are locked (in id order,
 * so two callers cannot deadlock) until the transaction ends: two admins demoted or disabled at once are then checked
 * one after the other, and the second sees the first's change. On SQLite every transaction begins IMMEDIATE
 * (db.server.ts), so writers already run one at a time.
 */
async function lockActiveAdmins(transaction: SiteTransaction): Promise<number[]> {
  const rows = await transaction.db
    .selectFrom("staff_accounts")
    .select("id")
    .where("role", "=", "admin")
    .where("state", "=", "active")
    .orderBy("id")
    .$if(transaction.database.dialect === "postgres", (query) => query.forUpdate())
    .execute();
  return rows.map((row) => row.id);
}

export type CreateAdminOutcome = { kind: "created"; id: number } | { kind: "refused"; reason: string };

/** The first admin (or another), from the command line only. Active at once; MFA is set up at the first sign-in. */
export async function createAdmin(
  database: SiteDatabase,
  rawEmail: string,
  password: string,
  now: Date,
): Promise<CreateAdminOutcome> {
  const emailError = emailProblem(rawEmail);
  if (emailError) return { kind: "refused", reason: emailError };
  const email = normaliseEmail(rawEmail);
  const problem = passwordProblem(password, email, contextWords(getBusinessDetails()));
  if (problem) return { kind: "refused", reason: problem };
  const passwordHash = await hashPassword(password);
  return inTransaction(database, async ({ db }) => {
    const inserted = await db
      .insertInto("staff_accounts")
      .values({
        email,
        password_hash: passwordHash,
        role: "admin",
        state: "active",
        created_at: now.toISOString(),
        approved_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { kind: "refused", reason: "An account with this email address already exists." } as const;
    await recordAudit(db, { action: "admin-created", accountId: inserted.id, details: { by: "command line" } }, now);
    return { kind: "created", id: inserted.id } as const;
  });
}

/** One row of the staff page. */
export interface StaffAccountSummary {
  id: number;
  email: string;
  role: StaffRole;
  state: "pending" | "active" | "disabled" | "invited";
  mfaEnrolled: boolean;
  /** May see job applicants (admins may whatever this says: app/auth/guard.server.ts `canSeeApplicants`). */
  recruiter: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  /** The name and reason a request for access gave (null for anyone else, and requests made before they were asked). */
  requestName: string | null;
  requestReason: string | null;
}

const iso = (value: string | Date | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : value;

export async function listAccounts(db: Queryable): Promise<StaffAccountSummary[]> {
  const rows = await db
    .selectFrom("staff_accounts")
    .select([
      "id",
      "email",
      "role",
      "state",
      "mfa_enrolled_at",
      "recruiter",
      "created_at",
      "last_sign_in_at",
      "request_name",
      "request_reason",
    ])
    // A request nobody has confirmed from its mailbox yet is not shown (nor can it be approved).
    .where((eb) => eb.or([eb("state", "!=", "pending"), eb("request_confirmed_at", "is not", null)]))
    .orderBy("state", "desc") // pending first, then disabled, then active
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    state: row.state,
    mfaEnrolled: row.mfa_enrolled_at !== null,
    recruiter: Boolean(Number(row.recruiter)),
    createdAt: iso(row.created_at)!,
    lastSignInAt: iso(row.last_sign_in_at),
    requestName: row.request_name,
    requestReason: row.request_reason,
  }));
}

/** What an admin can do to an account on the staff page. */
export type AccountChange =
  | { kind: "approve" }
  | { kind: "refuse" }
  | { kind: "role"; role: StaffRole }
  | { kind: "disable" }
  | { kind: "enable" };

export type AccountChangeOutcome = { kind: "done" } | { kind: "refused"; reason: string };

/**
 * One admin's change to one account, in one transaction with its audit entry. A role change or disabling ends that
 * person's sessions at once; the last active admin can be neither disabled nor demoted.
 */
export async function changeAccount(
  database: SiteDatabase,
  actor: StaffSession,
  accountId: number,
  change: AccountChange,
  now: Date,
): Promise<AccountChangeOutcome> {
  const outcome = await inTransaction(database, async (transaction): Promise<AccountChangeOutcome> => {
    const { db } = transaction;
    // Locked first, before the account is read, so what is read next is already what this change is checked against.
    const activeAdmins = await lockActiveAdmins(transaction);
    const account = await db
      .selectFrom("staff_accounts")
      .select(["id", "email", "role", "state", "request_confirmed_at"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    // A request not confirmed from its mailbox is not on the admins' list, so nothing can be done to it either.
    if (!account || (account.state === "pending" && account.request_confirmed_at === null))
      return { kind: "refused", reason: authMessages.accountGone };
    const at = now.toISOString();
    const audit = (action: Parameters<typeof recordAudit>[1]["action"], details?: Record<string, string>) =>
      recordAudit(db, { action, actorId: actor.account.id, accountId, details }, now);
    const lastAdmin = activeAdmins.length === 1 && activeAdmins[0] === accountId;
    // A request is let in by approving it only: a role, or disabling then enabling, would skip the approval.
    if ((change.kind === "role" || change.kind === "disable") && account.state === "pending")
      return { kind: "refused", reason: authMessages.approveFirst };

    switch (change.kind) {
      case "approve":
        if (account.state !== "pending") return { kind: "refused", reason: authMessages.notPending };
        await db
          .updateTable("staff_accounts")
          .set({ state: "active", approved_at: at, approved_by: actor.account.id })
          .where("id", "=", accountId)
          .execute();
        await audit("access-approved");
        await queueStaffMail(db, { kind: "staff-approved", to: account.email }, now.getTime());
        return { kind: "done" };
      case "refuse":
        if (account.state !== "pending") return { kind: "refused", reason: authMessages.notPending };
        await db.deleteFrom("staff_accounts").where("id", "=", accountId).execute();
        await audit("access-refused");
        return { kind: "done" };
      case "role":
        if (account.role === change.role) return { kind: "done" };
        if (lastAdmin) return { kind: "refused", reason: authMessages.lastAdmin };
        await db.updateTable("staff_accounts").set({ role: change.role }).where("id", "=", accountId).execute();
        await deleteSessionsOf(db, accountId);
        await audit("role-changed", { from: account.role, to: change.role });
        return { kind: "done" };
      case "disable":
        if (account.state === "disabled") return { kind: "done" };
        if (lastAdmin) return { kind: "refused", reason: authMessages.lastAdmin };
        await db.updateTable("staff_accounts").set({ state: "disabled" }).where("id", "=", accountId).execute();
        await deleteSessionsOf(db, accountId);
        await audit("account-disabled");
        return { kind: "done" };
      case "enable":
        if (account.state !== "disabled") return { kind: "done" };
        await db.updateTable("staff_accounts").set({ state: "active" }).where("id", "=", accountId).execute();
        await audit("account-enabled");
        return { kind: "done" };
    }
  });
  if (change.kind === "approve" && outcome.kind === "done") nudgeMailWorker();
  return outcome;
}

/**
 * An admin gives (`recruiter` true) or removes the permission to see job applicants (issue 27), in one transaction with
 * its audit entry naming the admin (actor) and the account. Active accounts only. It is read with the session on every
 * request, so it needs no sign-out: it holds from their next page. Asking for what it already is changes and audits
 * nothing (the same button posted twice).
 */
export async function setRecruiter(
  database: SiteDatabase,
  actor: StaffSession,
  accountId: number,
  recruiter: boolean,
  now: Date,
): Promise<AccountChangeOutcome> {
  return inTransaction(database, async ({ db }): Promise<AccountChangeOutcome> => {
    const account = await db
      .selectFrom("staff_accounts")
      .select(["state", "recruiter", "request_confirmed_at"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    if (!account || (account.state === "pending" && account.request_confirmed_at === null))
      return { kind: "refused", reason: authMessages.accountGone };
    if (account.state === "pending") return { kind: "refused", reason: authMessages.approveFirst };
    if (account.state !== "active") return { kind: "refused", reason: authMessages.enableFirst };
    if (Boolean(Number(account.recruiter)) === recruiter) return { kind: "done" };
    await db.updateTable("staff_accounts").set({ recruiter }).where("id", "=", accountId).execute();
    await recordAudit(
      db,
      { action: recruiter ? "recruiter-granted" : "recruiter-removed", actorId: actor.account.id, accountId },
      now,
    );
    return { kind: "done" };
  });
}

/** A link's token: 256 random bits. Only its SHA-256 is stored (`linkHashOf`). */
const newLinkToken = () => randomBytes(32).toString("base64url");
const linkHashOf = (token: string) => createHash("sha256").update(token).digest("hex");
/** A token as a link carries it: anything else is refused before the database is asked. */
const isLinkToken = (token: string) => token.length > 0 && token.length <= 100;

/** A link's purpose: an invitation makes an account; a password reset gives an existing one a new password. */
export type LinkPurpose = "invite" | "password-reset";

export type InviteOutcome = { kind: "invited"; token: string } | { kind: "invalid"; errors: FieldErrors };

/** Stores a single-use link (only its hash) and returns its token: 256 random bits. */
async function storeLink(
  db: Queryable,
  purpose: LinkPurpose,
  email: string,
  role: StaffRole,
  actorId: number,
  now: Date,
): Promise<string> {
  const token = newLinkToken();
  const hours = purpose === "invite" ? INVITE_HOURS : PASSWORD_RESET_HOURS;
  await db
    .insertInto("staff_invites")
    .values({
      id: linkHashOf(token),
      purpose,
      email,
      role,
      invited_by: actorId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + hours * 3_600_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * An invitation for an address that has no account yet: a single-use link, valid 72 hours. Only its hash is kept; the
 * link is shown to the admin once and e-mailed to the address (sealed in the outbox until sent).
 */
export async function createInvite(
  database: SiteDatabase,
  actor: StaffSession,
  input: { email: string; role: StaffRole },
  now: Date,
): Promise<InviteOutcome> {
  const emailError = emailProblem(input.email);
  if (emailError) return { kind: "invalid", errors: { email: emailError } };
  const email = normaliseEmail(input.email);
  const key = await outboxKey(database);
  const outcome = await inTransaction(database, async ({ db }) => {
    // A request nobody confirmed from the mailbox proves nothing: an admin's invitation takes its place.
    await db
      .deleteFrom("staff_accounts")
      .where("email", "=", email)
      .where("state", "=", "pending")
      .where("request_confirmed_at", "is", null)
      .execute();
    const existing = await db.selectFrom("staff_accounts").select("id").where("email", "=", email).executeTakeFirst();
    if (existing) return { kind: "invalid", errors: { email: authMessages.alreadyHasAccount } } as const;
    // A new invitation replaces the address's open one, whose link stops working: the staff page lists one invitation
    // an address, and an older link (perhaps for another role) must not still let its holder in.
    await removeOpenInvites(db, email, now);
    const token = await storeLink(db, "invite", email, input.role, actor.account.id, now);
    await recordAudit(db, { action: "invite-sent", actorId: actor.account.id, details: { role: input.role } }, now);
    await queueInviteMail(db, email, token, key, now);
    return { kind: "invited", token } as const;
  });
  if (outcome.kind === "invited") nudgeMailWorker();
  return outcome;
}

/** The invitation's e-mail with its link, sealed in the outbox until sent. */
async function queueInviteMail(db: Queryable, email: string, token: string, key: Buffer, now: Date) {
  await queueStaffMail(
    db,
    { kind: "staff-invite", to: email, payload: { link: inviteLinkOf(token, getBusinessDetails().siteUrl) }, key },
    now.getTime(),
  );
}

/** An invitation nobody has used yet and still in time, as the staff page lists it (one per address: the latest). */
export interface OpenInvite {
  email: string;
  role: StaffRole;
  /** Who made it; null when that account has since been removed. */
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

/** The open invitations, soonest to expire first: links not used, not revoked and still in time. */
export async function listOpenInvites(db: Queryable, now: Date): Promise<OpenInvite[]> {
  const rows = await db
    .selectFrom("staff_invites")
    .leftJoin("staff_accounts", "staff_accounts.id", "staff_invites.invited_by")
    .select([
      "staff_invites.email",
      "staff_invites.role",
      "staff_invites.created_at",
      "staff_invites.expires_at",
      "staff_accounts.email as invited_by",
    ])
    .where("staff_invites.purpose", "=", "invite")
    .where("staff_invites.used_at", "is", null)
    .where("staff_invites.expires_at", ">", now.toISOString())
    .orderBy("staff_invites.created_at", "desc")
    .execute();
  const latest = new Map<string, OpenInvite>();
  for (const row of rows) {
    if (latest.has(row.email)) continue;
    latest.set(row.email, {
      email: row.email,
      role: row.role,
      invitedBy: row.invited_by,
      createdAt: iso(row.created_at)!,
      expiresAt: iso(row.expires_at)!,
    });
  }
  return [...latest.values()].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
}

/** Removes the open invitation links of an address (their links stop working); how many there were. */
async function removeOpenInvites(db: Queryable, email: string, now: Date) {
  const removed = await db
    .deleteFrom("staff_invites")
    .where("purpose", "=", "invite")
    .where("email", "=", email)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning(["role", "created_at"])
    .execute();
  return removed;
}

export type OpenInviteOutcome = { kind: "invited"; token: string } | { kind: "refused"; reason: string };

/**
 * A new link for an open invitation, for another INVITE_HOURS, e-mailed again and shown to the admin once; the old
 * link stops working (its row goes: only the new link's hash is kept).
 */
export async function resendInvite(
  database: SiteDatabase,
  actor: StaffSession,
  rawEmail: string,
  now: Date,
): Promise<OpenInviteOutcome> {
  const email = normaliseEmail(rawEmail);
  const key = await outboxKey(database);
  const outcome = await inTransaction(database, async ({ db }) => {
    const removed = await removeOpenInvites(db, email, now);
    if (removed.length === 0) return { kind: "refused", reason: authMessages.invitationClosed } as const;
    // The latest one's role, the one the staff page lists: a database from before an invitation replaced the address's
    // open one (createInvite) may hold two.
    const { role } = removed.reduce((latest, row) => (iso(row.created_at)! > iso(latest.created_at)! ? row : latest));
    const token = await storeLink(db, "invite", email, role, actor.account.id, now);
    await recordAudit(db, { action: "invite-resent", actorId: actor.account.id, details: { role } }, now);
    await queueInviteMail(db, email, token, key, now);
    return { kind: "invited", token } as const;
  });
  if (outcome.kind === "invited") nudgeMailWorker();
  return outcome;
}

/** Withdraws an open invitation: its link stops working at once. */
export async function revokeInvite(
  database: SiteDatabase,
  actor: StaffSession,
  rawEmail: string,
  now: Date,
): Promise<{ kind: "done" } | { kind: "refused"; reason: string }> {
  const email = normaliseEmail(rawEmail);
  return inTransaction(database, async ({ db }) => {
    const removed = await removeOpenInvites(db, email, now);
    if (removed.length === 0) return { kind: "refused", reason: authMessages.invitationClosed } as const;
    await recordAudit(db, { action: "invite-revoked", actorId: actor.account.id }, now);
    return { kind: "done" } as const;
  });
}

/**
 * A password-reset link for an active account whose owner forgot the password: single-use, valid 24 hours. It sets a
 * new password and nothing else: signing in still needs the authenticator app (ASVS 5.0 V6.4.3), and every session
 * of the account ends when it is used.
 */
export async function createPasswordReset(
  database: SiteDatabase,
  actor: StaffSession,
  accountId: number,
  now: Date,
): Promise<{ kind: "made"; token: string; email: string } | { kind: "refused"; reason: string }> {
  const key = await outboxKey(database);
  const outcome = await inTransaction(database, async ({ db }) => {
    const account = await db
      .selectFrom("staff_accounts")
      .select(["email", "role", "state"])
      .where("id", "=", accountId)
      .executeTakeFirst();
    if (!account) return { kind: "refused", reason: authMessages.accountGone } as const;
    if (account.state !== "active") return { kind: "refused", reason: authMessages.resetNeedsActive } as const;
    const token = await storeLink(db, "password-reset", account.email, account.role, actor.account.id, now);
    await recordAudit(db, { action: "password-reset-sent", actorId: actor.account.id, accountId }, now);
    const link = inviteLinkOf(token, getBusinessDetails().siteUrl);
    await queueStaffMail(
      db,
      { kind: "staff-password-reset", to: account.email, payload: { link }, key },
      now.getTime(),
    );
    return { kind: "made", token, email: account.email } as const;
  });
  if (outcome.kind === "made") nudgeMailWorker();
  return outcome;
}

/** The link a token names, if it is unused and in time. */
export async function openInvite(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ email: string; role: StaffRole; purpose: LinkPurpose } | null> {
  if (!isLinkToken(token)) return null;
  const invite = await db
    .selectFrom("staff_invites")
    .select(["email", "role", "purpose", "expires_at", "used_at"])
    .where("id", "=", linkHashOf(token))
    .executeTakeFirst();
  if (!invite || invite.used_at || new Date(invite.expires_at).getTime() <= now.getTime()) return null;
  return { email: invite.email, role: invite.role, purpose: invite.purpose };
}

export type AcceptInviteOutcome =
  { kind: "accepted"; accountId: number } | { kind: "invalid"; errors: FieldErrors } | { kind: "gone" };

/** Thrown inside acceptInvite's transaction to roll it back: the link stays as it was. */
class LinkGone extends Error {}

/**
 * The person a link was made for chooses a password. An invitation makes an active account (the authenticator app is
 * set up next); a password reset sets the account's new password, ends its sessions and clears its sign-in locks (the
 * new password works at once, whoever has been guessing the old one). Either way the link is used up.
 * When it can do neither (the address has an account by now; the account is no longer active) nothing changes: the
 * answer is `gone` and the link is not marked used.
 */
export async function acceptInvite(
  { database, keys }: { database: SiteDatabase; keys: AuthKeys },
  token: string,
  input: { password: string; confirm: string },
  now: Date,
): Promise<AcceptInviteOutcome> {
  const invite = await openInvite(database.db, token, now);
  if (!invite) return { kind: "gone" };
  const errors = newPasswordErrors(input.password, input.confirm, invite.email);
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const passwordHash = await hashPassword(input.password);
  const at = now.toISOString();
  try {
    return await inTransaction(database, async ({ db }) => {
      const used = await db
        .updateTable("staff_invites")
        .set({ used_at: at })
        .where("id", "=", linkHashOf(token))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { kind: "gone" } as const;
      if (invite.purpose === "password-reset") {
        const account = await db
          .updateTable("staff_accounts")
          .set({ password_hash: passwordHash, password_changed_at: at })
          .where("email", "=", invite.email)
          .where("state", "=", "active")
          .returning("id")
          .executeTakeFirst();
        if (!account) throw new LinkGone();
        await deleteSessionsOf(db, account.id);
        await clearSignInLocks(db, keys, { id: account.id, email: invite.email });
        await recordAudit(db, { action: "password-reset", actorId: account.id, accountId: account.id }, now);
        return { kind: "accepted", accountId: account.id } as const;
      }
      const inserted = await db
        .insertInto("staff_accounts")
        .values({
          email: invite.email,
          password_hash: passwordHash,
          role: invite.role,
          state: "active",
          created_at: at,
          approved_at: at,
          password_changed_at: at,
        })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) throw new LinkGone();
      await recordAudit(db, { action: "invite-accepted", actorId: inserted.id, accountId: inserted.id }, now);
      return { kind: "accepted", accountId: inserted.id } as const;
    });
  } catch (error) {
    if (error instanceof LinkGone) return { kind: "gone" };
    throw error;
  }
}

export type PasswordChangeOutcome =
  { kind: "changed" } | { kind: "invalid"; errors: FieldErrors } | { kind: "blocked"; seconds: number };

/**
 * A signed-in person changes their password: the current one and a second-factor code are needed (the password counted
 * and logged like signing in: confirmPasswordAndCode); their other sessions end (this one stays).
 */
export async function changePassword(
  deps: AuthDeps,
  session: StaffSession,
  input: { current: string; code: string; password: string; confirm: string },
  attempt: Attempt,
): Promise<PasswordChangeOutcome> {
  const errors: FieldErrors = {};
  if (!input.current) errors["current-password"] = authMessages.currentMissing;
  if (!input.code.trim()) errors.code = authMessages.codeMissing;
  Object.assign(errors, newPasswordErrors(input.password, input.confirm, session.account.email));
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };

  const confirmed = await confirmPasswordAndCode(
    deps,
    session.account,
    { password: input.current, code: input.code },
    attempt,
  );
  if (typeof confirmed === "object") return { kind: "blocked", seconds: confirmed.blocked };
  if (!confirmed) return { kind: "invalid", errors: { "current-password": authMessages.currentOrCodeWrong } };

  const passwordHash = await hashPassword(input.password);
  await inTransaction(deps.database, async ({ db }) => {
    await db
      .updateTable("staff_accounts")
      .set({ password_hash: passwordHash, password_changed_at: attempt.now.toISOString() })
      .where("id", "=", session.account.id)
      .execute();
    await deleteSessionsOf(db, session.account.id, session.id);
    await recordAudit(
      db,
      {
        action: "password-changed",
        actorId: session.account.id,
        accountId: session.account.id,
        clientHash: clientHashOf(deps.keys.audit, attempt.clientAddress),
      },
      attempt.now,
    );
  });
  return { kind: "changed" };
}
