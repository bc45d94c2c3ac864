import type { Route } from "./+types/data-protection-export";
import { staffOf } from "~/auth/guard.server";
import { textOf } from "~/auth/form-values";
import { getBusinessDetails } from "~/config/business.server";
import { personQueryOf } from "~/data-protection/person.server";
import { accessExportHtml, auditAccessExport, gatherAccessExport } from "~/data-protection/subject-access.server";
import { readFormBody } from "~/forms/form-action.server";
import { hasHiddenCharacters } from "~/utils/hidden-characters";
import { problem } from "~/utils/problem.server";

/**
 * A subject access export as a file (ADR 0009): everything held about a person, as one HTML page or as JSON. Posted (the
 * address or number never lands in a URL), admins only, inside the /admin layout so its middleware checks the session;
 * audited with the count. Downloaded, never cached.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { session, deps } = staffOf(context, { role: "admin" });
  const body = await readFormBody(request);
  // The page's own form sends what its search found, so a hidden character here means the post was not made by it.
  const [email, phone] = [textOf(body, "email"), textOf(body, "phone")];
  const made = hasHiddenCharacters(email + phone) ? null : personQueryOf(email, phone);
  if (!made || "errors" in made) throw problem(400, "Nobody to export", "Go back to the data protection page and find the person by e-mail address or phone number first.");
  const format = textOf(body, "format") === "json" ? "json" : "html";
  const now = new Date();
  const exported = await gatherAccessExport(deps.database, made.query, getBusinessDetails(), now);
  await auditAccessExport(deps.database, session.account.id, exported.records.length, format, now);
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
