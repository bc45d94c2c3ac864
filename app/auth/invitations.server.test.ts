import { describe, expect, it, vi } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { signedInStaff, testKeys as keys } from "#tests/support/route-actions.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { jsonObjectOf } from "#app/db.server/rows.ts";
import type { StaffRole, StaffState } from "#app/db.server/schema.ts";
import {
  acceptInvite,
  changeAccount,
  createInvite,
  createPasswordReset,
  listOpenInvites,
  openInvite,
  resendInvite,
  revokeInvite,
  setRecruiter,
} from "#app/auth/accounts.server.ts";
import { authMessages } from "#app/auth/messages.ts";
import { openPayload } from "#app/mail/outbox.server.ts";
import { nudgeMailWorker } from "#app/mail/server-worker.server.ts";

// Invitations as the staff page lists, resends and revokes them, and the recruiter permission an admin gives or
// removes (app/auth/accounts.server.ts): what each returns, stores and logs, what it refuses and why, and when it wakes
// the mail worker. The worker is replaced by a spy: a wake-up is owed exactly when an e-mail was queued.

vi.mock("#app/mail/server-worker.server.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("#app/mail/server-worker.server.ts")>()),
  nudgeMailWorker: vi.fn(),
}));

const HOUR = 3_600_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const GOOD = "tea at four! tea at four!";

