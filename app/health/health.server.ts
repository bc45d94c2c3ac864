import { sql } from "kysely";
import { getDatabase } from "#app/db.server/db.server.ts";
import { writesFailing } from "#app/db.server/write-failures.ts";
import { mailConfigured, outboxBacklog } from "#app/mail/delivery.server.ts";
import { overdueCount } from "#app/mail/escalation.server.ts";
import { storedRating } from "#app/cqc/stored-rating.server.ts";

/** What `/healthz` reports: counts and states only, never a person's details. */
export interface HealthReport {
  status: "ok" | "degraded";
  database: "up" | "down" | "writes-failing";
  mail: {
    configured: boolean;
    waiting: number | null;
    oldestWaitingSeconds: number | null;
    failed: number | null;
  };
  /** Enquiries overdue for their first call (issue 24): at the stage New, no call logged, not spam, due time passed. */
  enquiries: { overdue: number | null };
  /** The CQC rating's daily read (issue #26): configured (CQC_API_KEY), the last good read, failing since. */
  cqc: { configured: boolean; lastGoodCheck: string | null; failing: boolean };
}

/**
 * The process's health as load balancers, monitoring and the test harness read it. The database's state is in the
 * report, `"up"`, `"down"`, or `"writes-failing"` (it answers, but the latest submission could not be stored in the last
 * few minutes: a full disk), and `status` is "ok" only when it is up. `mail` is the outbox: whether e-mails can go out
 * (SMTP_URL), how many wait, the oldest one's age in seconds and how many failed. `enquiries.overdue` is a count only. `databaseUrl` unset is the embedded default.
 */
export async function healthReport(
  databaseUrl: string | undefined,
  cqc: { apiKey: string | undefined; locationId: string },
  now = Date.now(),
): Promise<HealthReport> {
  const checked = await getDatabase(databaseUrl)
    .then(async (database) => {
      await sql`select 1`.execute(database.db);
      const rating = cqc.apiKey ? await storedRating(database.db, cqc.locationId).catch(() => null) : null;
      const overdue = await overdueCount(database.db, now).catch(() => null);
      return { up: true, backlog: await outboxBacklog(database.db, now).catch(() => null), rating, overdue };
    })
    .catch(() => ({ up: false, backlog: null, rating: null, overdue: null }));
  const database = !checked.up ? "down" : writesFailing(now) ? "writes-failing" : "up";
  return {
    status: database === "up" ? "ok" : "degraded",
    database,
    mail: {
      configured: mailConfigured(),
      waiting: checked.backlog?.waiting ?? null,
      oldestWaitingSeconds: checked.backlog?.oldestSeconds ?? null,
      failed: checked.backlog?.failed ?? null,
    },
    enquiries: { overdue: checked.overdue },
    cqc: {
      configured: Boolean(cqc.apiKey),
      lastGoodCheck: checked.rating ? new Date(checked.rating.checkedMs).toISOString() : null,
      failing: Boolean(checked.rating?.failure),
    },
  };
}
