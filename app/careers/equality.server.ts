import { createHash, createHmac, randomBytes } from "node:crypto";
import type { Queryable } from "#app/db.server/db.server.ts";
import { cookieOf } from "#app/http/cookies.server.ts";
import { sameSignature } from "#app/security/signatures.server.ts";
import { ukToday } from "#app/utils/uk-day.ts";
import { roleKinds, type RoleKind } from "#app/careers/vacancy-fields.ts";
import { equalityQuestions, type EqualityAnswers } from "#app/careers/equality.ts";

/**
 * Equality monitoring's storage (ADR 0022): the one-use pass an application's answer gives the applicant's browser,
 * the answers stored with nothing that leads back to the application, the admins' counts (never a row) with small
 * numbers hidden, and retention.
 *
 * The pass is a cookie, `<nonce>.<role kind>.<issued ms>.<mac>`, signed with a key of its own: nothing is stored when
 * it is made, so no table holds a row written beside the application that the answers could be matched with. The
 * answers' key is the SHA-256 of the nonce, which makes the pass single-use and gives rows no order.
 */

export const EQUALITY_COOKIE = "__Host-equality";
/** How long after applying the questions can be answered. */
export const EQUALITY_PASS_SECONDS = 86_400;

/** The kind of role an application was for, as the answers keep it: a vacancy's, or "general". */
export type EqualityRole = RoleKind | "general";
export const isEqualityRole = (value: string): value is EqualityRole => value === "general" || value in roleKinds;

const macOf = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

/** The Set-Cookie value of a new pass, for an application to `role` made at `now`. */
export function equalityPassCookie(key: Buffer, role: EqualityRole, now: number): string {
  const payload = `${randomBytes(18).toString("base64url")}.${role}.${now}`;
  const value = `${payload}.${macOf(key, payload)}`;
  return `${EQUALITY_COOKIE}=${value}; Path=/; Max-Age=${EQUALITY_PASS_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
}

/** The Set-Cookie value that removes the pass once it has been used. */
export const usedEqualityPassCookie = () => `${EQUALITY_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;

export interface EqualityPass {
  /** The answers' key: SHA-256 (hex) of the pass's nonce. */
  id: string;
  role: EqualityRole;
}

/** The request's pass, when this site signed it less than a day ago; else null (none, altered, expired). */
export function equalityPassOf(request: Request, key: Buffer, now: number): EqualityPass | null {
  const value = cookieOf(request, EQUALITY_COOKIE);
  const match = value ? /^([A-Za-z0-9_-]{24})\.([a-z-]{1,40})\.([0-9]{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const [, nonce, role, ms, mac] = match as unknown as [string, string, string, string, string];
  if (!sameSignature(mac, macOf(key, `${nonce}.${role}.${ms}`)) || !isEqualityRole(role)) return null;
  const age = now - Number(ms);
  if (age < 0 || age >= EQUALITY_PASS_SECONDS * 1000) return null;
  return { id: createHash("sha256").update(nonce).digest("hex"), role };
}

/** The month a row keeps: YYYY-MM in UK time. */
export const equalityMonthOf = (now: Date) => ukToday(now).slice(0, 7);

/**
 * Stores one applicant's answers under their pass. A pass already used stores nothing ("already"): a second post of
 * the same form (a double click, the back button) changes nothing.
 */
export async function storeEqualityAnswers(
  db: Queryable,
  pass: EqualityPass,
  answers: EqualityAnswers,
  now: Date,
): Promise<"stored" | "already"> {
  const result = await db
    .insertInto("equality_answers")
    .values({ id: pass.id, month: equalityMonthOf(now), role_kind: pass.role, ...answers })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? "stored" : "already";
}

/** Counts below this are never shown: "fewer than 5". */
export const SMALLEST_SHOWN = 5;

/** One answer's count as admins see it: a number, or null for "fewer than 5". */
export interface ShownCount {
  value: string;
  label: string;
  count: number | null;
}

/**
 * Hides small counts: every count below 5 (primary), and, when that hides only one count of a question, the next
 * smallest too, so the hidden one cannot be worked out from the number of people who answered (secondary).
 */
export function hideSmallCounts(cells: readonly { value: string; label: string; count: number }[]): ShownCount[] {
  const hidden = new Set(cells.filter((cell) => cell.count < SMALLEST_SHOWN).map((cell) => cell.value));
  if (hidden.size === 1) {
    const next = cells
      .filter((cell) => !hidden.has(cell.value))
      .reduce<(typeof cells)[number] | undefined>(
        (smallest, cell) => (!smallest || cell.count < smallest.count ? cell : smallest),
        undefined,
      );
    if (next) hidden.add(next.value);
  }
  return cells.map(({ value, label, count }) => ({ value, label, count: hidden.has(value) ? null : count }));
}

export const NOT_ANSWERED = "not-answered";

export type EqualityReport =
  | { responses: "fewer-than-5" }
  | { responses: number; questions: { name: string; label: string; counts: ShownCount[] }[] };

/**
 * The admins' view of the answers: for each question, how many chose each answer (and how many left it unanswered),
 * for every kind of role or one; nothing at all while fewer than 5 people have answered. Never a row.
 */
export async function equalityReport(db: Queryable, role: EqualityRole | null): Promise<EqualityReport> {
  const answers = () => {
    const query = db.selectFrom("equality_answers");
    return role ? query.where("role_kind", "=", role) : query;
  };
  const total = Number(
    (
      await answers()
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (total < SMALLEST_SHOWN) return { responses: "fewer-than-5" };
  const questions = [];
  for (const question of equalityQuestions) {
    const rows = await answers()
      .select((eb) => [eb.ref(question.column).as("answer"), eb.fn.countAll().as("n")])
      .groupBy(question.column)
      .execute();
    const countOf = (answer: string | null) => Number(rows.find((row) => row.answer === answer)?.n ?? 0);
    const cells = [
      ...question.options.map((option) => ({ value: option.value, label: option.label, count: countOf(option.value) })),
      { value: NOT_ANSWERED, label: "Not answered", count: countOf(null) },
    ];
    questions.push({ name: question.name, label: question.label, counts: hideSmallCounts(cells) });
  }
  return { responses: total, questions };
}

/**
 * Retention (RETENTION_APPLICANTS_MONTHS, ADR 0022): answers given in a month that ended before `before` go, so none
 * is kept longer than the period after it was given and none less. Counts them instead on a dry run.
 */
export async function purgeEqualityAnswers(db: Queryable, before: Date, { dryRun }: { dryRun: boolean }) {
  const month = equalityMonthOf(before);
  if (dryRun)
    return Number(
      (
        await db
          .selectFrom("equality_answers")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("month", "<", month)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return Number((await db.deleteFrom("equality_answers").where("month", "<", month).executeTakeFirst()).numDeletedRows);
}
