import { sql } from "kysely";
import { env } from "#app/config/env.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import { writesFailing } from "#app/db.server/write-failures.ts";
import { mailConfigured, outboxBacklog } from "#app/mail/delivery.server.ts";
import { storedRating } from "#app/cqc/stored-rating.server.ts";

/**
 * Health for load balancers, monitoring and the test harness. Always 200 while the process serves requests: pages are
 * served even when the database is down (the forms then say "call us"), so the database's state is in the body,
 * `"database": "up"`, `"down"`, or `"writes-failing"` (it answers, but the latest submission could not be stored, in the
 * last few minutes: a full disk), and `"status"` is "ok" only when it is up. `"mail"` is the outbox: whether e-mails can go
 * out (SMTP_URL), how many wait, the oldest one's age in seconds and how many failed; counts only, no personal data.
 * `"cqc"` is the CQC rating's daily read (issue #26): whether it is configured (CQC_API_KEY), the time of the last good
 * read (null before the first) and whether the reads since have failed.
 */
export async function loader() {
  const now = Date.now();
  const checked = await getDatabase(env().DATABASE_URL)
    .then(async (database) => {
      await sql`select 1`.execute(database.db);
      const config = env();
      const cqc = config.CQC_API_KEY
        ? await storedRating(database.db, config.business.cqcLocationId).catch(() => null)
        : null;
      return { up: true, backlog: await outboxBacklog(database.db, now).catch(() => null), cqc };
    })
    .catch(() => ({ up: false, backlog: null, cqc: null }));
  const mail = {
    configured: mailConfigured(),
    waiting: checked.backlog?.waiting ?? null,
    oldestWaitingSeconds: checked.backlog?.oldestSeconds ?? null,
    failed: checked.backlog?.failed ?? null,
  };
  const database = !checked.up ? "down" : writesFailing(now) ? "writes-failing" : "up";
  return Response.json(
    {
      status: database === "up" ? "ok" : "degraded",
      database,
      mail,
      cqc: {
        configured: Boolean(env().CQC_API_KEY),
        lastGoodCheck: checked.cqc ? new Date(checked.cqc.checkedMs).toISOString() : null,
        failing: Boolean(checked.cqc?.failure),
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
