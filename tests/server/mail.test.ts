import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "#scripts/lib/server-process.ts";
import { inTransaction } from "#app/db.server/db.server.ts";
import type { DialectName } from "#app/db.server/dialect.ts";
import { storeSubmission } from "#app/enquiries/submissions.server.ts";
import { queueSubmissionMails } from "#app/mail/outbox.server.ts";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";

// The outbox's worker as processes, against a real SMTP server in this test process: `npm run worker` killed with
// SIGKILL between claiming an e-mail and sending it (the e-mail goes after the lease, once), two workers on one
// PostgreSQL sharing 500 e-mails (each sent once), a clean stop on SIGTERM, and the production server with and
// without SMTP_URL (one log line, /healthz's backlog, an e-mail as soon as an enquiry is stored).

const SECRET = "mail-test-secret-0123456789abcdef";
const OFFICE = "office@example.org";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface WorkerProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function startWorkerProcess(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, ["scripts/worker.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream.setEncoding("utf8").on("data", (text: string) => output.push(...text.split("\n").filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output, exited };
}

async function until(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** Stores `count` callback requests, each with its e-mail, as the forms do. */
async function queueEnquiries(test: TestDatabase, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const now = Date.now();
    await inTransaction(test.database, async (transaction) => {
      const stored = await storeSubmission(transaction, "callback", samples.callback.fields(`Caller ${index}`), {
        spamReason: null,
        idempotencyKey: null,
        onKeyReuse: "store",
        originPage: "/request-a-callback",
        requestId: null,
        now,
        duplicateWindowSeconds: 600,
      });
      if (stored === "key-reused") throw new Error("unexpected");
      await queueSubmissionMails(transaction, { id: stored.id, form: "callback", email: null, spam: false }, now);
    });
  }
}

describe.each(dialects)("the e-mail worker as a process, on %s", (dialect: DialectName) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await test?.dispose();
  });

  const workerEnv = () => ({
    DATABASE_URL: test.url,
    SMTP_URL: smtp.url,
    NOTIFY_TO: OFFICE,
    SITE_SECRET: SECRET,
    MAIL_LEASE_SECONDS: "3",
    MAIL_POLL_SECONDS: "1",
  });

  it("killed (SIGKILL) after claiming and before sending: the e-mail is sent after its lease, once", async () => {
    await queueEnquiries(test, 1);
    smtp.stallMailFrom = true;
    const first = startWorkerProcess(workerEnv());
    await until(() => smtp.mailFromSeen >= 1, "the first worker to start sending");
    const claimed = await test.database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(claimed.lease_token).not.toBeNull();
    expect(Number(claimed.attempts)).toBe(1);
    const leaseEnds = Number(claimed.next_attempt_ms);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull(); // killed, not exited
    smtp.stallMailFrom = false;

    const second = startWorkerProcess(workerEnv());
    try {
      await smtp.waitForMails(1, 20_000);
      expect(Date.now()).toBeGreaterThanOrEqual(leaseEnds);
      await sleep(2_500); // two more polls: nothing else goes
      expect(smtp.received).toHaveLength(1);
      const row = await test.database.db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ state: "sent", lease_token: null });
      expect(Number(row.attempts)).toBe(2);
      expect(smtp.received[0]!.messageId).toBe(row.message_id);
    } finally {
      second.child.kill("SIGTERM");
    }
    expect(await second.exited).toBe(0);
    expect(second.output.join("\n")).toContain("SIGTERM received: stopping the e-mail worker");
  });
});

describe.runIf(dialects.includes("postgres"))("two workers on one PostgreSQL", () => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    test = await createTestDatabase("postgres");
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await test?.dispose();
  });

  it("500 queued e-mails: 500 arrive, no Message-ID twice, each row sent once", async () => {
    await queueEnquiries(test, 500);
    const env = {
      DATABASE_URL: test.url,
      SMTP_URL: smtp.url,
      NOTIFY_TO: OFFICE,
      SITE_SECRET: SECRET,
      MAIL_POLL_SECONDS: "1",
    };
    const workers = [startWorkerProcess(env), startWorkerProcess(env)];
    try {
      await smtp.waitForMails(500, 90_000);
      await sleep(2_500);
    } finally {
      for (const worker of workers) worker.child.kill("SIGTERM");
    }
    expect(await Promise.all(workers.map((worker) => worker.exited))).toEqual([0, 0]);
    expect(smtp.received).toHaveLength(500);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(500);
    const rows = await test.database.db.selectFrom("outbox").select(["state", "attempts"]).execute();
    expect(rows.every((row) => row.state === "sent" && Number(row.attempts) === 1)).toBe(true);
  });
});

describe("the production server and e-mail", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "server-mail-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const post = (url: string, name: string) =>
    fetch(`${url}/api/submit-callback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(samples.callback.fields(name)),
    });

  it("without SMTP_URL: starts, says so in one log line, keeps the e-mails and reports them at /healthz", async () => {
    const server = await startServer(
      { DATABASE_URL: path.join(dir, "off.db"), SITE_SECRET: SECRET },
      { capture: true },
    );
    try {
      expect(server.output.filter((line) => line.includes("E-mail notifications are off"))).toHaveLength(1);
      expect((await fetch(`${server.url}/healthz`).then((answer) => answer.json())).mail).toEqual({
        configured: false,
        waiting: 0,
        oldestWaitingSeconds: null,
        failed: 0,
      });
      expect((await post(server.url, "Wendy Waiting")).status).toBe(201);
      await sleep(1_100);
      const health = await fetch(`${server.url}/healthz`).then((answer) => answer.json());
      expect(health.mail).toMatchObject({ configured: false, waiting: 1, failed: 0 });
      expect(health.mail.oldestWaitingSeconds).toBeGreaterThanOrEqual(1);
      expect(JSON.stringify(health)).not.toContain("Wendy");
    } finally {
      await server.stop();
    }
  });

  it("with SMTP_URL: an enquiry's e-mail goes at once (the poll is a minute away); SIGTERM stops cleanly", async () => {
    const smtp = await startSmtpServer();
    const server = await startServer(
      {
        DATABASE_URL: path.join(dir, "on.db"),
        SITE_SECRET: SECRET,
        SMTP_URL: smtp.url,
        NOTIFY_TO: OFFICE,
        MAIL_POLL_SECONDS: "60",
      },
      { capture: true },
    );
    try {
      expect(server.output.join("\n")).toContain(`E-mail notifications on: sent through ${smtp.url}`);
      expect((await post(server.url, "Nora Zebedee")).status).toBe(201);
      await smtp.waitForMails(1, 5_000);
      expect(smtp.received[0]!.subject).toBe("New callback request");
      expect(smtp.received[0]!.text).toContain("First name: Nora");
      expect((await fetch(`${server.url}/healthz`).then((answer) => answer.json())).mail).toEqual({
        configured: true,
        waiting: 0,
        oldestWaitingSeconds: null,
        failed: 0,
      });
      const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
      server.process.kill("SIGTERM");
      expect(await exited).toBe(0);
      // No visitor value in the log (the first name is only in the e-mail).
      expect(server.output.join("\n")).not.toContain("Zebedee");
    } finally {
      await server.stop();
      await smtp.close();
    }
  });
});
