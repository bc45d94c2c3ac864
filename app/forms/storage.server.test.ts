import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { dialects, useSiteDatabase } from "#tests/support/databases.ts";
import { asFormPost, sampleList } from "#tests/support/sample-submissions.ts";
import { startTimeSigner } from "#tests/support/start-time.ts";
import { inTransaction } from "#app/db.server/db.server.ts";
import { normaliseRow } from "#app/db.server/rows.ts";
import type { SubmissionTableName } from "#app/db.server/schema.ts";
import { businessSettings } from "#app/config/business.ts";
import { requestContext, type RequestFacts } from "#app/http/request-context.server.ts";
import { isReference } from "#app/enquiries/reference.ts";
import { forgetRepeatedErrors } from "#app/utils/log.server.ts";
import { handleApiRequest, type ApiRequest, type ApiResponse } from "#app/forms/api.server.ts";
import type { FormName } from "#app/enquiries/definitions.ts";
import { handleFormAction } from "#app/forms/form-action.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { KEY_REUSED, storeSubmission } from "#app/enquiries/submissions.server.ts";

// Each action and each API endpoint against SQLite and PostgreSQL, reading the stored row back field by field.

// The action's path: the quick-contact form posts to its own page.
const cases = sampleList.map((sample) => {
  const name = `Sample ${sample.form}`;
  const path = sample.form === "quick-contact" ? "/quick-contact" : sample.page;
  return {
    ...sample,
    path,
    api: sample.apiPath,
    fields: asFormPost(sample.fields(name)),
    json: sample.fields(name),
    row: sample.row(name),
  };
});

// What the production server settles about each request (its id, the client's address) reaches the app in the load
// context or the API request's own fields, never in headers. Each request here is a new client unless told otherwise.
let client = 0;
const newFacts = (clientAddress = `192.0.2.${++client % 250}-${randomUUID()}`): RequestFacts => ({
  originAllowed: true,
  requestId: randomUUID(),
  clientAddress,
  nonce: "test-nonce",
});
const factsOf = new WeakMap<Request, RequestFacts>();

function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  hidden: Record<string, string> = {},
  clientAddress?: string,
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...fields, ...hidden }))
    for (const item of [value].flat()) body.append(key, item);
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  factsOf.set(request, newFacts(clientAddress));
  return request;
}

/** A page's action as React Router calls it in the production server: the load context holds the request's facts. */
function action(
  form: FormName,
  { request, context = new RouterContextProvider() }: { request: Request; context?: RouterContextProvider },
) {
  context.set(requestContext, factsOf.get(request)!);
  return handleFormAction(form, { request, context });
}

/** An API request as the production server hands it over: lower-case header names, the body read, its id and client. */
function apiRequest(
  path: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
  method = "POST",
  clientAddress?: string,
): ApiRequest {
  const all = { "content-type": "application/json", ...extraHeaders };
  const { requestId, clientAddress: address } = newFacts(clientAddress);
  return {
    method,
    url: path,
    headers: Object.fromEntries(Object.entries(all).map(([name, value]) => [name.toLowerCase(), value])),
    body: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
    requestId,
    clientAddress: address,
  };
}

const jsonOf = (response: ApiResponse) => JSON.parse(response.body) as Record<string, unknown>;

/** Start times as a form page's loader renders them: signed with the test database's key (set in beforeAll). */
let signedStart: (ms: number) => string = () => {
  throw new Error("start times are signed once the test database exists");
};

/** A form filled in 10 seconds, sent with JavaScript (answered with data, not a redirect). */
const humanHidden = () => ({
  startedAt: signedStart(Date.now() - 10_000),
  idempotencyKey: randomUUID(),
  originPage: "/somewhere",
  js: "1",
});

/** The data and status of an action's answer (`data()` or a Response). */
async function unwrap(result: unknown): Promise<{ status: number; data: Record<string, unknown>; headers: Headers }> {
  if (result instanceof Response)
    return {
      status: result.status,
      data:
        result.status < 300 || result.headers.get("content-type")?.includes("json")
          ? await result.json().catch(() => ({}))
          : {},
      headers: result.headers,
    };
  const value = result as { type?: string; data: Record<string, unknown>; init?: ResponseInit | null };
  return { status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers) };
}

