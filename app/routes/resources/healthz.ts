import { sql } from "kysely";
import { getDatabase } from "~/db.server/db.server";

/**
 * Health for load balancers, monitoring and the test harness. Always 200 while the process serves requests: pages are
 * served even when the database is down (the forms then say "call us"), so the database's state is in the body,
 * `"database": "up"` or `"down"`, and `"status"` is "ok" or "degraded".
 */
export async function loader() {
  const up = await getDatabase()
    .then(({ db }) => sql`select 1`.execute(db))
    .then(
      () => true,
      () => false,
    );
  return Response.json({ status: up ? "ok" : "degraded", database: up ? "up" : "down" }, { headers: { "Cache-Control": "no-store" } });
}
