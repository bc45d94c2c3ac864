import { randomUUID } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { getBusinessDetails } from "#app/config/business.server.ts";
import type { SiteDatabase } from "#app/db.server/db.server.ts";
import type { OutboxTable } from "#app/db.server/schema.ts";
import { logLine } from "#app/utils/log.server.ts";
import { senderOf, staffRecipients } from "#app/mail/addresses.server.ts";
import { acknowledgementMail, enquiryMail, staffMail, type MailContent } from "#app/mail/messages.server.ts";
import { queueEscalations } from "#app/mail/escalation.server.ts";
import { openPayload } from "#app/mail/outbox.server.ts";
import { MAX_ATTEMPTS, retryDelayMs } from "#app/mail/retry.ts";
import type { MailSender, OutgoingMail } from "#app/mail/transport.server.ts";

/**
 * The outbox's worker (ADR 0007): claims one due e-mail at a time with a lease, sends it, and records the outcome.
 *
 * A claim moves the row's `next_attempt_ms` past the lease and marks it with a token of its own, in one statement: on
 * PostgreSQL the row is chosen `FOR UPDATE SKIP LOCKED`, so workers in several processes each take a different row;
 * on SQLite the one statement runs under the database's write lock, which gives the same. Only the claim's holder can
 * record the outcome (its token must still be on the row). A worker that dies after claiming leaves the row to be
 * claimed again once the lease ends; a worker still sending renews its lease (holdClaim), so a slow mail server does
 * not hand the e-mail to another worker. Delivery is therefore "at least once": an e-mail is sent twice only if a
 * worker dies (or cannot reach the database to renew its lease) after the mail server accepted it and before the
 * outcome was written; the Message-ID is the same both times, so the receiving system can tell.
 */

export type ClaimedMail = Selectable<OutboxTable>;