describe.each(dialects)("forms stored in %s", (dialect) => {
  const test = useSiteDatabase(dialect, { RATE_LIMIT_MAX: "3", FORM_MIN_FILL_MS: "3000" });
  beforeAll(async () => {
    signedStart = await startTimeSigner(test().database);
  });
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });

  const rowsOf = async (table: SubmissionTableName) =>
    (await test().database.db.selectFrom(table).selectAll().orderBy("id").execute()).map(
      (row) => normaliseRow(row) as Record<string, unknown>,
    );
  const rowById = async (table: SubmissionTableName, id: unknown) => (await rowsOf(table)).find((row) => row.id === id);

  describe.each(cases)("$form", ({ form, table, path, api, fields, json, row }) => {
    it("action: a valid form is stored with every field, unread, consent and origin kept, not spam", async () => {
      const before = Date.now();
      const { status, data } = await unwrap(await action(form, { request: formRequest(path, fields, humanHidden()) }));
      expect(status).toBe(200);
      expect(data.status).toBe("success");
      const stored = (await rowsOf(table)).at(-1)!;
      expect(stored).toMatchObject({
        ...row,
        read: false,
        is_spam: false,
        spam_reason: null,
        origin_page: "/somewhere",
      });
      expect(Date.parse(String(stored.created_at))).toBeGreaterThanOrEqual(before - 1000);
      expect(String(stored.created_at)).toMatch(/Z$/);
      expect(stored.consent_given_at).toBe(stored.created_at);
      expect(String(stored.consent_text).length).toBeGreaterThan(10);
      if (form === "assessment") {
        expect(isReference(stored.reference)).toBe(true);
        expect(data.reference).toBe(stored.reference);
      }
    });

    it("action: invalid → 400 with the messages and every value kept; nothing stored; the page title gets 'Error:'", async () => {
      const count = (await rowsOf(table)).length;
      const context = new RouterContextProvider();
      const nameField = "name" in fields ? "name" : "fullName";
      const { status, data } = await unwrap(
        await action(form, {
          request: formRequest(path, { ...fields, [nameField]: "A", phone: "123" }, humanHidden()),
          context,
        }),
      );
      expect(status).toBe(400);
      expect(data.errors).toMatchObject({
        [nameField]: "Name must be at least 2 characters",
        phone: "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192",
      });
      expect(data.values).toMatchObject({ ...fields, [nameField]: "A", phone: "123" });
      expect(hasFormErrors(context)).toBe(true);
      expect((await rowsOf(table)).length).toBe(count);
    });

    it("API: valid JSON → 201 { id } and the row holds every field", async () => {
      // Another phone number: the same fields as the action's test would be found as a duplicate of its row.
      const response = await handleApiRequest(apiRequest(api, { ...json, phone: "01632 960111" }));
      expect(response.status).toBe(201);
      expect(response.headers).not.toHaveProperty("Idempotent-Replayed");
      const body = jsonOf(response) as { id: number; reference?: string };
      const stored = await rowById(table, body.id);
      expect(stored).toMatchObject({ ...row, phone: "01632 960111", read: false, is_spam: false, origin_page: api });
      if (form === "assessment") expect(body.reference).toBe(stored?.reference);
      else expect(body).toEqual({ id: body.id });
    });

    it("API: a one-character name → 400 with the same message", async () => {
      const nameField = "name" in json ? "name" : "fullName";
      const response = await handleApiRequest(apiRequest(api, { ...json, [nameField]: "A" }));
      expect(response.status).toBe(400);
      expect(jsonOf(response)).toEqual({
        error: "Validation Error",
        issues: [{ field: nameField, message: "Name must be at least 2 characters" }],
      });
    });

    it("API: the same Idempotency-Key with the same fields twice stores one row and answers with its id both times", async () => {
      const key = randomUUID();
      const request = () => apiRequest(api, { ...json, phone: "01632 960999" }, { "Idempotency-Key": key });
      const first = jsonOf(await handleApiRequest(request())) as { id: number };
      const count = (await rowsOf(table)).length;
      const second = await handleApiRequest(request());
      expect(second.status).toBe(201);
      expect(jsonOf(second).id).toBe(first.id);
      expect(second.headers["Idempotent-Replayed"]).toBe("true");
      expect((await rowsOf(table)).length).toBe(count);
    });

    it("API: the same Idempotency-Key with other fields → 422 that says so, the first row untouched", async () => {
      const key = randomUUID();
      const first = jsonOf(
        await handleApiRequest(apiRequest(api, { ...json, phone: "01632 960989" }, { "Idempotency-Key": key })),
      ) as { id: number };
      const count = (await rowsOf(table)).length;
      const other = await handleApiRequest(
        apiRequest(api, { ...json, phone: "01632 960988" }, { "Idempotency-Key": key }),
      );
      expect(other.status).toBe(422);
      expect(jsonOf(other).error).toMatch(/Idempotency-Key was already used .* other fields/);
      expect((await rowsOf(table)).length).toBe(count);
      expect(await rowById(table, first.id)).toMatchObject({ phone: "01632 960989", idempotency_key: key });
    });

    it("action: the same idempotency key with other fields (Back, edit, send again) stores the second enquiry too", async () => {
      const hidden = { ...humanHidden(), idempotencyKey: randomUUID() };
      const nameField = "name" in fields ? "name" : "fullName";
      const first = await unwrap(
        await action(form, { request: formRequest(path, { ...fields, phone: "01632 960881" }, hidden) }),
      );
      const second = await unwrap(
        await action(form, {
          request: formRequest(path, { ...fields, [nameField]: "Second Person", phone: "01632 960882" }, hidden),
        }),
      );
      expect([first.data.status, second.data.status]).toEqual(["success", "success"]);
      const rows = (await rowsOf(table)).filter((stored) =>
        ["01632 960881", "01632 960882"].includes(String(stored.phone)),
      );
      expect(rows.map((stored) => [stored.phone, stored.idempotency_key])).toEqual([
        ["01632 960881", hidden.idempotencyKey],
        ["01632 960882", null],
      ]);
      expect(rows[1]![table === "assessment_submissions" ? "full_name" : "name"]).toBe("Second Person");
      // The same fields again with that key are the first one's retry: no third row.
      await action(form, { request: formRequest(path, { ...fields, phone: "01632 960881" }, hidden) });
      expect((await rowsOf(table)).filter((stored) => String(stored.phone).startsWith("01632 96088")).length).toBe(2);
    });

    it("action: a prefill (another page's next-step button) shows only the fields the form accepts, cut to their limits; nothing stored", async () => {
      const count = (await rowsOf(table)).length;
      const context = new RouterContextProvider();
      const long = "x".repeat(5_000);
      const posted = { ...fields, postcode: " mk9\u00003ab ", topic: long, additionalInfo: long };
      const { status, data } = await unwrap(
        await action(form, { request: formRequest(path, posted, { ...humanHidden(), prefill: "1" }), context }),
      );
      expect(status).toBe(200);
      const expected: Record<FormName, Record<string, string>> = {
        assessment: { postcode: "mk93ab", additionalInfo: "x".repeat(1_000) },
        callback: { topic: "x".repeat(500) },
        contact: {},
        "quick-contact": {},
      };
      expect(data).toEqual({ status: "prefilled", form, values: expected[form] });
      expect(hasFormErrors(context)).toBe(false);
      expect((await rowsOf(table)).length).toBe(count);
    });

    it("action: a NUL or another hidden control character in a field → 400 with the field's message, nothing stored", async () => {
      const count = (await rowsOf(table)).length;
      const nameField = "name" in fields ? "name" : "fullName";
      for (const character of ["\u0000", "\u0007", "\u001f"]) {
        const { status, data } = await unwrap(
          await action(form, {
            request: formRequest(path, { ...fields, [nameField]: `Ann${character}Smith` }, humanHidden()),
          }),
        );
        expect(status).toBe(400);
        expect(data.errors).toEqual({
          [nameField]: "This answer has a hidden character in it that we cannot save. Please type it again.",
        });
      }
      expect((await rowsOf(table)).length).toBe(count);
    });

    it("API: a NUL in a field → 400 with the field's message, with the honeypot filled too (the schema comes first)", async () => {
      const nameField = "name" in json ? "name" : "fullName";
      const count = (await rowsOf(table)).length;
      const refused = await handleApiRequest(apiRequest(api, { ...json, [nameField]: "Ann\u0000Smith" }));
      expect(refused.status).toBe(400);
      expect(jsonOf(refused).issues).toEqual([
        {
          field: nameField,
          message: "This answer has a hidden character in it that we cannot save. Please type it again.",
        },
      ]);
      const spam = await handleApiRequest(
        apiRequest(api, { ...json, [nameField]: "Bot\u0000Name", website: "x", originPage: "/page\u0000" }),
      );
      expect(spam.status).toBe(400);
      expect((await rowsOf(table)).length).toBe(count);
    });

    it("API: half an emoji (a lone UTF-16 surrogate) is mended to U+FFFD and the enquiry stored, as a person's and as spam", async () => {
      const { nameField, nameColumn } = cases.find((sample) => sample.form === form)!;
      // The form's free text kept in `details` (jsonb on PostgreSQL, which refuses a lone surrogate), where it has one.
      const textField = (
        { callback: "topic", contact: "message", assessment: "additionalInfo" } as Partial<Record<FormName, string>>
      )[form];
      const textColumn = (
        { callback: "topic", contact: "message", assessment: "additional_information" } as Partial<
          Record<FormName, string>
        >
      )[form];
      const broken = {
        ...json,
        [nameField]: "Ann \ud83c",
        ...(textField ? { [textField]: "Costs \ud83c\udfe0 and \ud83c" } : {}),
      };
      for (const [extra, spam] of [
        [{ phone: "01632 960616" }, false],
        [{ phone: "01632 960617", website: "x", originPage: "/p\udfe0" }, true],
      ] as const) {
        const response = await handleApiRequest(apiRequest(api, { ...broken, ...extra }));
        expect(response.status).toBe(201);
        const stored = await rowById(table, (jsonOf(response) as { id: number }).id);
        expect(stored).toMatchObject({ [nameColumn]: "Ann \ufffd", is_spam: spam, origin_page: api });
        if (textColumn) expect(stored![textColumn]).toBe("Costs \ud83c\udfe0 and \ufffd");
      }
    });

    it("action: the same form twice without a key (no JavaScript, resubmitted) stores one row", async () => {
      const same = { ...fields, phone: "01632 960777" };
      const hidden = { startedAt: signedStart(Date.now() - 10_000), originPage: path };
      await action(form, { request: formRequest(path, same, hidden) });
      const count = (await rowsOf(table)).length;
      const again = await unwrap(await action(form, { request: formRequest(path, same, hidden) }));
      expect(form === "assessment" ? again.status : again.data.status).toBe(form === "assessment" ? 303 : "success");
      expect((await rowsOf(table)).length).toBe(count);
    });

    it("honeypot filled: the normal success answer, stored flagged as spam", async () => {
      const response = await handleApiRequest(
        apiRequest(api, { ...json, phone: "01632 960555", website: "http://spam.example" }),
      );
      expect(response.status).toBe(201);
      const { id } = jsonOf(response) as { id: number };
      expect(await rowById(table, id)).toMatchObject({ is_spam: true, spam_reason: "honeypot" });
    });

    /** The newest row's flags, from the table (the former tables' views have no `sent_fast`). */
    const newestFlags = async () =>
      normaliseRow(
        await test()
          .database.db.selectFrom("submissions")
          .select(["phone", "is_spam", "spam_reason", "sent_fast"])
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow(),
      );

    it("sent faster than the minimum (form rendered 1 s ago), valid: success, stored as an enquiry marked as sent fast, not spam", async () => {
      const { status, data } = await unwrap(
        await action(form, {
          request: formRequest(
            path,
            { ...fields, phone: "01632 960313" },
            { ...humanHidden(), startedAt: signedStart(Date.now() - 1000) },
          ),
        }),
      );
      expect(status).toBe(200);
      expect(data.status).toBe("success");
      expect(await newestFlags()).toEqual({
        phone: "01632 960313",
        is_spam: false,
        spam_reason: null,
        sent_fast: true,
      });
    });

    it("sent faster than the minimum, empty: 400 with its errors, nothing stored", async () => {
      const count = (await rowsOf(table)).length;
      const { status, data } = await unwrap(
        await action(form, {
          request: formRequest(path, {}, { ...humanHidden(), startedAt: signedStart(Date.now() - 100) }),
        }),
      );
      expect(status).toBe(400);
      expect(data).toMatchObject({
        status: "invalid",
        errors: { phone: "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192" },
      });
      expect((await rowsOf(table)).length).toBe(count);
    });

    it("a start time the server did not sign (a bot's claim of 10 s) is ignored: the browser's measure counts", async () => {
      const forged = { ...humanHidden(), startedAt: String(Date.now() - 10_000), elapsedMs: "400" };
      const { status } = await unwrap(
        await action(form, { request: formRequest(path, { ...fields, phone: "01632 960414" }, forged) }),
      );
      expect(status).toBe(200);
      expect(await newestFlags()).toEqual({
        phone: "01632 960414",
        is_spam: false,
        spam_reason: null,
        sent_fast: true,
      });
    });

    it("rate limit per client and form: the 4th submission in the window → 429 with Retry-After and the phone number", async () => {
      const address = `198.51.100.7-${form}-${dialect}`;
      for (let i = 0; i < 3; i++) {
        expect(
          (
            await handleApiRequest(
              apiRequest(api, { ...json, phone: `0163296${String(i).padStart(4, "0")}` }, {}, "POST", address),
            )
          ).status,
        ).toBe(201);
      }
      // An x-client-address header is what the client says of itself: no way out of its bucket.
      const limited = await handleApiRequest(
        apiRequest(api, { ...json, phone: "01632960004" }, { "x-client-address": randomUUID() }, "POST", address),
      );
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0);
      expect(jsonOf(limited).error).toContain(businessSettings.mainPhone.fallback);
      const page = await unwrap(await action(form, { request: formRequest(path, fields, humanHidden(), address) }));
      expect(page.status).toBe(429);
      expect(page.data).toMatchObject({ status: "rate-limited", values: fields });
      const keys = await test().database.db.selectFrom("rate_limits").select("client_key").execute();
      expect(keys.every((key) => /^[0-9a-f]{64}$/.test(key.client_key))).toBe(true);
    });

    it("storage failure → 503 with the failure text and phone number, values kept, logged once with the request id, the repeat counted", async () => {
      const { db } = test().database;
      forgetRepeatedErrors();
      await sql`ALTER TABLE submissions RENAME TO broken_table`.execute(db);
      try {
        const request = formRequest(path, fields, humanHidden());
        const { status, data } = await unwrap(await action(form, { request }));
        expect(status).toBe(503);
        expect(data).toMatchObject({ status: "failed", values: fields });
        expect(String(data.message)).toContain(
          form === "assessment"
            ? "Failed to submit assessment. Please try again or call us directly."
            : "Please try again or call us directly.",
        );
        expect(String(data.message)).toContain(businessSettings.mainPhone.fallback);
        const lines = () => vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
        const logged = lines().find((line) => line.includes(factsOf.get(request)!.requestId));
        expect(JSON.parse(logged!)).toMatchObject({ level: "error", method: "POST", path });
        // The same failure again within the minute is counted, not logged again (app/utils/log.server.test.ts).
        const failing = apiRequest(api, json);
        const api503 = await handleApiRequest(failing);
        expect(api503.status).toBe(503);
        expect(lines().find((line) => line.includes(String(failing.requestId)))).toBeUndefined();
        expect(api503.body).not.toMatch(/at .*\.ts|stack/i);
      } finally {
        await sql`ALTER TABLE broken_table RENAME TO submissions`.execute(db);
      }
    });
  });

  it("the same fields again after the duplicate window are a new submission", async () => {
    const values = {
      name: "Wendy Window",
      phone: "01632 960321",
      email: "w@example.org",
      helpType: "myself",
      urgency: "month",
    };
    const options = {
      spamReason: null,
      idempotencyKey: null,
      onKeyReuse: "refuse",
      originPage: "/",
      requestId: null,
      duplicateWindowSeconds: 600,
    } as const;
    const start = Date.now();
    const store = async (now: number) => {
      const stored = await inTransaction(test().database, (transaction) =>
        storeSubmission(transaction, "quick-contact", values, { ...options, now }),
      );
      if (stored === KEY_REUSED) throw new Error("no key was given");
      return stored;
    };
    const first = await store(start);
    const within = await store(start + 599_000);
    expect(within).toEqual({ id: first.id, reference: undefined, duplicate: true });
    const after = await store(start + 601_000);
    expect(after.duplicate).toBe(false);
    expect(after.id).not.toBe(first.id);
  });

  describe("API requests that are not submissions", () => {
    const api = "/api/submit-contact";
    it("415 unless the body is JSON", async () => {
      const response = await handleApiRequest(apiRequest(api, "{}", { "content-type": "text/plain" }));
      expect(response.status).toBe(415);
    });
    it("413 above 32 kB or when the server kept no body, 400 for malformed JSON or a non-object, 400 for a bad Idempotency-Key", async () => {
      // Exactly 32 kB is read (and refused by the schema: the message is too long); one byte more is too large.
      const sized = (bytes: number) =>
        JSON.stringify({ message: "x".repeat(bytes - JSON.stringify({ message: "" }).length) });
      expect(Buffer.byteLength(sized(32 * 1024))).toBe(32 * 1024);
      expect((await handleApiRequest(apiRequest(api, sized(32 * 1024)))).status).toBe(400);
      expect((await handleApiRequest(apiRequest(api, sized(32 * 1024 + 1)))).status).toBe(413);
      expect((await handleApiRequest({ ...apiRequest(api, "{}"), body: null })).status).toBe(413);
      expect((await handleApiRequest(apiRequest(api, "{not json"))).status).toBe(400);
      expect((await handleApiRequest(apiRequest(api, "[1,2]"))).status).toBe(400);
      expect((await handleApiRequest(apiRequest(api, cases[1]!.json, { "Idempotency-Key": "bad key!" }))).status).toBe(
        400,
      );
    });
    it("403 when a browser says another site's page sent it; our own site, its host and no Origin at all are accepted", async () => {
      const sample = cases[1]!.json;
      const send = (extra: Record<string, string>, phone: string) =>
        handleApiRequest(apiRequest(api, { ...sample, phone }, extra));
      const refused = await send({ origin: "https://attacker.example" }, "01632 960601");
      expect(refused.status).toBe(403);
      expect(jsonOf(refused).error).toContain("another website");
      expect((await send({ origin: "null" }, "01632 960602")).status).toBe(403);
      expect((await send({ origin: "http://localhost:3000" }, "01632 960603")).status).toBe(201);
      expect((await send({ origin: "https://forms.example", host: "forms.example" }, "01632 960604")).status).toBe(201);
      expect((await send({}, "01632 960605")).status).toBe(201);
    });
    it("405 for GET", async () => {
      const response = await handleApiRequest(apiRequest(api, "", {}, "GET"));
      expect(response.status).toBe(405);
      expect(response.headers.Allow).toBe("POST");
    });
  });
});
