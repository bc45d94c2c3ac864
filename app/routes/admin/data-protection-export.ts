import type { Route } from "./+types/data-protection-export";
import { staffOf } from "#app/auth/guard.server.ts";
import { textOf } from "#app/http/form-values.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { tickedIdsOf } from "#app/data-protection/people.server.ts";
import { personQueryOf } from "#app/data-protection/person.server.ts";
import { accessExportHtml, auditAccessExport, gatherAccessExport } from "#app/data-protection/subject-access.server.ts";
import { readFormBody } from "#app/http/body.server.ts";
import { hasHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { requestProblem } from "#app/http/problem.server.ts";

/**
 * A subject access export as a file (ADR 0009, 0013): the enquiries staff ticked among those held about a person, as
 * one HTML page or as JSON. Posted (the address or number never lands in a URL; the page's action checks the post and
 * sends it on here with a 307, which posts it again), admins only, inside the /admin layout so its middleware checks
 * the session; audited with the count and the enquiries' ids. Downloaded, never cached.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context, { role: "admin" });
  const body = await readFormBody(request);
  // The page's own form sends what its search found, so a hidden character here means the post was not made by it.
  const [email, phone] = [textOf(body, "email"), textOf(body, "phone")];
  const made = hasHiddenCharacters(email + phone) ? null : personQueryOf(email, phone);
  if (!made || "errors" in made)
    throw requestProblem(
      400,
      "Nobody to export",
      "Go back to the data protection page and find the person by e-mail address or phone number first.",
    );
  const format = textOf(body, "intent") === "export-json" ? "json" : "html";
  const now = new Date();
  const { exported, ids } = await gatherAccessExport(
    deps.database,
    made.query,
    tickedIdsOf(body),
    getBusinessDetails(),
    now,
  );
  // The page checks this first and shows its error summary; a post straight here gets a plain page.
  if (ids.length === 0)
    throw requestProblem(
      400,
      "Nothing ticked to export",
      "Go back to the data protection page and tick the enquiries to give them a copy of.",
    );
  await auditAccessExport(deps.database, session.account.id, ids, format, now);
  const day = now.toISOString().slice(0, 10);
  return new Response(format === "json" ? `${JSON.stringify(exported, null, 2)}\n` : accessExportHtml(exported), {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="information-held-${day}.${format}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
