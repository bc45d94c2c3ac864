import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { dialects, type TestDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import type { TestSmtpServer } from "#tests/support/smtp.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { inTransaction } from "#app/db.server/db.server.ts";
import { migrationProvider } from "#app/db.server/migrations/index.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { storeSubmission } from "#app/enquiries/submissions.server.ts";
import { submitForm, type SubmissionContext } from "#app/forms/submit.server.ts";
import { deliveriesOf, outboxBacklog, sendAgain } from "#app/mail/delivery.server.ts";
import {
  ACKNOWLEDGEMENT_INTERVAL_MS,
  outboxKey,
  queueStaffMail,
  queueSubmissionMails,
} from "#app/mail/outbox.server.ts";
import { MAX_ATTEMPTS } from "#app/mail/retry.ts";
import { smtpSender, type MailSender } from "#app/mail/transport.server.ts";
import { claimNext, deliver, startWorker } from "#app/mail/worker.server.ts";
import { laterThan } from "#tests/support/migrations.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import { LEASE_MS, useMailTest } from "#tests/support/mail-tests.ts";

// The outbox against a real SMTP server in this process, on SQLite and PostgreSQL: what a submission puts in it (in
// its own transaction), what staff receive (and what they never receive), retries, refusals, leases, and the
// acknowledgement to visitors. The clock is passed in, so a day of retries takes no time.

const SITE = "https://care.example.org";
const OFFICE = "office@example.org";
const T0 = Date.UTC(2026, 10, 23, 9, 0);

/** The configuration of these tests: two addresses for callbacks, NOTIFY_TO for the rest; e-mail to visitors off. */
function stubMailEnv() {
  vi.unstubAllEnvs();
  vi.stubEnv("NOTIFY_TO", OFFICE);
  vi.stubEnv("NOTIFY_TO_CALLBACK", "callbacks@example.org, duty@example.org");
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("FORM_MIN_FILL_MS", "0");
  vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
  resetEnvForTests();
}

describe.each(dialects)("the outbox on %s", (dialect) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let sender: MailSender;
  const mail = useMailTest(dialect, stubMailEnv);
  const sendDue = mail.sendDue;
  beforeAll(() => void ({ test, smtp, sender } = mail));

  const context = (
    now = T0,
    signals: SubmissionContext["signals"] = { elapsedMs: "10000" },
  ): SubmissionContext<"store"> => ({
    request: { method: "POST", path: "/x", requestId: null, clientAddress: randomUUID() },
    signals,
    idempotencyKey: null,
    onKeyReuse: "store",
    originPage: "/x",
    database: test.database,
    now,
  });

  async function submit(
    form: FormName,
    fields: Record<string, unknown>,
    now = T0,
    signals?: SubmissionContext["signals"],
  ) {
    const outcome = await submitForm(form, fields, context(now, signals));
    if (outcome.kind !== "stored") throw new Error(`Not stored: ${JSON.stringify(outcome)}`);
    return outcome;
  }

  const outboxRows = () => test.database.db.selectFrom("outbox").selectAll().orderBy("id").execute();

  it("a submission arrives as one e-mail: the expected subject, first name, link; no health, care or contact details", async () => {
    const name = "Margaret Quill-Example";
    const stored = await submit("assessment", samples.assessment.fields(name));
    expect(await sendDue(T0)).toEqual(["sent"]);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe(`New free assessment request ${stored.reference}`);
    expect(mail!.to).toEqual([OFFICE]);
    expect(mail!.text).toContain("First name: Margaret");
    expect(mail!.text).toContain(`Reference: ${stored.reference}`);
    expect(mail!.text).toContain("Received: 23 Nov 2026, 09:00 (UK time)");
    expect(mail!.text).toContain(`${SITE}/admin/enquiries/${stored.id}`);
    expect(mail!.html).toContain(`href="${SITE}/admin/enquiries/${stored.id}"`);
    // Nothing else the visitor typed: surname, contact details, the cared-for person's name, health and care answers.
    const fields = samples.assessment.fields(name);
    const secrets = [
      "Quill",
      fields.phone,
      fields.email,
      fields.postcode,
      fields.personNeedingCare,
      "Grace",
      fields.specificRequirements,
      fields.additionalInfo,
      "Personal care",
      "Mobility",
      "Wheelchair",
      "dog",
    ];
    for (const secret of secrets) {
      expect(mail!.raw, String(secret)).not.toContain(String(secret));
      expect(mail!.text, String(secret)).not.toContain(String(secret));
    }
    expect(mail!.headerNames).toContain("auto-submitted");
    const [row] = await outboxRows();
    expect(row).toMatchObject({ state: "sent", attempts: 1, lease_token: null });
    expect(mail!.messageId).toBe(row!.message_id);
  });

  it("the subject says the form and (urgent); each form goes to its own addresses when set", async () => {
    await submit("quick-contact", samples["quick-contact"].fields("Una Urgent")); // "48hours": the most urgent choice
    await submit("callback", samples.callback.fields("Cal Back"));
    await submit("contact", samples.contact.fields("Con Tact"));
    expect(await sendDue(T0)).toEqual(["sent", "sent", "sent"]);
    const bySubject = Object.fromEntries(smtp.received.map((mail) => [mail.subject, mail]));
    expect(Object.keys(bySubject).sort()).toEqual([
      "New callback request",
      "New enquiry",
      "New quick contact request (urgent)",
    ]);
    expect(bySubject["New callback request"]!.to).toEqual(["callbacks@example.org", "duty@example.org"]);
    expect(bySubject["New enquiry"]!.to).toEqual([OFFICE]);
    expect(bySubject["New callback request"]!.text).not.toContain("Video consultation");
    expect(bySubject["New enquiry"]!.text).not.toContain("Mum needs help");
    expect(bySubject["New quick contact request (urgent)"]!.text).toContain("Urgency: Within 48 hours (urgent)");
    expect(bySubject["New enquiry"]!.text).toContain("Urgency: Within a week\n");
  });

  it("a name with CRLF and HTML is inert: no header added, escaped in the HTML", async () => {
    await submit("callback", {
      ...samples.callback.fields("x"),
      name: "<img/src=x/onerror=alert(1)>Ann\r\nBcc: thief@example.org\r\nSubject: Hacked",
    });
    expect(await sendDue(T0)).toEqual(["sent"]);
    const [mail] = smtp.received;
    expect(mail!.headerNames).not.toContain("bcc");
    expect(mail!.headerNames.filter((header) => header === "subject")).toHaveLength(1);
    expect(mail!.subject).toBe("New callback request");
    expect(mail!.to).toEqual(["callbacks@example.org", "duty@example.org"]);
    expect(mail!.raw).not.toContain("thief@example.org");
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).toContain("&#60;img/src=x/onerror=alert(1)&#62;Ann");
    expect(mail!.text).toContain("First name: <img/src=x/onerror=alert(1)>Ann\n");
  });

  it("a rollback of the submission's transaction leaves no outbox row; spam and duplicates bring no e-mail", async () => {
    await expect(
      inTransaction(test.database, async (transaction) => {
        const stored = await storeSubmission(transaction, "callback", samples.callback.fields("Rolled Back"), {
          spamReason: null,
          idempotencyKey: null,
          onKeyReuse: "store",
          originPage: "/x",
          requestId: null,
          now: T0,
          duplicateWindowSeconds: 600,
        });
        if (stored === "key-reused") throw new Error("unexpected");
        expect(
          await queueSubmissionMails(transaction, { id: stored.id, form: "callback", email: null, spam: false }, T0),
        ).toBe(1);
        throw new Error("the insert after it failed");
      }),
    ).rejects.toThrow("the insert after it failed");
    expect(await outboxRows()).toEqual([]);

    await submit("callback", samples.callback.fields("Bo Bot"), T0, { honeypot: "http://spam.example" });
    expect(await outboxRows()).toEqual([]);
    await submit("callback", samples.callback.fields("Dee Duplicate"));
    await submit("callback", samples.callback.fields("Dee Duplicate"));
    expect(await outboxRows()).toHaveLength(1);
  });

  it("a form's submission and its e-mail commit together: when the outbox refuses the row, the enquiry is not stored either", async () => {
    // The database refuses every outbox insert for this test; the visitor is then told to call, and nothing is half-kept
    // (an enquiry that staff would never hear about).
    const refuseOutbox =
      dialect === "sqlite"
        ? [sql`CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox refused'); END`]
        : [
            sql`CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox refused'; END $$`,
            sql`CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox()`,
          ];
    const allowOutbox =
      dialect === "sqlite"
        ? [sql`DROP TRIGGER refuse_outbox`]
        : [sql`DROP TRIGGER refuse_outbox ON outbox`, sql`DROP FUNCTION refuse_outbox()`];
    const storedNames = () =>
      test.database.db.selectFrom("submissions").select("name").where("name", "=", "Otto Outbox").execute();
    for (const statement of refuseOutbox) await statement.execute(test.database.db);
    try {
      const outcome = await submitForm("callback", samples.callback.fields("Otto Outbox"), context());
      expect(outcome.kind).toBe("failed");
      expect(await storedNames()).toEqual([]);
    } finally {
      for (const statement of allowOutbox) await statement.execute(test.database.db);
    }
    await submit("callback", samples.callback.fields("Otto Outbox"));
    expect(await storedNames()).toHaveLength(1);
    expect(await outboxRows()).toHaveLength(1);
  });

  it("refused three times for now (451), then accepted: exactly one e-mail, after growing waits", async () => {
    smtp.refuse = (offered) => (offered <= 3 ? { code: 451, message: "Try again later" } : null);
    await submit("callback", samples.callback.fields("Tess Retry"));
    const waits: number[] = [];
    let now = T0;
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await sendDue(now)).toEqual(["retry"]);
      const [row] = await outboxRows();
      expect(row).toMatchObject({ state: "pending", attempts: attempt, lease_token: null });
      expect(row!.last_error).toContain("Try again later");
      waits.push(Number(row!.next_attempt_ms) - now);
      // Not due a moment before its time.
      expect(await claimNext(test.database, Number(row!.next_attempt_ms) - 1, LEASE_MS)).toBeNull();
      now = Number(row!.next_attempt_ms);
    }
    expect(waits).toEqual([60_000, 120_000, 300_000]);
    expect(await sendDue(now)).toEqual(["sent"]);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.offered).toBe(4);
    expect(await outboxRows()).toMatchObject([{ state: "sent", attempts: 4, last_error: null }]);
    expect(await sendDue(now + 86_400_000)).toEqual([]);
  });

  it("keeps trying for more than 24 hours, then marks the row failed with the last reason", async () => {
    smtp.refuse = () => ({ code: 421, message: "Service not available" });
    await submit("callback", samples.callback.fields("Lou Longwait"));
    let now = T0;
    const outcomes: string[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcomes.push(...(await sendDue(now)));
      const [row] = await outboxRows();
      if (row!.state === "failed") break;
      now = Number(row!.next_attempt_ms);
    }
    expect(outcomes).toEqual([...Array<string>(MAX_ATTEMPTS - 1).fill("retry"), "failed"]);
    expect(now - T0).toBeGreaterThanOrEqual(24 * 3_600_000);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });
    expect(row!.last_error).toContain("Service not available");
    expect(smtp.received).toHaveLength(0);
  });

  it("a permanent refusal (550) fails the row at once; staff see why; an admin sends it again, audited", async () => {
    smtp.refuse = () => ({ code: 550, message: "Mailbox unavailable" });
    const stored = await submit("callback", samples.callback.fields("Perry Permanent"));
    expect(await sendDue(T0)).toEqual(["failed"]);
    const [failed] = await deliveriesOf(test.database.db, stored.id);
    expect(failed).toMatchObject({ kind: "enquiry", state: "failed", attempts: 1 });
    expect(failed!.lastError).toContain("Mailbox unavailable");
    expect(await outboxBacklog(test.database.db, T0)).toEqual({ waiting: 0, oldestSeconds: null, failed: 1 });

    smtp.refuse = () => null;
    smtp.answerDelayMs = 0;
    const later = new Date(T0 + 3_600_000);
    expect(await sendAgain(test.database, 1, stored.id + 1, failed!.id, later)).toBe(false); // not that enquiry's
    expect(await sendAgain(test.database, 1, stored.id, failed!.id, later)).toBe(true);
    expect(await sendAgain(test.database, 1, stored.id, failed!.id, later)).toBe(false); // no longer failed
    const audit = await test.database.db
      .selectFrom("audit_log")
      .select(["action", "submission_id", "actor_id"])
      .where("action", "=", "e-mail-sent-again")
      .execute();
    expect(audit).toEqual([{ action: "e-mail-sent-again", submission_id: stored.id, actor_id: 1 }]);
    expect(await sendDue(later.getTime())).toEqual(["sent"]);
    expect(smtp.received).toHaveLength(1);
    expect((await deliveriesOf(test.database.db, stored.id))[0]).toMatchObject({ state: "sent", attempts: 1 });
    // The same Message-ID as the first try.
    expect(smtp.received[0]!.messageId).toBe((await outboxRows())[0]!.message_id);
  });

  it("a claim holds the row for its lease: nobody else takes it, then anyone may, and the late holder cannot record", async () => {
    await submit("callback", samples.callback.fields("Lee Lease"));
    const claims = await Promise.all(Array.from({ length: 12 }, () => claimNext(test.database, T0, LEASE_MS)));
    const first = claims.filter((claim) => claim !== null);
    expect(first).toHaveLength(1);
    expect(await claimNext(test.database, T0 + LEASE_MS - 1, LEASE_MS)).toBeNull();
    const second = await claimNext(test.database, T0 + LEASE_MS, LEASE_MS);
    expect(second).toMatchObject({ id: first[0]!.id, attempts: 2 });
    expect(second!.lease_token).not.toBe(first[0]!.lease_token);
    // The first holder wakes up and sends: the mail goes, but the row stays with the second holder's claim.
    expect(await deliver(test.database, sender, first[0]!, { leaseMs: LEASE_MS, clock: () => T0 + LEASE_MS + 1 })).toBe(
      "sent",
    );
    expect((await outboxRows())[0]).toMatchObject({ state: "pending", lease_token: second!.lease_token });
    expect(await deliver(test.database, sender, second!, { leaseMs: LEASE_MS, clock: () => T0 + LEASE_MS + 2 })).toBe(
      "sent",
    );
    expect((await outboxRows())[0]).toMatchObject({ state: "sent", lease_token: null });
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(1);
  });

  it("a mail server slower than the lease: the sender keeps its claim, and two workers send the e-mail once", async () => {
    // The lease is 0.3 s and the mail server answers after 1.2 s: without renewing, the other worker would take the row
    // each time the lease ran out and send the e-mail again (the fault probe saw one e-mail sent four times).
    const leaseMs = 300;
    smtp.answerDelayMs = 1_200;
    const workers = [1, 2].map(() =>
      startWorker({ database: async () => test.database, sender: smtpSender(smtp.url), leaseMs, pollMs: 50 }),
    );
    try {
      await submit("callback", samples.callback.fields("Slow Server"), Date.now());
      await smtp.waitForMails(1, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // time for a second send to arrive, were there one
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    expect(smtp.offered).toBe(1);
    expect((await outboxRows())[0]).toMatchObject({ state: "sent", attempts: 1, lease_token: null });
  });

  it("an enquiry removed takes its e-mails with it; migration 0006 down and up keeps every enquiry", async () => {
    const kept = await submit("callback", samples.callback.fields("Kay Kept"));
    const removed = await submit("callback", samples.callback.fields("Rae Removed"));
    await test.database.db.deleteFrom("submissions").where("id", "=", removed.id).execute();
    expect((await outboxRows()).map((row) => row.submission_id)).toEqual([kept.id]);

    const before = await test.database.db.selectFrom("submissions").selectAll().orderBy("id").execute();
    const migrator = new Migrator({ db: test.database.db, provider: migrationProvider(dialect) });
    const down = await migrator.migrateTo("0005-inbox");
    expect(down.results?.map((result) => [result.migrationName, result.direction, result.status])).toEqual(
      (await laterThan("0005-inbox", dialect)).reverse().map((name) => [name, "Down", "Success"]),
    );
    const up = await migrator.migrateToLatest();
    expect(up.results?.map((result) => result.migrationName)).toEqual(await laterThan("0005-inbox", dialect));
    expect(await test.database.db.selectFrom("submissions").selectAll().orderBy("id").execute()).toEqual(before);
    expect(await outboxRows()).toEqual([]);
  });

  it("the backlog: how many wait and the oldest one's age", async () => {
    await submit("callback", samples.callback.fields("Old One"), T0);
    await submit("callback", samples.callback.fields("New One"), T0 + 60_000);
    expect(await outboxBacklog(test.database.db, T0 + 90_500)).toEqual({ waiting: 2, oldestSeconds: 90, failed: 0 });
  });

  it("acknowledges the visitor when asked: reference and next steps, nothing they wrote, one per address an hour, never spam", async () => {
    vi.stubEnv("ACKNOWLEDGE_VISITORS", "true");
    resetEnvForTests();
    const name = "Asha Acknowledged";
    const stored = await submit("assessment", samples.assessment.fields(name));
    await submit("contact", { ...samples.contact.fields("Asha Again"), email: "ASHA@example.org" }, T0 + 3_599_999);
    await submit("contact", { ...samples.contact.fields("Sam Spam"), email: "sam@example.org" }, T0, { honeypot: "x" });
    const rows = await outboxRows();
    expect(rows.map((row) => row.kind)).toEqual(["enquiry", "acknowledgement", "enquiry"]);
    await submit("contact", { ...samples.contact.fields("Asha Later"), email: "asha@example.org" }, T0 + 3_600_000);
    expect((await outboxRows()).map((row) => row.kind)).toEqual([
      "enquiry",
      "acknowledgement",
      "enquiry",
      "enquiry",
      "acknowledgement",
    ]);

    await sendDue(T0 + 3_600_000);
    const acknowledgements = smtp.received.filter((mail) => mail.to.includes("asha@example.org"));
    expect(acknowledgements).toHaveLength(2);
    const first = acknowledgements.find((mail) => mail.subject.includes(stored.reference!))!;
    expect(first.subject).toBe(`Your free assessment request: ${stored.reference}`);
    expect(first.text).toContain("We'll contact you within 1 hour to confirm.");
    expect(first.text).toContain(`Your reference: ${stored.reference}`);
    for (const secret of ["Asha", "Wheelchair", "dog", "01632 960400", "MK40"]) expect(first.raw).not.toContain(secret);
    expect(smtp.received.some((mail) => mail.to.includes("sam@example.org"))).toBe(false);
  });

  it("an acknowledgement's address is compared trimmed and in any case; a blank or missing address gets none", async () => {
    vi.stubEnv("ACKNOWLEDGE_VISITORS", "true");
    resetEnvForTests();
    /** A stored enquiry with this address, and how many e-mails it brings. */
    const queue = async (email: string | null, now = T0) => {
      const id = await seedEnquiry(test.database.db, { createdAt: now, dueAt: now + 3_600_000 });
      await test.database.db.updateTable("submissions").set({ email }).where("id", "=", id).execute();
      return inTransaction(test.database, (transaction) =>
        queueSubmissionMails(transaction, { id, form: "contact", email, spam: false }, now),
      );
    };
    expect(await queue(null)).toBe(1);
    expect(await queue("   ")).toBe(1);
    expect(await queue("Asha@Example.org")).toBe(2);
    expect(await queue("  ASHA@example.ORG ", T0 + ACKNOWLEDGEMENT_INTERVAL_MS - 1)).toBe(1);
    expect(await queue("asha@example.org", T0 + ACKNOWLEDGEMENT_INTERVAL_MS)).toBe(2);
    await test.database.db.deleteFrom("submissions").execute();
  });

  it("staff e-mails' links are sealed under the key named outbox-payload: rows sealed before an upgrade still open", async () => {
    expect(await outboxKey(test.database)).toEqual(await keyFor("outbox-payload", test.database));
    // Its own key: not one another part of the site uses.
    expect(await outboxKey(test.database)).not.toEqual(await keyFor("staff-draft", test.database));
  });

  it("staff e-mails: the link is sealed in the outbox and arrives in the e-mail", async () => {
    const link = `${SITE}/auth/invite/${"t".repeat(43)}`;
    const key = await outboxKey(test.database);
    await queueStaffMail(
      test.database.db,
      { kind: "staff-invite", to: "new.carer@example.org", payload: { link }, key },
      T0,
    );
    await queueStaffMail(test.database.db, { kind: "staff-address-in-use", to: "old.hand@example.org" }, T0);
    const stored = await test.database.db
      .selectFrom("outbox")
      .select(sql<string>`coalesce(sealed_payload, '')`.as("payload"))
      .execute();
    expect(stored.map((row) => row.payload).join(" ")).not.toContain("tttt");
    expect(await sendDue(T0)).toEqual(["sent", "sent"]);
    const invite = smtp.received.find((mail) => mail.to[0] === "new.carer@example.org")!;
    expect(invite.subject).toBe("You are invited to the Willowbrook Care staff pages");
    expect(invite.text).toContain(link);
    const inUse = smtp.received.find((mail) => mail.to[0] === "old.hand@example.org")!;
    expect(inUse.subject).toBe("Someone asked for access to the Willowbrook Care staff pages with your address");
    expect(inUse.text).toContain(`${SITE}/auth`);
  });

  it("the worker sends as soon as it is nudged, and stops cleanly", async () => {
    const worker = startWorker({
      database: async () => test.database,
      sender: smtpSender(smtp.url),
      leaseMs: LEASE_MS,
      pollMs: 60_000,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 100)); // the worker found nothing and waits a minute
      await submit("callback", samples.callback.fields("Nudge Me"), Date.now());
      worker.nudge();
      await smtp.waitForMails(1, 5_000);
    } finally {
      await worker.stop();
    }
    expect((await outboxRows())[0]).toMatchObject({ state: "sent" });
  });
});
