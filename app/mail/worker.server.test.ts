import type { KyselyPlugin, OperationNode } from "kysely";
import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { dialects, type TestDatabase } from "#tests/support/databases.ts";
import { seedEnquiry } from "#tests/support/enquiry-rows.ts";
import { LEASE_MS, useMailTest } from "#tests/support/mail-tests.ts";
import type { TestSmtpServer } from "#tests/support/smtp.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { inTransaction, openDatabase, type SiteDatabase } from "#app/db.server/db.server.ts";
import { outboxKey, queueStaffMail, queueSubmissionMails } from "#app/mail/outbox.server.ts";
import { MAX_ATTEMPTS, retryDelayMs } from "#app/mail/retry.ts";
import { smtpSender, type MailSender } from "#app/mail/transport.server.ts";
import { claimNext, composeMail, deliver, failureReason, startWorker } from "#app/mail/worker.server.ts";
import { captureLog } from "#tests/support/log-lines.ts";

// The outbox's worker on its own, against a real SMTP server in this process and a real database: what a failed
// attempt leaves on the row and in the log (the e-mail's number, kind, attempt and the server's code, never its
// answer), the e-mails that cannot be written or have nobody to go to, the claim kept while a slow server answers,
// and the loop (its waits, nudges, stop, the escalation check once a minute, a database out of reach). The sending
// itself, retries over a day and leases between workers are in outbox.server.test.ts.

const SITE = "https://care.example.org";
const OFFICE = "office@example.org";
const DUTY = "duty-manager@example.org";
const T0 = Date.UTC(2026, 10, 23, 9, 0);
const MINUTE = 60_000;
const NOTHING_TO_SEND = "Nothing to send: the enquiry is gone, or there is no address to send to.";