/** Claims the next due e-mail, if any, for `leaseMs`. */
export async function claimNext(database: SiteDatabase, now: number, leaseMs: number): Promise<ClaimedMail | null> {
  const token = randomUUID();
  const row = await database.db
    .updateTable("outbox")
    .set({ next_attempt_ms: now + leaseMs, lease_token: token, attempts: sql<number>`attempts + 1` })
    .where("id", "=", (eb) =>
      eb
        .selectFrom("outbox")
        .select("id")
        .where("state", "=", "pending")
        .where("next_attempt_ms", "<=", now)
        .orderBy("next_attempt_ms")
        .orderBy("id")
        .limit(1)
        .$if(database.dialect === "postgres", (query) => query.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
  return row ? { ...row, attempts: Number(row.attempts) } : null;
}

/** The e-mail a claimed row stands for, or null when what it tells of is gone (or it has nobody to go to). */
export async function composeMail(database: SiteDatabase, row: ClaimedMail): Promise<OutgoingMail | null> {
  const business = getBusinessDetails();
  const envelope = (to: string[], content: MailContent): OutgoingMail | null =>
    to.length ? { from: senderOf(), to, ...content, messageId: row.message_id } : null;
  if (row.kind === "enquiry" || row.kind === "acknowledgement") {
    if (row.submission_id === null) return null;
    const submission = await database.db
      .selectFrom("submissions")
      .select(["id", "form", "reference", "urgency", "name", "email", "created_at"])
      .where("id", "=", row.submission_id)
      .executeTakeFirst();
    if (!submission) return null;
    if (row.kind === "acknowledgement")
      return envelope(submission.email ? [submission.email] : [], acknowledgementMail(submission, business));
    const facts = { ...submission, id: Number(submission.id), createdAt: new Date(submission.created_at) };
    return envelope(staffRecipients(submission.form), enquiryMail(facts, business));
  }
  return envelope(
    row.recipient ? [row.recipient] : [],
    staffMail(row.kind, await openPayload(database, row.sealed_payload), business),
  );
}

/** What a failed send threw, as nodemailer's errors carry it. A sender may throw anything (null included): read safely. */
interface SendError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
  permanent?: unknown;
}

function sendErrorOf(error: unknown): SendError {
  return typeof error === "object" && error !== null ? (error as SendError) : {};
}

/** Why a send failed, as kept on the row for staff: the mail server's answer or the error, one line, short. */
export function failureReason(error: unknown): string {
  const details = sendErrorOf(error);
  const text = details.response ?? details.message ?? (typeof error === "string" ? error : "");
  return (
    text
      .replace(/[\r\n]+/g, " ")
      .trim()
      .slice(0, 300) || "Unknown error"
  );
}

type Outcome = "sent" | "retry" | "failed";

/** Records an attempt's outcome on a row this worker still holds; false if it lost the claim meanwhile. */
async function record(
  database: SiteDatabase,
  row: ClaimedMail,
  outcome: Outcome,
  now: number,
  reason: string | null,
): Promise<boolean> {
  const change =
    outcome === "sent"
      ? ({ state: "sent", finished_ms: now, last_error: null } as const)
      : outcome === "failed"
        ? ({ state: "failed", finished_ms: now, last_error: reason } as const)
        : ({ next_attempt_ms: now + (retryDelayMs(row.attempts) ?? 0), last_error: reason } as const);
  const result = await database.db
    .updateTable("outbox")
    .set({ ...change, lease_token: null })
    .where("id", "=", row.id)
    .where("lease_token", "=", row.lease_token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Keeps a claim while its e-mail is being sent, renewed every third of the lease: a mail server slower to answer than
 * the lease is long must not let another worker take the row and send the e-mail again. Renewing stops when the send
 * ends or the claim is found lost; a renewal that fails (the database is down) is tried again at the next one.
 */
function holdClaim(database: SiteDatabase, row: ClaimedMail, leaseMs: number, clock: () => number): () => void {
  const timer = setInterval(() => {
    database.db
      .updateTable("outbox")
      .set({ next_attempt_ms: clock() + leaseMs })
      .where("id", "=", row.id)
      .where("lease_token", "=", row.lease_token)
      .executeTakeFirst()
      .then(
        (result) => {
          if (Number(result.numUpdatedRows) === 0) clearInterval(timer);
        },
        () => {},
      );
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Sends one claimed e-mail, holding its claim (`leaseMs`, as claimed) while the mail server takes its time, and records
 * the outcome. The clock is read again after the send, which may take a while.
 */
export async function deliver(
  database: SiteDatabase,
  sender: MailSender,
  row: ClaimedMail,
  { leaseMs, clock = Date.now }: { leaseMs: number; clock?: () => number },
): Promise<Outcome> {
  let mail: OutgoingMail | null;
  try {
    mail = await composeMail(database, row);
  } catch (error) {
    // A sealed link that cannot be opened (SITE_SECRET changed) will not open next time either.
    await record(database, row, "failed", clock(), `Could not be written: ${failureReason(error)}`);
    return "failed";
  }
  if (!mail) {
    await record(
      database,
      row,
      "failed",
      clock(),
      "Nothing to send: the enquiry is gone, or there is no address to send to.",
    );
    return "failed";
  }
  const releaseClaim = holdClaim(database, row, leaseMs, clock);
  try {
    await sender.send(mail);
  } catch (error) {
    releaseClaim();
    const details = sendErrorOf(error);
    // nodemailer sets `permanent` on a 5xx reply: trying again would meet the same refusal.
    const outcome: Outcome = details.permanent === true || row.attempts >= MAX_ATTEMPTS ? "failed" : "retry";
    // The log says which e-mail and the mail server's code, never its answer (which may quote an address).
    const code = details.responseCode ?? details.code ?? "error";
    logLine(
      outcome === "failed" ? "error" : "warn",
      `E-mail ${row.id} (${row.kind}) not sent on attempt ${row.attempts}: ${code}; ${outcome === "failed" ? "given up" : "will be tried again"}`,
    );
    await record(database, row, outcome, clock(), failureReason(error));
    return outcome;
  }
  releaseClaim();
  if (!(await record(database, row, "sent", clock(), null))) {
    logLine(
      "warn",
      `E-mail ${row.id} was sent after its lease ended: another worker may send it again (the same Message-ID)`,
    );
  }
  return "sent";
}

export interface WorkerOptions {
  database: () => Promise<SiteDatabase>;
  sender: MailSender;
  leaseMs: number;
  pollMs: number;
  clock?: () => number;
  /** Who is told of enquiries that fell due without a first contact (escalation.server.ts); none: nobody is. */
  escalateTo?: string[];
}

/** How often a worker looks for enquiries that fell due without a first contact. */
export const ESCALATION_CHECK_MS = 60_000;

export interface RunningWorker {
  /** Look for due e-mails now (a new one was just queued in this process). */
  nudge(): void;
  /** Stop claiming, let the e-mail being sent finish, close the connection to the mail server. */
  stop(): Promise<void>;
}

/** Runs a worker until stopped: while e-mails are due it sends them one after another, else it waits for a nudge or the poll interval. */
export function startWorker(options: WorkerOptions): RunningWorker {
  const clock = options.clock ?? Date.now;
  let stopping = false;
  let wake: (() => void) | null = null;
  let nudged = false;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (nudged || stopping) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  let lastFailureLog = 0;
  const escalateTo = options.escalateTo ?? [];
  let lastEscalationCheck = -Infinity;
  /** The poll's wait, shortened so that the escalation check comes once a minute. */
  const nextWaitMs = () =>
    escalateTo.length
      ? Math.max(0, Math.min(options.pollMs, lastEscalationCheck + ESCALATION_CHECK_MS - clock()))
      : options.pollMs;

  const loop = (async () => {
    while (!stopping) {
      nudged = false;
      try {
        const database = await options.database();
        if (escalateTo.length && clock() - lastEscalationCheck >= ESCALATION_CHECK_MS) {
          // Marked before the run: a database that fails it is tried again in a minute, not at every poll.
          lastEscalationCheck = clock();
          await queueEscalations(database, clock(), escalateTo);
        }
        const row = await claimNext(database, clock(), options.leaseMs);
        if (row) {
          await deliver(database, options.sender, row, { leaseMs: options.leaseMs, clock });
          continue;
        }
      } catch (error) {
        // The database is down: try again after the interval; said once a minute at most.
        if (clock() - lastFailureLog > 60_000) {
          lastFailureLog = clock();
          logLine(
            "error",
            `The e-mail worker cannot reach the database: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      await pause(nextWaitMs());
    }
  })();

  return {
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      options.sender.close();
    },
  };
}
