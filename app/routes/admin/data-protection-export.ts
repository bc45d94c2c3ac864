import type { Route } from "./+types/data-protection-export";
import { staffOf } from "#app/auth/guard.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { dataProtectionExport } from "#app/routes/admin/data-protection.server.ts";

/**
 * A subject access export as a file (ADR 0009, 0013): the enquiries staff ticked among those held about a person, as
 * one HTML page or as JSON. Posted (the address or number never lands in a URL; the page's action checks the post and
 * sends it on here with a 307, which posts it again), admins only, inside the /admin layout so its middleware checks
 * the session; audited with the count and the enquiries' ids. Downloaded, never cached.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = staffOf(context, { role: "admin" });
  return dataProtectionExport(staff, await readFormBody(request), new Date());
}
