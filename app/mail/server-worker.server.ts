import { env } from "#app/config/env.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import { logLine } from "#app/utils/log.server.ts";
import { escalationRecipients } from "#app/mail/addresses.server.ts";
import { outboxBacklog } from "#app/mail/delivery.server.ts";
import { mailServerOf, smtpSender } from "#app/mail/transport.server.ts";
import { startWorker, type RunningWorker } from "#app/mail/worker.server.ts";

/**
 * The worker inside the production server (MAIL_WORKER=in-process, the default): started after the database is ready,
 * woken by each new e-mail of this process, stopped on SIGTERM before the database closes. `npm run worker`
 * (scripts/worker.ts) runs the same worker in a process of its own.
 */
let running: RunningWorker | null = null;

/** Starts the server's worker, or says in one log line why e-mails wait. */
export async function startServerMailWorker(): Promise<void> {
  const config = env();
  if (!config.SMTP_URL) {
    const waiting = await getDatabase(config.DATABASE_URL)
      .then(({ db }) => outboxBacklog(db, Date.now()))
      .then(
        ({ waiting }) => `${waiting} waiting`,
        () => "the database is not reachable to count them",
      );
    logLine(
      "warn",
      `E-mail notifications are off: SMTP_URL is not set. Enquiries are stored and shown at /admin as always; their e-mails wait in the outbox (${waiting}) and are sent once SMTP_URL is set.`,
    );
    return;
  }
  if (config.MAIL_WORKER === "off") {
    logLine("info", "E-mails are sent by `npm run worker` (MAIL_WORKER=off): this server only queues them.");
    return;
  }
  running ??= startWorker({
    database: () => getDatabase(config.DATABASE_URL),
    sender: smtpSender(config.SMTP_URL),
    leaseMs: config.MAIL_LEASE_SECONDS * 1000,
    pollMs: config.MAIL_POLL_SECONDS * 1000,
    escalateTo: escalationRecipients(),
  });
  logLine("info", `E-mail notifications on: sent through ${mailServerOf(config.SMTP_URL)}`);
}

/** Wakes the server's worker: an e-mail was just queued. Nothing when there is none (the e-mail waits for the poll). */
export function nudgeMailWorker(): void {
  running?.nudge();
}

export async function stopServerMailWorker(): Promise<void> {
  const worker = running;
  running = null;
  await worker?.stop();
}
