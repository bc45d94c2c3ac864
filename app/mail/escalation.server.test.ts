import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { LEASE_MS, useMailTest } from "#tests/support/mail-tests.ts";
import type { TestSmtpServer } from "#tests/support/smtp.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { closeDatabase } from "#app/db.server/db.server.ts";
import { healthReport } from "#app/health/health.server.ts";
import { escalationRecipients } from "#app/mail/addresses.server.ts";
import { ESCALATION_LOOKBACK_MS, overdueCount, queueEscalations } from "#app/mail/escalation.server.ts";
import { smtpSender } from "#app/mail/transport.server.ts";
import { startWorker } from "#app/mail/worker.server.ts";

// Nobody forgotten (issue 24, point 6), on SQLite and PostgreSQL, against a real SMTP server in this process: the
// outbox's worker e-mails ESCALATE_TO once for each enquiry that fell due with no call logged, never for spam, one
// already called or moved on, or one not due yet, and never twice. The e-mail names the form, the reference, how
// overdue and the link; never the person's name, phone, postcode or what they wrote. /healthz counts the overdue.

const SITE = "https://care.example.org";
const OFFICE = "office@example.org";
const ESCALATE = "duty-manager@example.org";
// Tuesday 24 November 2026, 10:00 UK time (GMT).
const NOW = Date.UTC(2026, 10, 24, 10, 0);
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stubMailEnv(escalateTo: string | null = ESCALATE) {
  vi.unstubAllEnvs();
  vi.stubEnv("NOTIFY_TO", OFFICE);
  if (escalateTo) vi.stubEnv("ESCALATE_TO", escalateTo);
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
  resetEnvForTests();
}

