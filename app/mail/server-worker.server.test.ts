import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { closeDatabase, inTransaction } from "#app/db.server/db.server.ts";
import { queueSubmissionMails } from "#app/mail/outbox.server.ts";
import { nudgeMailWorker, startServerMailWorker, stopServerMailWorker } from "#app/mail/server-worker.server.ts";
import { captureLog } from "#tests/support/log-lines.ts";

// The mail worker inside the production server, as the server starts and stops it, on a real SQLite database (the
// site's own, through DATABASE_URL) and a real SMTP server in this process: the one log line it gives at the start
// (e-mails off and how many wait, left to `npm run worker`, or on and through which server), the lease and poll
// interval it takes from the configuration, its nudge, and its stop.

const SITE = "https://care.example.org";
const OFFICE = "office@example.org";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the server's mail worker", () => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    test = await createTestDatabase("sqlite");
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await stopServerMailWorker();
    await closeDatabase();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    resetEnvForTests();
    smtp.received.length = 0;
    smtp.answerDelayMs = 0;
    await test.database.db.deleteFrom("submissions").execute();
  });
  afterAll(async () => {
    await smtp.close();
    await test.dispose();
  });

  /** The site's configuration for one test: its database is the test's, unless `settings` names another. */
  function configure(settings: Record<string, string> = {}) {
    vi.unstubAllEnvs();
    vi.stubEnv("SITE_URL", SITE);
    vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
    vi.stubEnv("DATABASE_URL", test.url);
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    resetEnvForTests();
  }

  /** A callback request, due tomorrow (so nobody is told it is overdue), and its e-mail to the office. */
  async function queueEnquiry(): Promise<number> {
    const now = Date.now();
    const id = await seedEnquiry(test.database.db, { form: "callback", createdAt: now, dueAt: now + 86_400_000 });
    await inTransaction(test.database, (transaction) =>
      queueSubmissionMails(transaction, { id, form: "callback", email: null, spam: false }, now),
    );
    return id;
  }

  const outboxRows = () => test.database.db.selectFrom("outbox").selectAll().orderBy("id").execute();

  it("without SMTP_URL: one warning that e-mails wait, with how many, or that the database cannot be reached to count them", async () => {
    configure();
    await queueEnquiry();
    await queueEnquiry();
    const lines = captureLog();
    await startServerMailWorker();
    await closeDatabase();
    configure({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/nowhere" });
    await startServerMailWorker();
    const off = (waiting: string) =>
      `E-mail notifications are off: SMTP_URL is not set. Enquiries are stored and shown at /admin as always; their e-mails wait in the outbox (${waiting}) and are sent once SMTP_URL is set.`;
    expect(lines).toEqual([
      { level: "warn", message: off("2 waiting") },
      { level: "warn", message: off("the database is not reachable to count them") },
    ]);
    expect((await outboxRows()).map((row) => row.state)).toEqual(["pending", "pending"]);
  });

  it("MAIL_WORKER=off: says who sends the e-mails, and sends none itself", async () => {
    configure({ SMTP_URL: smtp.url, NOTIFY_TO: OFFICE, MAIL_WORKER: "off" });
    await queueEnquiry();
    const lines = captureLog();
    await startServerMailWorker();
    nudgeMailWorker();
    await sleep(200);
    expect(lines).toEqual([
      {
        level: "info",
        message: "E-mails are sent by `npm run worker` (MAIL_WORKER=off): this server only queues them.",
      },
    ]);
    expect(smtp.received).toEqual([]);
    expect((await outboxRows()).map((row) => row.state)).toEqual(["pending"]);
  });

  it("with SMTP_URL: says where e-mails go, holds each for MAIL_LEASE_SECONDS, waits MAIL_POLL_SECONDS unless nudged, and stops", async () => {
    configure({ SMTP_URL: smtp.url, NOTIFY_TO: OFFICE, MAIL_LEASE_SECONDS: "2", MAIL_POLL_SECONDS: "60" });
    const lines = captureLog();
    await startServerMailWorker();
    expect(lines).toEqual([{ level: "info", message: `E-mail notifications on: sent through ${smtp.url}` }]);
    await sleep(150); // its first look found nothing: it waits a minute

    await queueEnquiry();
    await sleep(300);
    expect(smtp.received).toEqual([]);

    smtp.answerDelayMs = 600;
    nudgeMailWorker();
    await vi.waitFor(async () => expect((await outboxRows())[0]!.lease_token).not.toBeNull(), { timeout: 2_000 });
    // Held for the lease (2 s) from the claim, renewed while the mail server takes its time.
    const heldUntil = Number((await outboxRows())[0]!.next_attempt_ms) - Date.now();
    expect(heldUntil).toBeGreaterThan(1_000);
    expect(heldUntil).toBeLessThanOrEqual(2_000);
    await smtp.waitForMails(1, 3_000);
    await vi.waitFor(async () => expect((await outboxRows())[0]!.state).toBe("sent"), { timeout: 2_000 });

    // Stopped: a nudge finds no worker, and a second stop is nothing.
    await stopServerMailWorker();
    smtp.answerDelayMs = 0;
    await queueEnquiry();
    nudgeMailWorker();
    await sleep(300);
    expect(smtp.received).toHaveLength(1);
    await stopServerMailWorker();
    expect(lines).toHaveLength(1);
  });
});
