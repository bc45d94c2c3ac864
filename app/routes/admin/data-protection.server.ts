import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { staffOf } from "#app/auth/guard.server.ts";
import { REASON_MAX } from "#app/config/erasure-rules.ts";
import { eraseEnquiries, latestErasures } from "#app/data-protection/erasure.server.ts";
import { findPeople, type PersonResults } from "#app/data-protection/people.server.ts";
import { personQueryOf } from "#app/data-protection/person.server.ts";
import { retentionPolicy } from "#app/data-protection/policy.server.ts";
import { accessExportHtml, auditAccessExport, gatherAccessExport } from "#app/data-protection/subject-access.server.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { formDefinitions } from "#app/enquiries/definitions.ts";
import { fieldErrors } from "#app/enquiries/validate.ts";
import { formProblem } from "#app/http/form-answers.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { hiddenCharacterErrors } from "#app/http/form-values.ts";
import { intentOf, manyOf } from "#app/http/intent.server.ts";
import { requestProblem } from "#app/http/problem.server.ts";
import { hasHiddenCharacters, withoutHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/** The data protection page's work (app/routes/admin/data-protection.tsx): finding a person, copies and erasures. */

type Staff = ReturnType<typeof staffOf>;
type Context = Readonly<RouterContextProvider>;

/** How long things are kept, and the latest erasures (without personal data), as the page shows them. */
export async function dataProtectionPage({ deps }: Staff, context: Context) {
  const erased = await latestErasures(deps.database.db, 20);
  return {
    policy: retentionPolicy(),
    erased: erased.map((row) => ({
      id: row.id,
      form: formDefinitions[row.form].names.sent,
      receivedAt: formatUkDateTime(row.receivedAt),
      erasedAt: formatUkDateTime(row.erasedAt),
      by: row.by ?? "the command line",
      reason: row.reason,
    })),
    hasErrors: hasFormErrors(context),
  };
}

export const messages = {
  reasonMissing: "Enter why you are erasing it",
  reasonTooLong: `The reason must be ${REASON_MAX} characters or fewer`,
  notConfirmed: "Tick the box to confirm that this cannot be undone",
  noneToExport: "Tick the enquiries to give them a copy of",
  noneToErase: "Tick the enquiries to erase",
};

export type FoundData = {
  status: "found";
  email: string;
  phone: string;
  errors: Record<string, string>;
  reason?: string;
} & PersonResults;
type InvalidData = { status: "invalid"; email: string; phone: string; errors: Record<string, string> };
type ActionData = FoundData | InvalidData | { status: "erased"; count: number };

const person = { email: z.string().default(""), phone: z.string().default("") };
/** The enquiries ticked: ids as the page's boxes send them, each once. */
const ticked = manyOf(z.string().regex(/^\d{1,15}$/)).transform((ids) => [...new Set(ids.map(Number))]);
/** The erasure's reason: the results form sends it with each of its buttons, and it is shown again after an error. */
const reasonField = z.string().default("");
/** A copy of the ticked enquiries, in the format of the button pressed: posted to the page, then to the export. */
const copyIntent = z.object({
  intent: z.enum(["export-html", "export-json"]),
  ...person,
  enquiry: ticked,
  application: ticked,
  reason: reasonField,
});

/**
 * The page's posts: the search (its form sends no intent), and from the results form a copy in either format or an
 * erasure, each of the enquiries ticked.
 */
const dataProtectionIntents = z.preprocess(
  (fields) => ({ intent: "find", ...(fields as object) }),
  z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("find"), ...person }),
    copyIntent,
    z.object({
      intent: z.literal("erase"),
      ...person,
      enquiry: ticked,
      application: ticked,
      reason: reasonField,
      confirm: z.string().optional(),
    }),
  ]),
);

/** What an erasure asks of the form itself: a reason of a sensible length, and the box ticked. */
const erasureForm = z.object({
  reason: z.string().trim().min(1, messages.reasonMissing).max(REASON_MAX, messages.reasonTooLong),
  confirm: z.literal("on", messages.notConfirmed),
});

