import { sql } from "kysely";
import { env } from "#app/config/env.server.ts";
import { getDatabase } from "#app/db.server/db.server.ts";
import { writesFailing } from "#app/db.server/write-failures.ts";
import { mailConfigured, outboxBacklog } from "#app/mail/delivery.server.ts";

/**
 * Health for load balancers, monitoring and the test harness. Always 200 while the process serves requests: pages are
 * served even when the database is down (the forms then say "call us"), so the database's state is in the body,
 * `"database": "up"`, `"down"`, or `"writes-failing"` (it answers, but the latest submission could not be stored, in the
 * last few minutes: a full disk), and `"status"` is "ok" only when it is up. `"mail"` is the outbox: whether e-mails can go
 * out (SMTP_URL), how many wait, the oldest one's age in seconds and how many failed; counts only, no personal data.
 */
export async function loader() {
  const now = Date.now();
  const checked = await getDatabase(env().DATABASE_URL)
    .then(async (database) => {
      await sql`select 1`.execute(database.db);
      return { up: true, backlog: await outboxBacklog(database.db, now).catch(() => null) };
    })
    .catch(() => ({ up: false, backlog: null }));
  const mail = {
    configured: mailConfigured(),
    waiting: checked.backlog?.waiting ?? null,
    oldestWaitingSeconds: checked.backlog?.oldestSeconds ?? null,
    failed: checked.backlog?.failed ?? null,
  };
  const database = !checked.up ? "down" : writesFailing(now) ? "writes-failing" : "up";
  return Response.json(
    { status: database === "up" ? "ok" : "degraded", database, mail },
    { headers: { "Cache-Control": "no-store" } },
  );
}