function stubMailEnv() {
  vi.unstubAllEnvs();
  vi.stubEnv("NOTIFY_TO", OFFICE);
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
  resetEnvForTests();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds, looking every 10 ms; fails after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms`);
    await sleep(10);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("failureReason", () => {
  it("keeps the mail server's answer over the error's message, on one line, trimmed, at most 300 characters", () => {
    const refusal = { response: "  451 4.7.1 Greylisted,\r\n\r\ntry again later \n", message: "Message failed" };
    expect(failureReason(refusal)).toBe("451 4.7.1 Greylisted, try again later");
    // No answer from a mail server: the error's message, not its name.
    expect(failureReason(new Error("connect ECONNREFUSED 127.0.0.1:1"))).toBe("connect ECONNREFUSED 127.0.0.1:1");
    expect(failureReason("a plain refusal")).toBe("a plain refusal");
    expect(failureReason({ response: "x".repeat(300) })).toBe("x".repeat(300));
    expect(failureReason({ response: "y".repeat(301) })).toBe("y".repeat(300));
    expect(failureReason(new Error(" \r\n "))).toBe("Unknown error");
    // A sender may throw anything, nothing at all included.
    for (const thrown of [null, undefined, 42]) expect(failureReason(thrown)).toBe("Unknown error");
  });
});

describe.each(dialects)("the outbox's worker on %s", (dialect) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  let sender: MailSender;
  const mail = useMailTest(dialect, stubMailEnv);
  beforeAll(() => void ({ test, smtp, sender } = mail));
  afterEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
  });

  const outboxRows = () => test.database.db.selectFrom("outbox").selectAll().orderBy("id").execute();

  /** A callback request and its e-mails (an acknowledgement too when `email` is given and visitors are acknowledged). */
  async function queueEnquiry(now: number, email: string | null = null): Promise<number> {
    const id = await seedEnquiry(test.database.db, { form: "callback", createdAt: now, dueAt: now + 60 * MINUTE });
    await test.database.db.updateTable("submissions").set({ email }).where("id", "=", id).execute();
    await inTransaction(test.database, (transaction) =>
      queueSubmissionMails(transaction, { id, form: "callback", email, spam: false }, now),
    );
    return id;
  }

  /**
   * The same database, counting the statements that renew a claim (an UPDATE of `next_attempt_ms` alone): the only
   * trace a renewal leaves while the row is held, or once it is no longer held.
   */
  function countingRenewals(): { database: SiteDatabase; renewals: () => number } {
    let renewals = 0;
    const counter: KyselyPlugin = {
      transformQuery({ node }) {
        const update = node as OperationNode & { updates?: { column: { column: { name: string } } }[] };
        if (
          node.kind === "UpdateQueryNode" &&
          update.updates?.map((set) => set.column.column.name).join() === "next_attempt_ms"
        )
          renewals += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    return { database: { ...test.database, db: test.database.db.withPlugin(counter) }, renewals: () => renewals };
  }

  it("a refusal for now is a warning and tried again from the exact time on; a refusal for good an error; the log never quotes the server", async () => {
    const lines = captureLog();
    smtp.refuse = () => ({ code: 451, message: "Mailbox of ann@example.org is busy" });
    await queueEnquiry(T0);
    expect(await mail.sendDue(T0)).toEqual(["retry"]);
    const [waiting] = await outboxRows();
    expect(waiting).toMatchObject({ state: "pending", attempts: 1, lease_token: null, finished_ms: null });
    expect(Number(waiting!.next_attempt_ms)).toBe(T0 + MINUTE);
    expect(waiting!.last_error).toBe("451 Mailbox of ann@example.org is busy");
    expect(await mail.sendDue(T0 + MINUTE - 1)).toEqual([]);

    smtp.refuse = () => ({ code: 550, message: "No such user ann@example.org" });
    expect(await mail.sendDue(T0 + MINUTE)).toEqual(["failed"]);
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({
      state: "failed",
      attempts: 2,
      lease_token: null,
      last_error: "550 No such user ann@example.org",
    });
    expect(Number(failed!.finished_ms)).toBe(T0 + MINUTE);

    // The last attempt but one is tried again after its delay; the last one is given up on, 4xx or not.
    smtp.refuse = () => ({ code: 421, message: "Service not available" });
    await test.database.db
      .updateTable("outbox")
      .set({ state: "pending", attempts: MAX_ATTEMPTS - 2, next_attempt_ms: T0, finished_ms: null })
      .execute();
    expect(await mail.sendDue(T0)).toEqual(["retry"]);
    const [last] = await outboxRows();
    expect(last).toMatchObject({ state: "pending", attempts: MAX_ATTEMPTS - 1 });
    expect(Number(last!.next_attempt_ms)).toBe(T0 + retryDelayMs(MAX_ATTEMPTS - 1)!);
    expect(await mail.sendDue(Number(last!.next_attempt_ms))).toEqual(["failed"]);
    expect((await outboxRows())[0]).toMatchObject({ state: "failed", attempts: MAX_ATTEMPTS });

    const id = failed!.id;
    expect(lines).toEqual([
      { level: "warn", message: `E-mail ${id} (enquiry) not sent on attempt 1: 451; will be tried again` },
      { level: "error", message: `E-mail ${id} (enquiry) not sent on attempt 2: 550; given up` },
      {
        level: "warn",
        message: `E-mail ${id} (enquiry) not sent on attempt ${MAX_ATTEMPTS - 1}: 421; will be tried again`,
      },
      { level: "error", message: `E-mail ${id} (enquiry) not sent on attempt ${MAX_ATTEMPTS}: 421; given up` },
    ]);
    expect(smtp.received).toEqual([]);
  });

  it("no answer from a mail server: the log gives the error's code, else just 'error'; the row keeps the message", async () => {
    const lines = captureLog();
    await queueEnquiry(T0);
    const nobodyListens = smtpSender("smtp://127.0.0.1:1");
    const noCode: MailSender = {
      send: () => Promise.reject(new Error("The relay\nsaid no")),
      close() {},
    };
    try {
      const first = await claimNext(test.database, T0, LEASE_MS);
      expect(await deliver(test.database, nobodyListens, first!, { leaseMs: LEASE_MS, clock: () => T0 })).toBe("retry");
      expect((await outboxRows())[0]!.last_error).toBe("connect ECONNREFUSED 127.0.0.1:1");
      const second = await claimNext(test.database, T0 + MINUTE, LEASE_MS);
      const clock = () => T0 + MINUTE;
      expect(await deliver(test.database, noCode, second!, { leaseMs: LEASE_MS, clock })).toBe("retry");
    } finally {
      nobodyListens.close();
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ state: "pending", attempts: 2, last_error: "The relay said no" });
    expect(Number(row!.next_attempt_ms)).toBe(T0 + MINUTE + 2 * MINUTE);
    // A sender that rejects with nothing: tried again like any other failure, not left claimed.
    const rejectsWithNothing: MailSender = { send: () => Promise.reject(null), close() {} };
    const third = await claimNext(test.database, T0 + 3 * MINUTE, LEASE_MS);
    const later = () => T0 + 3 * MINUTE;
    expect(await deliver(test.database, rejectsWithNothing, third!, { leaseMs: LEASE_MS, clock: later })).toBe("retry");
    expect((await outboxRows())[0]).toMatchObject({ state: "pending", attempts: 3, last_error: "Unknown error" });
    expect(lines).toEqual([
      { level: "warn", message: `E-mail ${row!.id} (enquiry) not sent on attempt 1: ESOCKET; will be tried again` },
      { level: "warn", message: `E-mail ${row!.id} (enquiry) not sent on attempt 2: error; will be tried again` },
      { level: "warn", message: `E-mail ${row!.id} (enquiry) not sent on attempt 3: error; will be tried again` },
    ]);
  });

  it("nobody to send to, or a sealed link that does not open: failed at once with the reason, nothing sent or logged", async () => {
    vi.stubEnv("ACKNOWLEDGE_VISITORS", "true");
    resetEnvForTests();
    const lines = captureLog();
    // The visitor's address was removed after the acknowledgement was queued.
    const enquiry = await queueEnquiry(T0, "asha@example.org");
    await test.database.db.updateTable("submissions").set({ email: null }).where("id", "=", enquiry).execute();
    await queueStaffMail(test.database.db, { kind: "staff-approved", to: "" }, T0);
    const key = await outboxKey(test.database);
    await queueStaffMail(
      test.database.db,
      { kind: "staff-invite", to: "new.carer@example.org", payload: { link: `${SITE}/auth/invite/x` }, key },
      T0,
    );
    // SITE_SECRET changed, or the row was: the link cannot be opened, now or later.
    await test.database.db
      .updateTable("outbox")
      .set({ sealed_payload: "v1.not.a.seal" })
      .where("kind", "=", "staff-invite")
      .execute();

    expect(await mail.sendDue(T0 + 1_000)).toEqual(["sent", "failed", "failed", "failed"]);
    const rows = await outboxRows();
    expect(rows.map((row) => [row.kind, row.state, row.attempts, row.last_error, Number(row.finished_ms)])).toEqual([
      ["enquiry", "sent", 1, null, T0 + 1_000],
      ["acknowledgement", "failed", 1, NOTHING_TO_SEND, T0 + 1_000],
      ["staff-approved", "failed", 1, NOTHING_TO_SEND, T0 + 1_000],
      ["staff-invite", "failed", 1, "Could not be written: The sealed secret is malformed", T0 + 1_000],
    ]);
    expect(rows.every((row) => row.lease_token === null)).toBe(true);
    expect(smtp.received.map((received) => received.to)).toEqual([[OFFICE]]);
    // A send recorded in time says nothing.
    expect(lines).toEqual([]);
  });

  it("a row claimed before its enquiry was removed has nothing to write", async () => {
    vi.stubEnv("ACKNOWLEDGE_VISITORS", "true");
    resetEnvForTests();
    const enquiry = await queueEnquiry(T0, "asha@example.org");
    const claimed = [await claimNext(test.database, T0, LEASE_MS), await claimNext(test.database, T0, LEASE_MS)];
    expect(claimed.map((row) => row?.kind)).toEqual(["enquiry", "acknowledgement"]);
    await test.database.db.deleteFrom("submissions").where("id", "=", enquiry).execute();
    expect(await composeMail(test.database, claimed[0]!)).toBeNull();
    expect(await composeMail(test.database, claimed[1]!)).toBeNull();
  });

  it("a mail server slower than a third of the lease: the claim is renewed while it sends, and no longer once the outcome is written", async () => {
    const lines = captureLog();
    const leaseMs = 150;
    const { database, renewals } = countingRenewals();
    smtp.answerDelayMs = 400;
    for (const refusal of [null, { code: 451, message: "Try again later" }]) {
      smtp.refuse = () => refusal;
      await test.database.db.deleteFrom("outbox").execute();
      await queueEnquiry(Date.now());
      const row = await claimNext(test.database, Date.now(), leaseMs);
      const before = renewals();
      const sending = deliver(database, sender, row!, { leaseMs });
      await sleep(250);
      // Past the first lease's end, and still held.
      expect(Number((await outboxRows())[0]!.next_attempt_ms)).toBeGreaterThan(Date.now());
      expect(await sending).toBe(refusal ? "retry" : "sent");
      const during = renewals() - before;
      expect(during).toBeGreaterThanOrEqual(3);
      await sleep(leaseMs);
      expect(renewals() - before).toBe(during);
    }
    expect(lines.map((line) => line.level)).toEqual(["warn"]);
  });

  it("a claim taken over while the mail server answers: renewing stops at the first renewal that finds it gone; the late send is logged, not recorded", async () => {
    const lines = captureLog();
    const leaseMs = 150;
    const { database, renewals } = countingRenewals();
    smtp.answerDelayMs = 600;
    await queueEnquiry(Date.now());
    const row = await claimNext(test.database, Date.now(), leaseMs);
    const sending = deliver(database, sender, row!, { leaseMs });
    await sleep(120);
    // Another worker whose clock is past the lease takes the row.
    const other = await claimNext(test.database, Date.now() + 10 * leaseMs, LEASE_MS);
    expect(other).toMatchObject({ id: row!.id, attempts: 2 });
    const atTakeOver = renewals();
    expect(await sending).toBe("sent");
    expect(renewals() - atTakeOver).toBeLessThanOrEqual(2);
    expect((await outboxRows())[0]).toMatchObject({ state: "pending", attempts: 2, lease_token: other!.lease_token });
    expect(lines).toEqual([
      {
        level: "warn",
        message: `E-mail ${row!.id} was sent after its lease ended: another worker may send it again (the same Message-ID)`,
      },
    ]);
  });

  // Row locks are PostgreSQL's: declared for it only, not skipped elsewhere (a skipped test in CI would hide a gap).
  (dialect === "postgres" ? it : () => undefined)(
    "on PostgreSQL a claim passes over a row another worker holds locked, rather than waiting for it",
    async () => {
      await queueEnquiry(T0);
      await queueEnquiry(T0);
      const [first, second] = await outboxRows();
      const other = new pg.Client({ connectionString: test.url });
      await other.connect();
      await other.query("BEGIN");
      await other.query("SELECT id FROM outbox WHERE id = $1 FOR UPDATE", [first!.id]);
      const claim = claimNext(test.database, T0, LEASE_MS);
      try {
        expect(await Promise.race([claim, sleep(2_000).then(() => "waited for the lock")])).toMatchObject({
          id: second!.id,
        });
      } finally {
        await other.query("ROLLBACK");
        await other.end();
        await claim;
      }
    },
  );
});

describe("the worker's loop", () => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  const mail = useMailTest("sqlite", stubMailEnv);
  beforeAll(() => void ({ test, smtp } = mail));
  afterEach(async () => {
    await test.database.db.deleteFrom("submissions").execute();
  });

  /** The worker's `database` option, counting its calls (one a turn of the loop); `hold` keeps the next call waiting. */
  function databaseSource() {
    let calls = 0;
    let gate: Promise<void> | null = null;
    return {
      calls: () => calls,
      hold(): () => void {
        let release = () => {};
        gate = new Promise((resolve) => (release = resolve));
        return () => {
          gate = null;
          release();
        };
      },
      async database() {
        calls += 1;
        if (gate) await gate;
        return test.database;
      },
    };
  }

  const escalated = async (id: number) =>
    (
      await test.database.db
        .selectFrom("submissions")
        .select("escalated_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).escalated_at !== null;

  it("idle, it waits the poll interval and says nothing; a nudge or a stop that comes while it is busy is not lost", async () => {
    const lines = captureLog();
    // Overdue, but this worker has nobody to tell.
    const overdue = await seedEnquiry(test.database.db, {
      createdAt: Date.now() - 60 * MINUTE,
      dueAt: Date.now() - MINUTE,
    });
    const source = databaseSource();
    const worker = startWorker({
      database: source.database,
      sender: smtpSender(smtp.url),
      leaseMs: LEASE_MS,
      pollMs: 60_000,
    });
    await sleep(150);
    expect(source.calls()).toBe(1);

    // Nudged while it looks for e-mails: it looks again at once instead of waiting.
    let release = source.hold();
    worker.nudge();
    await until(() => source.calls() === 2);
    worker.nudge();
    release();
    await until(() => source.calls() === 3);
    await sleep(100);
    expect(source.calls()).toBe(3);

    // Stopped while it looks: it stops when that look ends, not a poll interval later.
    release = source.hold();
    worker.nudge();
    await until(() => source.calls() === 4);
    const stopped = worker.stop();
    release();
    const started = Date.now();
    await stopped;
    expect(Date.now() - started).toBeLessThan(1_000);

    expect(lines).toEqual([]);
    expect(await test.database.db.selectFrom("outbox").select("id").execute()).toEqual([]);
    expect(await escalated(overdue)).toBe(false);
  });

  it("a wait cut short by a nudge leaves no timer behind to swallow a later wake-up", async () => {
    const source = databaseSource();
    const worker = startWorker({
      database: source.database,
      sender: smtpSender(smtp.url),
      leaseMs: LEASE_MS,
      pollMs: 1_000,
    });
    await sleep(800);
    worker.nudge(); // the first wait (to 1 s) ends; the second lasts to about 1.8 s
    await sleep(300); // past the first wait's end
    expect(source.calls()).toBe(2);
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(300);
  });

  it("with somebody to tell, it looks for overdue enquiries once a minute, from the exact minute on, and waits for that in between", async () => {
    const lines = captureLog();
    const { db } = test.database;
    let now = T0;
    const first = await seedEnquiry(db, { createdAt: T0 - 60 * MINUTE, dueAt: T0 - MINUTE });
    const source = databaseSource();
    const worker = startWorker({
      database: source.database,
      sender: smtpSender(smtp.url),
      leaseMs: LEASE_MS,
      pollMs: 3_600_000,
      clock: () => now,
      escalateTo: [DUTY],
    });
    try {
      await smtp.waitForMails(1, 5_000);
      // The next look is a minute away: it waits, it does not spin.
      await sleep(100);
      const settled = source.calls();
      await sleep(200);
      expect(source.calls()).toBe(settled);

      const second = await seedEnquiry(db, { createdAt: T0 - 60 * MINUTE, dueAt: T0 });
      now = T0 + MINUTE - 1;
      worker.nudge();
      await sleep(150);
      expect(await escalated(second)).toBe(false);
      now = T0 + MINUTE;
      await smtp.waitForMails(2, 2_000);
      expect([await escalated(first), await escalated(second)]).toEqual([true, true]);
    } finally {
      await worker.stop();
    }
    expect(smtp.received.map((received) => received.to)).toEqual([[DUTY], [DUTY]]);
    expect(lines).toEqual([]);
  });

  it("a database out of reach: said at once, not again within the minute, said again after it", async () => {
    const lines = captureLog();
    const unreachable = openDatabase({ dialect: "postgres", url: "postgres://nobody@127.0.0.1:1/nowhere" });
    let now = T0;
    const worker = startWorker({
      database: async () => unreachable,
      sender: smtpSender(smtp.url),
      leaseMs: LEASE_MS,
      pollMs: 20,
      clock: () => now,
    });
    try {
      await until(() => lines.length === 1);
      await sleep(150);
      expect(lines).toHaveLength(1);
      now = T0 + MINUTE;
      await sleep(150);
      expect(lines).toHaveLength(1);
      now = T0 + MINUTE + 1;
      await until(() => lines.length === 2);
    } finally {
      await worker.stop();
      await unreachable.close();
    }
    const said = {
      level: "error",
      message: "The e-mail worker cannot reach the database: connect ECONNREFUSED 127.0.0.1:1",
    };
    expect(lines).toEqual([said, said]);
  });
});