describe.each(dialects)("invitations and the recruiter permission on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const database = () => current().database;
  const db = () => current().database.db;
  let counter = 0;
  // Each test has its own month and its own addresses: invitations of one test are out of time in any other.
  const newStart = () => new Date(Date.UTC(2027, ++counter, 1, 9));
  const newEmail = () => `invited${++counter}@example.com`;
  const admin = async (now: Date) => (await signedInStaff(current(), "admin", now)).session;
  const account = (state: StaffState, role: StaffRole = "staff") =>
    insertStaffAccount(db(), keys, { email: newEmail(), passwordHash: null, role, state });

  /** How many times the mail worker was woken since the last look. */
  const nudges = vi.mocked(nudgeMailWorker);
  const wakeUps = () => {
    const count = nudges.mock.calls.length;
    nudges.mockClear();
    return count;
  };
  const audit = async (action: string) =>
    (await db().selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute()).map(
      (row) => ({
        actor: row.actor_id,
        account: row.account_id,
        details: jsonObjectOf(row.details),
      }),
    );
  /** The links of the invitation e-mails queued to an address, oldest first. */
  const invitationLinks = async (email: string) => {
    const mails = await db()
      .selectFrom("outbox")
      .select(["kind", "sealed_payload"])
      .where("recipient", "=", email)
      .orderBy("id")
      .execute();
    expect(mails.map((mail) => mail.kind)).toEqual(mails.map(() => "staff-invite"));
    return Promise.all(
      mails.map(async (mail) => ((await openPayload(database(), mail.sealed_payload)) as { link: string }).link),
    );
  };
  const linkOf = (token: string) => `http://localhost:3000/auth/invite/${token}`;
  const invite = async (actor: Awaited<ReturnType<typeof admin>>, email: string, role: StaffRole, now: Date) => {
    const outcome = await createInvite(database(), actor, { email, role }, now);
    if (outcome.kind !== "invited") throw new Error(`not invited: ${JSON.stringify(outcome)}`);
    return outcome.token;
  };
  const recruiterOf = async (id: number) =>
    Boolean(
      Number(
        (await db().selectFrom("staff_accounts").select("recruiter").where("id", "=", id).executeTakeFirstOrThrow())
          .recruiter,
      ),
    );

  describe("createInvite", () => {
    it("logs `invite-sent` with the admin and the role, and wakes the mail worker once for the e-mail it queued", async () => {
      const now = newStart();
      const actor = await admin(now);
      const email = newEmail();
      wakeUps();
      const token = await invite(actor, email, "admin", now);
      expect(wakeUps()).toBe(1);
      expect(await invitationLinks(email)).toEqual([linkOf(token)]);
      expect(await audit("invite-sent")).toContainEqual({
        actor: actor.account.id,
        account: null,
        details: { role: "admin" },
      });
    });

    it("queues nothing and wakes nothing when it refuses: an address with an account, or none", async () => {
      const now = newStart();
      const actor = await admin(now);
      const existing = await account("active");
      wakeUps();
      expect(await createInvite(database(), actor, { email: existing.email, role: "staff" }, now)).toEqual({
        kind: "invalid",
        errors: { email: authMessages.alreadyHasAccount },
      });
      expect(await createInvite(database(), actor, { email: "", role: "staff" }, now)).toEqual({
        kind: "invalid",
        errors: { email: authMessages.emailMissing },
      });
      expect(wakeUps()).toBe(0);
      expect(await invitationLinks(existing.email)).toEqual([]);
    });
  });

  // A second invitation left the first link working, though the page lists only the latest (an admin link hidden
  // behind a staff one), until 28 November 2026.
  it("a new invitation for an address replaces its open one: the older link stops working", async () => {
    const now = newStart();
    const actor = await admin(now);
    const email = newEmail();
    const first = await invite(actor, email, "admin", now);
    await invite(actor, email, "staff", at(now, HOUR));
    expect(await openInvite(db(), first, at(now, 2 * HOUR))).toBeNull();
  });

  describe("listOpenInvites", () => {
    it("gives each address's latest open invitation with who made it and when, soonest to expire first", async () => {
      const now = newStart();
      const [first, second] = [await admin(now), await admin(now)];
      const [early, late] = [newEmail(), newEmail()];
      await invite(first, late, "admin", now);
      await invite(second, early, "staff", at(now, HOUR));
      // Invited again later, as admin by the other admin: the list shows this one only.
      await invite(first, early, "admin", at(now, 2 * HOUR));
      await invite(second, late, "staff", at(now, 3 * HOUR));

      const listed = (await listOpenInvites(db(), at(now, 4 * HOUR))).filter((entry) =>
        [early, late].includes(entry.email),
      );
      expect(listed).toEqual([
        {
          email: early,
          role: "admin",
          invitedBy: first.account.email,
          createdAt: at(now, 2 * HOUR).toISOString(),
          expiresAt: at(now, 74 * HOUR).toISOString(),
        },
        {
          email: late,
          role: "staff",
          invitedBy: second.account.email,
          createdAt: at(now, 3 * HOUR).toISOString(),
          expiresAt: at(now, 75 * HOUR).toISOString(),
        },
      ]);
    });

    it("lists an invitation until just before its expiry, not at its expiry", async () => {
      const now = newStart();
      const actor = await admin(now);
      const email = newEmail();
      await invite(actor, email, "staff", now);
      const listed = async (time: Date) =>
        (await listOpenInvites(db(), time)).filter((entry) => entry.email === email).map((entry) => entry.email);
      expect(await listed(at(now, 72 * HOUR - 1))).toEqual([email]);
      expect(await listed(at(now, 72 * HOUR))).toEqual([]);
    });

    it("leaves out used invitations and password-reset links; names no inviter once that account is removed", async () => {
      const now = newStart();
      const actor = await admin(now);
      const [used, orphan] = [newEmail(), newEmail()];
      const token = await invite(actor, used, "staff", now);
      expect(
        await acceptInvite({ database: database(), keys }, token, { password: GOOD, confirm: GOOD }, at(now, HOUR)),
      ).toMatchObject({ kind: "accepted" });
      const active = await account("active");
      expect(await createPasswordReset(database(), actor, active.id, now)).toMatchObject({ kind: "made" });
      const leaving = await admin(now);
      await invite(leaving, orphan, "staff", now);
      await db().deleteFrom("staff_accounts").where("id", "=", leaving.account.id).execute();

      const listed = (await listOpenInvites(db(), at(now, 2 * HOUR))).filter((entry) =>
        [used, orphan, active.email].includes(entry.email),
      );
      expect(listed).toEqual([expect.objectContaining({ email: orphan, invitedBy: null })]);
    }, 30_000);
  });

  describe("resendInvite", () => {
    it("replaces the open link with a new one for another 72 hours and the same role, e-mails it and logs `invite-resent`", async () => {
      const now = newStart();
      const [inviter, resender] = [await admin(now), await admin(now)];
      const [email, bystander] = [newEmail(), newEmail()];
      const old = await invite(inviter, email, "admin", now);
      const untouched = await invite(inviter, bystander, "staff", now);
      wakeUps();

      const later = at(now, 72 * HOUR - 1);
      const outcome = await resendInvite(database(), resender, ` ${email.toUpperCase()} `, later);
      if (outcome.kind !== "invited") throw new Error(`not resent: ${JSON.stringify(outcome)}`);
      expect(wakeUps()).toBe(1);
      expect(await openInvite(db(), old, later)).toBeNull();
      expect(await openInvite(db(), outcome.token, at(later, 72 * HOUR - 1))).toEqual({
        email,
        role: "admin",
        purpose: "invite",
      });
      expect(await openInvite(db(), outcome.token, at(later, 72 * HOUR))).toBeNull();
      expect(await invitationLinks(email)).toEqual([linkOf(old), linkOf(outcome.token)]);
      expect(await audit("invite-resent")).toContainEqual({
        actor: resender.account.id,
        account: null,
        details: { role: "admin" },
      });
      // Another address's invitation stays as it was.
      expect(await openInvite(db(), untouched, later)).toMatchObject({ email: bystander });
    });

    it("refuses an invitation that was used, revoked or has expired (at its expiry, not a millisecond before), changing nothing", async () => {
      const now = newStart();
      const actor = await admin(now);
      const [used, revoked, expiring, unknown] = [newEmail(), newEmail(), newEmail(), newEmail()];
      const token = await invite(actor, used, "staff", now);
      await acceptInvite({ database: database(), keys }, token, { password: GOOD, confirm: GOOD }, now);
      await invite(actor, revoked, "staff", now);
      expect(await revokeInvite(database(), actor, revoked, now)).toEqual({ kind: "done" });
      const expiringToken = await invite(actor, expiring, "staff", now);
      const before = await audit("invite-resent");
      wakeUps();

      for (const email of [used, revoked, unknown])
        expect(await resendInvite(database(), actor, email, at(now, HOUR))).toEqual({
          kind: "refused",
          reason: authMessages.invitationClosed,
        });
      expect(await resendInvite(database(), actor, expiring, at(now, 72 * HOUR))).toEqual({
        kind: "refused",
        reason: authMessages.invitationClosed,
      });
      expect(wakeUps()).toBe(0);
      expect(await audit("invite-resent")).toEqual(before);
      for (const email of [used, revoked, expiring, unknown])
        expect(await invitationLinks(email)).toHaveLength(email === unknown ? 0 : 1);
      // The used link stays on record as used: refusing to resend it did not remove it.
      expect(await db().selectFrom("staff_invites").select("used_at").where("email", "=", used).execute()).toEqual([
        { used_at: expect.anything() },
      ]);

      const resent = await resendInvite(database(), actor, expiring, at(now, 72 * HOUR - 1));
      expect(resent).toMatchObject({ kind: "invited" });
      expect(await openInvite(db(), expiringToken, at(now, 72 * HOUR - 1))).toBeNull();
    }, 30_000);

    // A database from before 28 November 2026 may hold two. Neither database promises an order for the rows a DELETE
    // gives back, so both orders in the table are tried: the latest must be told by its time, not by where it is.
    it.each([
      ["the older (admin) stored first", ["older", "newer"]],
      ["the newer (staff) stored first", ["newer", "older"]],
    ] as const)(
      "with two open invitations for an address, %s, lists and resends the latest's role",
      async (_, order) => {
        const now = newStart();
        const actor = await admin(now);
        const email = newEmail();
        const invitations = {
          older: { role: "admin", created: now },
          newer: { role: "staff", created: at(now, HOUR) },
        } as const;
        for (const id of order) {
          const { role, created } = invitations[id];
          await db()
            .insertInto("staff_invites")
            .values({
              id: `${id}-${email}`,
              purpose: "invite",
              email,
              role,
              invited_by: actor.account.id,
              created_at: created.toISOString(),
              expires_at: at(created, 72 * HOUR).toISOString(),
              used_at: null,
            })
            .execute();
        }
        const listed = (await listOpenInvites(db(), at(now, 2 * HOUR))).filter((entry) => entry.email === email);
        expect(listed.map((entry) => entry.role)).toEqual(["staff"]);
        const outcome = await resendInvite(database(), actor, email, at(now, 2 * HOUR));
        if (outcome.kind !== "invited") throw new Error("not resent");
        expect(await openInvite(db(), outcome.token, at(now, 2 * HOUR))).toMatchObject({ role: "staff" });
        expect(await invitationLinks(email)).toHaveLength(1);
      },
    );

    it("keeps the role of the latest invitation, the one the staff page lists", async () => {
      const now = newStart();
      const actor = await admin(now);
      const email = newEmail();
      await invite(actor, email, "admin", now);
      await invite(actor, email, "staff", at(now, HOUR));
      const [listed] = (await listOpenInvites(db(), at(now, 2 * HOUR))).filter((entry) => entry.email === email);
      expect(listed!.role).toBe("staff");

      const outcome = await resendInvite(database(), actor, email, at(now, 2 * HOUR));
      if (outcome.kind !== "invited") throw new Error("not resent");
      expect(await openInvite(db(), outcome.token, at(now, 2 * HOUR))).toMatchObject({ role: "staff" });
    });
  });

  describe("revokeInvite", () => {
    it("withdraws an open invitation: its link stops working, it leaves the list and `invite-revoked` names the admin", async () => {
      const now = newStart();
      const actor = await admin(now);
      const email = newEmail();
      const token = await invite(actor, email, "staff", now);
      wakeUps();
      const time = at(now, 72 * HOUR - 1);
      expect(await revokeInvite(database(), actor, ` ${email.toUpperCase()}`, time)).toEqual({ kind: "done" });
      expect(wakeUps()).toBe(0);
      expect(await openInvite(db(), token, now)).toBeNull();
      expect((await listOpenInvites(db(), now)).filter((entry) => entry.email === email)).toEqual([]);
      expect(await audit("invite-revoked")).toContainEqual({ actor: actor.account.id, account: null, details: null });
    });

    it("refuses an invitation already revoked, used or expired (at its expiry), logging nothing", async () => {
      const now = newStart();
      const actor = await admin(now);
      const [revoked, used, expired] = [newEmail(), newEmail(), newEmail()];
      await invite(actor, revoked, "staff", now);
      await revokeInvite(database(), actor, revoked, now);
      const token = await invite(actor, used, "staff", now);
      await acceptInvite({ database: database(), keys }, token, { password: GOOD, confirm: GOOD }, now);
      const expiredToken = await invite(actor, expired, "staff", now);
      const before = await audit("invite-revoked");

      for (const [email, time] of [
        [revoked, now],
        [used, now],
        [expired, at(now, 72 * HOUR)],
      ] as const)
        expect(await revokeInvite(database(), actor, email, time)).toEqual({
          kind: "refused",
          reason: authMessages.invitationClosed,
        });
      expect(await audit("invite-revoked")).toEqual(before);
      // The expired link was left alone; it opens at no time after its expiry anyway.
      expect(await openInvite(db(), expiredToken, at(now, 72 * HOUR - 1))).toMatchObject({ email: expired });
    }, 30_000);
  });

  describe("setRecruiter", () => {
    it("gives and removes the permission on an active account, each logged with the admin and the account", async () => {
      const now = newStart();
      const actor = await admin(now);
      const person = await account("active");
      const other = await account("active");
      expect(await setRecruiter(database(), actor, person.id, true, now)).toEqual({ kind: "done" });
      expect([await recruiterOf(person.id), await recruiterOf(other.id)]).toEqual([true, false]);
      expect(await audit("recruiter-granted")).toContainEqual({
        actor: actor.account.id,
        account: person.id,
        details: null,
      });

      expect(await setRecruiter(database(), actor, person.id, false, at(now, HOUR))).toEqual({ kind: "done" });
      expect(await recruiterOf(person.id)).toBe(false);
      expect(await audit("recruiter-removed")).toContainEqual({
        actor: actor.account.id,
        account: person.id,
        details: null,
      });
    });

    it("asking for what it already is changes nothing and logs nothing (the same button posted twice)", async () => {
      const now = newStart();
      const actor = await admin(now);
      const person = await account("active");
      const logged = async () => [
        ...(await audit("recruiter-granted")).filter((entry) => entry.account === person.id),
        ...(await audit("recruiter-removed")).filter((entry) => entry.account === person.id),
      ];
      expect(await setRecruiter(database(), actor, person.id, false, now)).toEqual({ kind: "done" });
      expect([await recruiterOf(person.id), await logged()]).toEqual([false, []]);

      await setRecruiter(database(), actor, person.id, true, now);
      expect(await setRecruiter(database(), actor, person.id, true, now)).toEqual({ kind: "done" });
      expect(await recruiterOf(person.id)).toBe(true);
      expect(await logged()).toHaveLength(1);
    });

    it("refuses a disabled account and a request not yet approved; one unconfirmed or not there is gone", async () => {
      const now = newStart();
      const actor = await admin(now);
      const disabled = await account("disabled");
      const pending = await account("pending");
      const unconfirmed = await account("pending");
      await db()
        .updateTable("staff_accounts")
        .set({ request_confirmed_at: null })
        .where("id", "=", unconfirmed.id)
        .execute();
      const missing = Math.max(disabled.id, pending.id, unconfirmed.id) + 1000;

      for (const [id, reason] of [
        [disabled.id, authMessages.enableFirst],
        [pending.id, authMessages.approveFirst],
        [unconfirmed.id, authMessages.accountGone],
        [missing, authMessages.accountGone],
      ] as const) {
        expect(await setRecruiter(database(), actor, id, true, now)).toEqual({ kind: "refused", reason });
      }
      for (const { id } of [disabled, pending, unconfirmed]) expect(await recruiterOf(id)).toBe(false);
      expect(
        (await audit("recruiter-granted")).filter((entry) =>
          [disabled.id, pending.id, unconfirmed.id].includes(entry.account!),
        ),
      ).toEqual([]);
    });
  });

  describe("changeAccount", () => {
    it("wakes the mail worker once when an approval queues its e-mail; a refused approval or another change wakes nothing", async () => {
      const now = newStart();
      const actor = await admin(now);
      const pending = await account("pending");
      const other = await account("pending");
      const active = await account("active");
      wakeUps();
      expect(await changeAccount(database(), actor, pending.id, { kind: "approve" }, now)).toEqual({ kind: "done" });
      expect(wakeUps()).toBe(1);

      expect(await changeAccount(database(), actor, pending.id, { kind: "approve" }, now)).toEqual({
        kind: "refused",
        reason: authMessages.notPending,
      });
      for (const change of [
        { kind: "refuse" as const, id: other.id },
        { kind: "disable" as const, id: active.id },
        { kind: "enable" as const, id: active.id },
        { kind: "role" as const, id: active.id, role: "admin" as const },
      ]) {
        expect(await changeAccount(database(), actor, change.id, change, now)).toEqual({ kind: "done" });
      }
      expect(wakeUps()).toBe(0);
    });
  });
});
