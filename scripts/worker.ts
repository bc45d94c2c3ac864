// `npm run worker`: sends the outbox's e-mails in a process of its own, for deployments that keep the web server free
// of it (set MAIL_WORKER=off on the servers then). Several may run on one PostgreSQL database: each claims its own
// e-mails (ADR 0007). Reads the same configuration as the server (DATABASE_URL, SMTP_URL, NOTIFY_TO, …) and stops
// cleanly on SIGTERM: the e-mail being sent is finished first.
import { env } from "#app/config/env.server.ts";
import { closeDatabase, getDatabase } from "#app/db.server/db.server.ts";
import { escalationRecipients } from "#app/mail/addresses.server.ts";
import { mailServerOf, smtpSender } from "#app/mail/transport.server.ts";
import { startWorker } from "#app/mail/worker.server.ts";
import { logLine } from "#app/utils/log.server.ts";

let config: ReturnType<typeof env>;
try {
  config = env();
} catch (error) {
  logLine("error", error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (!config.SMTP_URL) {
  logLine(
    "error",
    "SMTP_URL is not set: there is no mail server to send through. Set it (see the README, 'E-mail notifications').",
  );
  process.exit(1);
}

const worker = startWorker({
  database: () => getDatabase(config.DATABASE_URL),
  sender: smtpSender(config.SMTP_URL),
  leaseMs: config.MAIL_LEASE_SECONDS * 1000,
  pollMs: config.MAIL_POLL_SECONDS * 1000,
  escalateTo: escalationRecipients(),
});
logLine("info", `E-mail worker started: sending through ${mailServerOf(config.SMTP_URL)}`);

const stop = async (signal: string) => {
  logLine("info", `${signal} received: stopping the e-mail worker`);
  await worker.stop();
  await closeDatabase();
  process.exit(0);
};
process.once("SIGTERM", () => void stop("SIGTERM"));
process.once("SIGINT", () => void stop("SIGINT"));
