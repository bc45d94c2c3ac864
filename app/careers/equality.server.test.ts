import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { dialects, useSiteDatabase } from "#tests/support/databases.ts";
import { answerOfCall } from "#tests/support/route-actions.ts";
import { readEnv } from "#app/config/env.server.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { privacyPage } from "#app/content/privacy.ts";
import { keyFor } from "#app/security/secrets.server.ts";
import { cutoffsAt, retentionPolicy } from "#app/data-protection/policy.server.ts";
import { purge } from "#app/data-protection/purge.server.ts";
import { applyAction } from "#app/careers/apply-page.server.ts";
import { equalityAction, equalityPageData } from "#app/careers/equality-page.server.ts";
import { readEqualityAnswers, equalityQuestions, type EqualityAnswers } from "#app/careers/equality.ts";
import {
  EQUALITY_COOKIE,
  equalityPassCookie,
  equalityPassOf,
  equalityReport,
  hideSmallCounts,
  storeEqualityAnswers,
} from "#app/careers/equality.server.ts";

// Equality monitoring (issue 27, ADR 0022): the answers are stored apart from the application (no column that could
// lead back to it), once per pass; admins see counts only, any count below 5 as "fewer than 5"; retention by month.

const key = randomBytes(32);
const NOW = Date.UTC(2026, 10, 27, 12);
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const requestWith = (cookie: string | null, body?: Record<string, string>) =>
  new Request("https://care.example.org/careers/equality", {
    method: body ? "POST" : "GET",
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: body ? new URLSearchParams(body) : undefined,
  });
const unanswered = (): EqualityAnswers =>
  Object.fromEntries(equalityQuestions.map((question) => [question.column, null])) as EqualityAnswers;

describe("the equality questions' pass and answers", () => {
  it("a pass this site signed opens the questions for a day, for the kind of role applied for; anything else does not", () => {
    const cookie = cookieOf(equalityPassCookie(key, "live-in-carer", NOW));
    expect(cookie.startsWith(`${EQUALITY_COOKIE}=`)).toBe(true);
    const pass = equalityPassOf(requestWith(cookie), key, NOW + 60_000);
    expect(pass).toEqual({ id: expect.stringMatching(/^[0-9a-f]{64}$/), role: "live-in-carer" });
    expect(equalityPassOf(requestWith(cookie), key, NOW + 86_400_000)).toBeNull();
    expect(equalityPassOf(requestWith(cookie), randomBytes(32), NOW)).toBeNull();
    expect(equalityPassOf(requestWith(cookie.replace("live-in-carer", "office")), key, NOW)).toBeNull();
    expect(equalityPassOf(requestWith(null), key, NOW)).toBeNull();
    // Two passes never share a key: nothing orders or links the rows.
    expect(equalityPassOf(requestWith(cookieOf(equalityPassCookie(key, "live-in-carer", NOW))), key, NOW)?.id).not.toBe(
      pass?.id,
    );
  });

  it("every question is optional; a value that is none of a question's answers names that question", () => {
    expect(readEqualityAnswers(() => undefined)).toEqual({ answers: unanswered() });
    expect(readEqualityAnswers((name) => ({ sex: "female", religion: "prefer-not-to-say" })[name] ?? "")).toEqual({
      answers: { ...unanswered(), sex: "female", religion: "prefer-not-to-say" },
    });
    expect(readEqualityAnswers((name) => ({ sex: "female", ageBand: "42" })[name])).toEqual({
      errors: { ageBand: 'Choose one of the answers to "What is your age?", or leave it blank' },
    });
    for (const question of equalityQuestions)
      expect(question.options.at(-1)).toEqual({ value: "prefer-not-to-say", label: "Prefer not to say" });
  });

  it("the privacy notice says what is asked, how it is kept apart, and its period from RETENTION_APPLICANTS_MONTHS", () => {
    const text = JSON.stringify(
      privacyPage(defaultBusinessDetails(), retentionPolicy(readEnv({ RETENTION_APPLICANTS_MONTHS: "9" }))).sections,
    );
    expect(text).toContain("Equality monitoring answers: deleted 9 months after the end of the month you gave them.");
    expect(text).toContain("never a number smaller than 5");
    expect(text).toContain("cannot find them to give you a copy or delete them early");
    expect(text).toContain("answer the optional equality monitoring questions once");
  });

  it("hides every count below 5, and the next smallest when only one would be hidden", () => {
    const cell = (value: string, count: number) => ({ value, label: value, count });
    expect(hideSmallCounts([cell("a", 5), cell("b", 4), cell("c", 0)]).map((shown) => shown.count)).toEqual([
      5,
      null,
      null,
    ]);
    // b alone hidden would be 12 - 5 - 3... so c (the next smallest) is hidden too.
    expect(hideSmallCounts([cell("a", 6), cell("b", 4), cell("c", 5)]).map((shown) => shown.count)).toEqual([
      6,
      null,
      null,
    ]);
    expect(hideSmallCounts([cell("a", 5), cell("b", 7)]).map((shown) => shown.count)).toEqual([5, 7]);
  });
});

