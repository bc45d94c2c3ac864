import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { LEASE_MS, useMailTest } from "#tests/support/mail-tests.ts";
import type { TestSmtpServer } from "#tests/support/smtp.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { inTransaction } from "#app/db.server/db.server.ts";
import { deliveriesOf, mailConfigured, sendAgain } from "#app/mail/delivery.server.ts";
import { queueSubmissionMails } from "#app/mail/outbox.server.ts";
import type { MailSender } from "#app/mail/transport.server.ts";
import { claimNext, deliver } from "#app/mail/worker.server.ts";

// What staff see of an enquiry's e-mails, on SQLite and PostgreSQL, as the worker moves them on against a real SMTP
// server: each e-mail's kind, state, whether a worker holds it right now, and the one time that matters for its state
// (when it is next tried, or when it was sent or given up on); an admin's "send again", audited.

const SITE = "https://care.example.org";
const OFFICE = "office@example.org";
const T0 = Date.UTC(2026, 10, 23, 9, 0);
const iso = (ms: number) => new Date(ms).toISOString();

function stubMailEnv() {
  vi.unstubAllEnvs();
  vi.stubEnv("NOTIFY_TO", OFFICE);
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
  vi.stubEnv("ACKNOWLEDGE_VISITORS", "true");
  resetEnvForTests();
}

describe("mailConfigured", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("is true with SMTP_URL set, false without", () => {
    vi.stubEnv("NOTIFY_TO", OFFICE);
    vi.stubEnv("SMTP_URL", "smtps://mailer:secret@mail.example.org:465");
    resetEnvForTests();
    expect(mailConfigured()).toBe(true);
    vi.unstubAllEnvs();
    resetEnvForTests();
    expect(mailConfigured()).toBe(false);
  });
});

describe.each(dialects)("an enquiry's e-mails on %s", (dialect) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let sender: MailSender;
  const mail = useMailTest(dialect, stubMailEnv);
  beforeAll(() => void ({ test, smtp, sender } = mail));
  afterEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
  });

  it("each with its kind and state, held or not, and when it is next tried or when it was sent or given up on; sent again by an admin, audited", async () => {
    const { db } = test.database;
    const enquiry = await seedEnquiry(db, { form: "callback", createdAt: T0, dueAt: T0 + 3_600_000 });
    await db.updateTable("submissions").set({ email: "asha@example.org" }).where("id", "=", enquiry).execute();
    await inTransaction(test.database, (transaction) =>
      queueSubmissionMails(transaction, { id: enquiry, form: "callback", email: "asha@example.org", spam: false }, T0),
    );
    const waiting = { state: "pending", sending: false, attempts: 0, lastError: null, at: iso(T0) };
    const [first, second] = await deliveriesOf(db, enquiry);
    expect([first, second]).toEqual([
      { id: first!.id, kind: "enquiry", ...waiting },
      { id: second!.id, kind: "acknowledgement", ...waiting },
    ]);
    expect(await deliveriesOf(db, enquiry + 1)).toEqual([]);

    // The enquiry's e-mail is claimed: held by a worker, and its time is when the claim ends.
    const claimed = await claimNext(test.database, T0, LEASE_MS);
    expect(claimed!.id).toBe(first!.id);
    expect((await deliveriesOf(db, enquiry))[0]).toMatchObject({ sending: true, attempts: 1, at: iso(T0 + LEASE_MS) });
    // Sent a little later: its time is when it was sent, not when its claim would have ended.
    await deliver(test.database, sender, claimed!, { leaseMs: LEASE_MS, clock: () => T0 + 5_000 });
    // The acknowledgement is refused for now, then for good.
    smtp.refuse = () => ({ code: 451, message: "Try again later" });
    expect(await mail.sendDue(T0 + 6_000)).toEqual(["retry"]);
    expect((await deliveriesOf(db, enquiry))[1]).toEqual({
      id: second!.id,
      kind: "acknowledgement",
      state: "pending",
      sending: false,
      attempts: 1,
      lastError: "451 Try again later",
      at: iso(T0 + 6_000 + 60_000),
    });
    smtp.refuse = () => ({ code: 550, message: "Mailbox unavailable" });
    expect(await mail.sendDue(T0 + 66_000)).toEqual(["failed"]);
    expect(await deliveriesOf(db, enquiry)).toEqual([
      {
        id: first!.id,
        kind: "enquiry",
        state: "sent",
        sending: false,
        attempts: 1,
        lastError: null,
        at: iso(T0 + 5_000),
      },
      {
        id: second!.id,
        kind: "acknowledgement",
        state: "failed",
        sending: false,
        attempts: 2,
        lastError: "550 Mailbox unavailable",
        at: iso(T0 + 66_000),
      },
    ]);

    const later = new Date(T0 + 3_600_000);
    expect(await sendAgain(test.database, 1, enquiry, first!.id, later)).toBe(false); // sent, not failed
    expect(await sendAgain(test.database, 1, enquiry, second!.id, later)).toBe(true);
    // Waiting again from the admin's time, counted afresh; the last refusal stays shown until the next attempt.
    expect((await deliveriesOf(db, enquiry))[1]).toEqual({
      ...waiting,
      id: second!.id,
      kind: "acknowledgement",
      lastError: "550 Mailbox unavailable",
      at: iso(later.getTime()),
    });
    const audit = await db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "submission_id", "details"])
      .where("action", "=", "e-mail-sent-again")
      .execute();
    expect(
      audit.map((row) => ({
        ...row,
        details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
      })),
    ).toEqual([{ action: "e-mail-sent-again", actor_id: 1, submission_id: enquiry, details: { email: second!.id } }]);
  });
});
