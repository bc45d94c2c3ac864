import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { asFormPost, samples } from "#tests/support/sample-submissions.ts";
import { closeDatabase } from "#app/db.server/db.server.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { requestContext } from "#app/http/request-context.server.ts";
import { handleFormAction } from "#app/forms/form-action.server.ts";
import { loader as thankYouLoader } from "#app/routes/_marketing/thank-you.tsx";

// What a visitor is told about when we will call, with the server's clock injected (TEST_CLOCK): at 01:00 on Saturday
// 28 November 2026 the office opens next at 8am on Monday 30 November, so no confirmation may say "within 1 hour".
// Each form's page action, with JavaScript (data) and without it (the page, or the booking's /thank-you), on SQLite
// and PostgreSQL; the enquiry's stored due time is the one the words name.

const SATURDAY_NIGHT = "2026-11-28T01:00:00Z";
const MONDAY = "We'll call you after 8am on Monday 30 November.";
const { emergencyPhone } = defaultBusinessDetails();

function post(form: FormName, path: string, fields: Record<string, string | string[]>, js: boolean) {
  const body = new URLSearchParams();
  const all = { ...fields, idempotencyKey: randomUUID(), originPage: path, ...(js ? { js: "1" } : {}) };
  for (const [key, value] of Object.entries(all)) for (const item of [value].flat()) body.append(key, item);
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  const context = new RouterContextProvider();
  context.set(requestContext, {
    originAllowed: true,
    requestId: randomUUID(),
    clientAddress: `192.0.2.${Math.floor(Math.random() * 250)}-${randomUUID()}`,
    nonce: "n",
  });
  return handleFormAction(form, { request, context });
}

const dataOf = (answer: unknown) => (answer as { data: Record<string, unknown> }).data;

describe.each(dialects)("the confirmation out of office hours, on %s", (dialect) => {
  let test: TestDatabase;
  const useClock = async (instant: string) => {
    vi.stubEnv("TEST_CLOCK", instant);
    resetEnvForTests();
  };
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    vi.stubEnv("DATABASE_URL", test.url);
    await closeDatabase();
  });
  beforeEach(async () => {
    await useClock(SATURDAY_NIGHT);
  });
  afterAll(async () => {
    await closeDatabase();
    vi.unstubAllEnvs();
    resetEnvForTests();
    await test?.dispose();
  });
  const dueOf = async (name: string) =>
    normaliseRow(
      await test.database.db
        .selectFrom("submissions")
        .select(["created_at", "due_at"])
        .where("name", "=", name)
        .executeTakeFirstOrThrow(),
    );

  it("at 01:00 on a Saturday names Monday's time, not 'within 1 hour' (assessment, with JavaScript)", async () => {
    const fields = asFormPost({ ...samples.assessment.fields("Sat Night Booking"), urgency: "planning" });
    const data = dataOf(await post("assessment", "/free-assessment", fields, true));
    expect(data.status).toBe("success");
    expect(data.promise).toBe(MONDAY);
    expect(JSON.stringify(data)).not.toMatch(/within 1 hour/);
    // The time stored is the injected clock's, and the due time the hour after Monday's opening.
    expect(await dueOf("Sat Night Booking")).toMatchObject({ due_at: "2026-11-30T09:00:00.000Z" }); // office time
    expect(String((await dueOf("Sat Night Booking")).created_at)).toMatch(/^2026-11-28T01:00/);
  });

  it("without JavaScript the booking's /thank-you page says the same, from the stored booking", async () => {
    const fields = asFormPost({ ...samples.assessment.fields("No Script Booking"), urgency: "planning" });
    const answer = (await post("assessment", "/free-assessment", fields, false)) as Response;
    expect(answer.status).toBe(303);
    const location = answer.headers.get("Location")!;
    const cookie = answer.headers.get("Set-Cookie")!.split(";")[0]!;
    const request = new Request(`http://localhost${location}`, { headers: { cookie } });
    const page = await thankYouLoader({ request, params: {}, context: new RouterContextProvider() } as never);
    expect(page.phone).not.toBeNull();
    expect(page.page.hero.text).toBe(MONDAY);
    // Without the booking's cookie, from the server's clock.
    const bare = await thankYouLoader({ request: new Request("http://localhost/thank-you"), params: {} } as never);
    expect(bare.page.hero.text).toBe(MONDAY);
  });

  it("the contact, quick-contact and callback forms say it too, with and without JavaScript", async () => {
    for (const js of [true, false]) {
      const contact = asFormPost(samples.contact.fields(`Contact ${js}`));
      expect(dataOf(await post("contact", "/contact", contact, js))).toMatchObject({
        status: "success",
        promise: MONDAY,
      });
      const quick = asFormPost(samples["quick-contact"].fields(`Quick ${js}`));
      expect(dataOf(await post("quick-contact", "/quick-contact", quick, js)).promise).toBe(MONDAY);
      // A callback chosen for Saturday evening cannot be kept: Monday's time.
      const callback = asFormPost({
        ...samples.callback.fields(`Callback ${js}`),
        preferredDate: "2026-11-28",
        preferredTime: "evening",
      });
      expect(dataOf(await post("callback", "/request-a-callback", callback, js)).promise).toBe(MONDAY);
    }
  });

  it("gives the 24/7 line when the promise is kept day or night", async () => {
    const fields = asFormPost({ ...samples.contact.fields("Urgent Night"), urgency: "immediate" });
    const data = dataOf(await post("contact", "/contact", fields, true));
    expect(data.promise).toBe(
      `We'll call you within 2 hours, day or night. If it cannot wait, call our 24/7 line on ${emergencyPhone}.`,
    );
    // Two hours from the arrival (the injected clock runs on from 01:00 while the tests run).
    expect(String((await dueOf("Urgent Night")).due_at)).toMatch(/^2026-11-28T03:00:/);
  });

  it("keeps the form's own words in office hours", async () => {
    await useClock("2026-11-25T10:00:00Z"); // Wednesday
    const fields = asFormPost({ ...samples.assessment.fields("Office Hours Booking"), urgency: "planning" });
    const data = dataOf(await post("assessment", "/free-assessment", fields, true));
    expect(data.status).toBe("success");
    expect(data.promise).toBeUndefined();
    expect(String((await dueOf("Office Hours Booking")).due_at)).toMatch(/^2026-11-25T11:00:/);
  });
});