describe.each(dialects)("equality monitoring on %s", (dialect) => {
  const site = useSiteDatabase(dialect, { SITE_SECRET: "equality-test-secret-0123456789ab" });
  beforeEach(async () => {
    await site().database.db.deleteFrom("equality_answers").execute();
  });
  const db = () => site().database.db;
  const answer = async (answers: Partial<EqualityAnswers>, role: "home-carer" | "office" = "home-carer", at = NOW) => {
    const pass = equalityPassOf(requestWith(cookieOf(equalityPassCookie(key, role, at))), key, at)!;
    return storeEqualityAnswers(db(), pass, { ...unanswered(), ...answers }, new Date(at));
  };

  it("an application's answer carries the pass; the answers are stored apart, with nothing that leads to the application", async () => {
    const applied = await answerOfCall(() =>
      applyAction({
        request: new Request("https://care.example.org/careers/apply", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            fullName: "Eve Equal",
            phone: "07700 900 123",
            email: "eve@example.org",
            postcode: "MK9 1AA",
            rightToWork: "yes",
            driving: "no-licence",
            availability: "Weekends",
            experience: "none",
            about: "I would like to care.",
          }),
        }),
        context: new RouterContextProvider(),
      }),
    );
    expect(applied).toMatchObject({ status: 200, data: { status: "success", equality: true } });
    const cookie = cookieOf(applied.headers.get("set-cookie")!);
    expect(applied.headers.get("set-cookie")).toMatch(/HttpOnly; Secure; SameSite=Lax$/);
    expect(
      await equalityPageData({ request: requestWith(cookie), context: new RouterContextProvider() }),
    ).toMatchObject({ open: true });

    const sent = await answerOfCall(() =>
      equalityAction({
        request: requestWith(cookie, { sex: "female", ethnicGroup: "white-irish", disability: "prefer-not-to-say" }),
        context: new RouterContextProvider(),
      }),
    );
    expect(sent).toMatchObject({ status: 200, data: { status: "success" } });
    expect(sent.headers.get("set-cookie")).toContain(`${EQUALITY_COOKIE}=; Path=/; Max-Age=0`);

    const rows = await db().selectFrom("equality_answers").selectAll().execute();
    expect(rows).toHaveLength(1);
    // The row's columns are these and no more: no application id, name, contact detail, vacancy slug or time of day.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        "id",
        "month",
        "role_kind",
        "age_band",
        "sex",
        "gender_same_as_birth",
        "disability",
        "ethnic_group",
        "religion",
        "sexual_orientation",
      ].sort(),
    );
    expect(rows[0]).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      role_kind: "general",
      sex: "female",
      ethnic_group: "white-irish",
      disability: "prefer-not-to-say",
      age_band: null,
    });
    // Nor is anything of the answers on the application, whose columns are the form's and the hiring's.
    const application = await db().selectFrom("applications").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(application)).not.toMatch(/female|white-irish|prefer-not-to-say/);
    expect(rows[0]!.id).not.toBe(String(application.id));

    // The pass is used: the same post again stores nothing more (and says thank you again).
    const again = await answerOfCall(() =>
      equalityAction({ request: requestWith(cookie, { sex: "male" }), context: new RouterContextProvider() }),
    );
    expect(again).toMatchObject({ status: 200, data: { status: "success" } });
    expect(await db().selectFrom("equality_answers").select("sex").execute()).toEqual([{ sex: "female" }]);
  });

  it("a made-up answer is a 400 naming the question, storing nothing; no pass is a 403", async () => {
    const cookie = cookieOf(equalityPassCookie(await keyFor("equality-pass"), "office", Date.now()));
    const bad = await answerOfCall(() =>
      equalityAction({
        request: requestWith(cookie, { sex: "female", religion: "<script>" }),
        context: new RouterContextProvider(),
      }),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: {
        status: "invalid",
        errors: { religion: 'Choose one of the answers to "What is your religion?", or leave it blank' },
        values: { sex: "female" },
      },
    });
    const none = await answerOfCall(() =>
      equalityAction({ request: requestWith(null, { sex: "female" }), context: new RouterContextProvider() }),
    );
    expect(none).toMatchObject({ status: 403, data: { title: "These questions are no longer open" } });
    expect(await db().selectFrom("equality_answers").select("id").execute()).toEqual([]);
  });

  it("admins' counts: nothing while 4 have answered; from 5 the counts, any below 5 as 'fewer than 5'", async () => {
    for (let i = 0; i < 4; i++) await answer({ sex: "female", age_band: "25-34" });
    expect(await equalityReport(db(), null)).toEqual({ responses: "fewer-than-5" });

    await answer({ sex: "female", age_band: "25-34" });
    const five = await equalityReport(db(), null);
    if (five.responses === "fewer-than-5") throw new Error("expected counts");
    expect(five.responses).toBe(5);
    const counts = (name: string) =>
      Object.fromEntries(
        five.questions.find((question) => question.name === name)!.counts.map((cell) => [cell.value, cell.count]),
      );
    expect(counts("sex")).toEqual({ female: 5, male: null, "prefer-not-to-say": null, "not-answered": null });
    expect(counts("ageBand")["25-34"]).toBe(5);

    // Four men (below 5: hidden) beside five women (shown); and one kind of role alone has fewer than 5.
    for (let i = 0; i < 4; i++) await answer({ sex: "male" }, "office");
    const nine = await equalityReport(db(), null);
    if (nine.responses === "fewer-than-5") throw new Error("expected counts");
    expect(nine.questions.find((question) => question.name === "sex")!.counts).toContainEqual({
      value: "male",
      label: "Male",
      count: null,
    });
    expect(await equalityReport(db(), "office")).toEqual({ responses: "fewer-than-5" });
    expect(await equalityReport(db(), "home-carer")).toMatchObject({ responses: 5 });
  });

  it("retention: answers given in a month that ended before the applicants' period go (and the dry run counts them)", async () => {
    const policy = retentionPolicy(readEnv({ RETENTION_APPLICANTS_MONTHS: "6" }));
    const now = new Date(NOW);
    const cutoff = cutoffsAt(policy, now).applicants; // 27 May 2026
    await answer({ sex: "female" }, "home-carer", Date.UTC(2026, 3, 30, 12)); // April: wholly before the cut-off
    await answer({ sex: "male" }, "home-carer", Date.UTC(2026, 4, 1, 12)); // May: not yet 6 months for all of it
    expect(cutoff.toISOString().slice(0, 7)).toBe("2026-05");
    expect((await purge(site().database, policy, now, { dryRun: true })).equalityAnswers).toBe(1);
    expect((await purge(site().database, policy, now, { dryRun: false })).equalityAnswers).toBe(1);
    expect(await db().selectFrom("equality_answers").select(["month", "sex"]).execute()).toEqual([
      { month: "2026-05", sex: "male" },
    ]);
  });
});
