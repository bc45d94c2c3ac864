import { env } from "#app/config/env.server.ts";
import { healthReport } from "#app/health/health.server.ts";

/**
 * Health for load balancers, monitoring and the test harness (app/health/health.server.ts says what is in it). Always
 * 200 while the process serves requests: pages are served even when the database is down (the forms then say "call
 * us"), so the database's state is in the body.
 */
export async function loader() {
  const config = env();
  const cqc = { apiKey: config.CQC_API_KEY, locationId: config.business.cqcLocationId };
  return Response.json(await healthReport(config.DATABASE_URL, cqc), { headers: { "Cache-Control": "no-store" } });
}