describe.each(dialects)("escalation of overdue enquiries on %s", (dialect) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  const mail = useMailTest(dialect, stubMailEnv);
  const sendDue = mail.sendDue;
  beforeAll(() => void ({ test, smtp } = mail));
  afterEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
  });

  it("one e-mail per overdue enquiry, none for spam, called, moved-on or not-yet-due ones, none a second time", async () => {
    const { db } = test.database;
    const overdue = await seedEnquiry(db, {
      createdAt: NOW - 3 * 60 * MINUTE,
      dueAt: NOW - 70 * MINUTE,
      name: "Ada Lovelace-Overdue",
      phone: "01632 960111",
      postcode: "ZZ9 9ZZ",
    });
    const assessment = await seedEnquiry(db, {
      form: "assessment",
      reference: "AB-CDE-FGH",
      createdAt: NOW - 5 * 60 * MINUTE,
      dueAt: NOW - 3 * 60 * MINUTE,
      name: "Bea Assessment",
    });
    await seedEnquiry(db, { createdAt: NOW - 3 * 60 * MINUTE, dueAt: NOW - 60 * MINUTE, spam: true });
    await seedEnquiry(db, {
      createdAt: NOW - 3 * 60 * MINUTE,
      dueAt: NOW - 60 * MINUTE,
      firstContactedAt: NOW - 2 * 60 * MINUTE,
      status: "contacted",
    });
    // A call logged ("no answer") leaves it at New: it is not forgotten.
    await seedEnquiry(db, {
      createdAt: NOW - 3 * 60 * MINUTE,
      dueAt: NOW - 60 * MINUTE,
      firstContactedAt: NOW - MINUTE,
    });
    await seedEnquiry(db, { createdAt: NOW - 3 * 60 * MINUTE, dueAt: NOW - 60 * MINUTE, status: "not-going-ahead" });
    const later = await seedEnquiry(db, { form: "callback", createdAt: NOW - 30 * MINUTE, dueAt: NOW + 10 * MINUTE });
    // Fell due more than a week ago: counted as overdue, not e-mailed about.
    await seedEnquiry(db, {
      createdAt: NOW - ESCALATION_LOOKBACK_MS - 3_600_000,
      dueAt: NOW - ESCALATION_LOOKBACK_MS - 1,
    });

    // The worker, its clock stopped at NOW: it looks once, finds the two, sends them.
    const worker = startWorker({
      database: async () => test.database,
      sender: smtpSender(smtp.url),
      leaseMs: LEASE_MS,
      pollMs: 20,
      clock: () => NOW,
      escalateTo: escalationRecipients(),
    });
    try {
      await smtp.waitForMails(2, 10_000);
    } finally {
      await worker.stop();
    }
    expect(smtp.received).toHaveLength(2);
    const [first, second] = smtp.received;
    expect(first!.to).toEqual([ESCALATE]);
    expect(first!.subject).toBe("Nobody has called yet: Free assessment request AB-CDE-FGH, overdue by 3 h");
    expect(first!.text).toContain(`${SITE}/admin/enquiries/${assessment}`);
    expect(second!.subject).toBe(`Nobody has called yet: Enquiry number ${overdue}, overdue by 1 h 10 min`);
    expect(second!.text).toContain("Form: Enquiry");
    expect(second!.text).toContain(`Enquiry number: ${overdue}`);
    expect(second!.text).toContain("Due: 24 Nov 2026, 08:50 (UK time)");
    expect(second!.text).toContain("Overdue by: 1 h 10 min");
    expect(second!.text).toContain(`${SITE}/admin/enquiries/${overdue}`);
    for (const mail of smtp.received) {
      for (const secret of ["Ada", "Lovelace", "Bea", "01632", "ZZ9", "MK9", "medication", "fall"]) {
        expect(mail.raw).not.toContain(secret);
      }
    }

    // A minute later: nothing new to tell, and nothing told twice.
    expect(await queueEscalations(test.database, NOW + MINUTE, escalationRecipients())).toBe(0);
    // Once the callback falls due, it alone.
    expect(await queueEscalations(test.database, NOW + 11 * MINUTE, escalationRecipients())).toBe(1);
    await sendDue(NOW + 11 * MINUTE);
    expect(smtp.received).toHaveLength(3);
    expect(smtp.received[2]!.subject).toBe(`Nobody has called yet: Callback request number ${later}, overdue by 1 min`);
    expect(await queueEscalations(test.database, NOW + 60 * MINUTE, escalationRecipients())).toBe(0);
    const escalated = await db.selectFrom("submissions").select("id").where("escalated_at", "is not", null).execute();
    expect(escalated.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual([overdue, assessment, later]);
  });

  it("two workers at once tell of each enquiry once; without ESCALATE_TO it goes to NOTIFY_TO", async () => {
    stubMailEnv(null);
    const { db } = test.database;
    for (let i = 0; i < 5; i++) await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW - i * MINUTE - 1 });
    const counts = await Promise.all([
      queueEscalations(test.database, NOW, escalationRecipients()),
      queueEscalations(test.database, NOW, escalationRecipients()),
    ]);
    expect(counts[0]! + counts[1]!).toBe(5);
    await sendDue(NOW);
    expect(smtp.received).toHaveLength(5);
    expect(new Set(smtp.received.map((mail) => mail.to.join()))).toEqual(new Set([OFFICE]));
  });

  it("enquiries due at the same moment are told of in the order they arrived, each as a staff escalation e-mail", async () => {
    const { db } = test.database;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW - MINUTE }));
    // A row written since is stored after the others (on PostgreSQL): the database may return them in any order.
    await db.updateTable("submissions").set({ name: "Seeded Again" }).where("id", "=", ids[0]!).execute();
    expect(await queueEscalations(test.database, NOW, escalationRecipients())).toBe(3);
    const queued = await db.selectFrom("outbox").select(["kind", "recipient"]).orderBy("id").execute();
    expect(queued).toEqual(Array.from({ length: 3 }, () => ({ kind: "staff-escalation", recipient: ESCALATE })));
    await sendDue(NOW);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(
      ids.map((id) => `Nobody has called yet: Enquiry number ${id}, overdue by 1 min`),
    );
  });

  // Row locks are PostgreSQL's: declared for it only, not skipped elsewhere (a skipped test in CI would hide a gap).
  (dialect === "postgres" ? it : () => undefined)(
    "on PostgreSQL a run passes over an enquiry another worker holds locked; the next run tells of it",
    async () => {
      const { db } = test.database;
      const locked = await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW - 2 * MINUTE });
      const free = await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW - MINUTE });
      const other = new pg.Client({ connectionString: test.url });
      await other.connect();
      await other.query("BEGIN");
      await other.query("SELECT id FROM submissions WHERE id = $1 FOR UPDATE", [locked]);
      const run = queueEscalations(test.database, NOW, escalationRecipients());
      try {
        expect(await Promise.race([run, sleep(2_000).then(() => "waited for the lock")])).toBe(1);
      } finally {
        await other.query("ROLLBACK");
        await other.end();
        await run;
      }
      const escalated = await db.selectFrom("submissions").select("id").where("escalated_at", "is not", null).execute();
      expect(escalated.map((row) => Number(row.id))).toEqual([free]);
      expect(await queueEscalations(test.database, NOW + MINUTE, escalationRecipients())).toBe(1);
    },
  );

  it("nobody to tell: nothing queued and nothing marked, so they are told once an address is set", async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await seedEnquiry(test.database.db, { createdAt: NOW - 3_600_000, dueAt: NOW - MINUTE });
    expect(escalationRecipients()).toEqual([]);
    expect(await queueEscalations(test.database, NOW, escalationRecipients())).toBe(0);
    stubMailEnv();
    expect(await queueEscalations(test.database, NOW, escalationRecipients())).toBe(1);
  });

  it("/healthz gives the number of overdue enquiries, however long ago they fell due", async () => {
    const { db } = test.database;
    await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW - MINUTE, name: "Counted One" });
    await seedEnquiry(db, { createdAt: NOW - 30 * 86_400_000, dueAt: NOW - 29 * 86_400_000 });
    await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW - MINUTE, spam: true });
    await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW + MINUTE });
    await seedEnquiry(db, { createdAt: NOW - 3_600_000, dueAt: NOW - MINUTE, firstContactedAt: NOW - 2 * MINUTE });
    expect(await overdueCount(db, NOW)).toBe(2);
    try {
      const report = await healthReport(test.url, { apiKey: undefined, locationId: "1-123456789" }, NOW);
      expect(report.enquiries).toEqual({ overdue: 2 });
      expect(JSON.stringify(report)).not.toContain("Counted");
    } finally {
      await closeDatabase();
    }
  });
});