/** A search, a copy (sent on to the export with a 307) or an erasure with its audit row; errors as a 400. */
export async function dataProtectionAction(
  { session, deps }: Staff,
  body: URLSearchParams | FormData,
  context: Context,
  now: Date,
) {
  const asked = intentOf(dataProtectionIntents, body);
  const email = withoutHiddenCharacters(asked.email);
  const phone = withoutHiddenCharacters(asked.phone);
  const hidden = hiddenCharacterErrors(body, { email: "Their e-mail address", phone: "Their phone number" });
  const made = Object.keys(hidden).length > 0 ? { errors: hidden } : personQueryOf(email, phone);
  if ("errors" in made)
    return formProblem<InvalidData>(context, { status: "invalid", email, phone, errors: made.errors }, { status: 400 });

  if (asked.intent === "find")
    return data<ActionData>({
      status: "found",
      email,
      phone,
      ...(await findPeople(deps.database.db, made.query)),
      errors: {},
    });
  // A copy or an erasure: of the enquiries ticked, never simply of everything the search found (ADR 0013).
  const found = await findPeople(deps.database.db, made.query, asked.enquiry, asked.application);
  const errors: Record<string, string> = {};
  if (found.ticked.length === 0 && found.tickedApplications.length === 0)
    errors.enquiry = asked.intent === "erase" ? messages.noneToErase : messages.noneToExport;
  const reason = withoutHiddenCharacters(asked.reason).trim();
  if (asked.intent === "erase") {
    const checked = erasureForm.safeParse({ reason, confirm: asked.confirm });
    const formErrors = checked.success ? {} : fieldErrors(checked.error);
    const reasonError = hiddenCharacterErrors(body, { reason: "Why are you erasing it?" }).reason ?? formErrors.reason;
    if (reasonError) errors.reason = reasonError;
    if (formErrors.confirm) errors.confirm = formErrors.confirm;
  }
  if (Object.keys(errors).length > 0)
    return formProblem<FoundData>(
      context,
      { status: "found", email, phone, ...found, errors, reason },
      { status: 400 },
    );
  // 307: the browser posts the same form to the export, which answers with the file (an action's answer is the page).
  if (asked.intent !== "erase") return redirect("/admin/data-protection/export", 307);
  const count = await eraseEnquiries(
    deps.database,
    session.account.id,
    made.query,
    found.ticked,
    reason,
    now,
    found.tickedApplications,
  );
  return data<ActionData>({ status: "erased", count });
}

/** The export's own refusals, for a post that was not sent on by the page's checked form. */
const exportProblems = {
  nobody: () =>
    requestProblem(
      400,
      "Nobody to export",
      "Go back to the data protection page and find the person by e-mail address or phone number first.",
    ),
  nothingTicked: () =>
    requestProblem(
      400,
      "Nothing ticked to export",
      "Go back to the data protection page and tick the enquiries to give them a copy of.",
    ),
};

/**
 * The copy itself (app/routes/admin/data-protection-export.ts), from the post the page's action sent on with a 307:
 * the ticked enquiries held about the person, as one HTML page or as JSON, audited with the count and their ids.
 */
export async function dataProtectionExport({ session, deps }: Staff, body: URLSearchParams | FormData, now: Date) {
  const asked = intentOf(copyIntent, body);
  // The page's own form sends what its search found, so a hidden character here means the post was not made by it.
  const made = hasHiddenCharacters(asked.email + asked.phone) ? null : personQueryOf(asked.email, asked.phone);
  if (!made || "errors" in made) throw exportProblems.nobody();
  const format = asked.intent === "export-json" ? "json" : "html";
  const { exported, ids, applicationIds } = await gatherAccessExport(
    deps.database,
    made.query,
    asked.enquiry,
    getBusinessDetails(),
    now,
    asked.application,
  );
  // The page checks this first and shows its error summary; a post straight here gets a plain page.
  if (ids.length === 0 && applicationIds.length === 0) throw exportProblems.nothingTicked();
  await auditAccessExport(deps.database, session.account.id, ids, format, now, applicationIds);
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
