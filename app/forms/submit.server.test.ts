import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useSiteDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import {
  idempotencyKeyOf,
  originPageOf,
  submissionRequestOf,
  submitForm,
  type SubmissionContext,
} from "#app/forms/submit.server.ts";

describe("idempotencyKeyOf", () => {
  it("takes 8 to 200 letters, digits and - _ . : (a UUID fits)", () => {
    const uuid = randomUUID();
    expect(idempotencyKeyOf(uuid)).toBe(uuid);
    expect(idempotencyKeyOf("a.b:c_d-")).toBe("a.b:c_d-");
    expect(idempotencyKeyOf("x".repeat(200))).toBe("x".repeat(200));
  });

  it("ignores anything else: too short or long, other characters anywhere, not text", () => {
    for (const value of [
      "1234567",
      "x".repeat(201),
      "!abcdefgh",
      "abcdefgh!",
      "abcd efgh",
      " abcdefgh",
      "abcdefgh\n",
      "",
      12345678,
      ["abcdefgh"],
      null,
      undefined,
    ]) {
      expect(idempotencyKeyOf(value), String(value)).toBeNull();
    }
  });
});

describe("originPageOf", () => {
  it("keeps a path on this site", () => {
    expect(originPageOf("/", "/f")).toBe("/");
    expect(originPageOf("/about/team?x=1#y", "/f")).toBe("/about/team?x=1#y");
    expect(originPageOf(`/${"p".repeat(300)}`, "/f")).toBe(`/${"p".repeat(300)}`);
  });

  it("uses the fallback for another site (//host), a URL, no leading slash, spaces, control characters, half an emoji, too long, not text", () => {
    for (const value of [
      "//evil.example",
      "//evil.example/x//",
      "https://evil.example/",
      "x/about",
      "about",
      "/a b",
      "/a\u0007",
      "/a\ud83c",
      `/${"p".repeat(301)}`,
      "",
      ["/about"],
      5,
      null,
    ]) {
      expect(originPageOf(value, "/f"), String(value)).toBe("/f");
    }
    // Two slashes later in the path are a path all the same.
    expect(originPageOf("/a//", "/f")).toBe("/a//");
  });
});

describe("submissionRequestOf", () => {
  it("under `npm run dev` (no load context) the client is 'unknown' and there is no request id", () => {
    const request = submissionRequestOf(new Request("http://localhost/contact", { method: "POST" }));
    expect(request).toMatchObject({ clientAddress: "unknown", requestId: null });
  });
});

describe("submitForm's outcome", () => {
  const test = useSiteDatabase("sqlite", { FORM_MIN_FILL_MS: "3000" });

  const context = (signals: SubmissionContext["signals"]): SubmissionContext<"store"> => ({
    request: { method: "POST", path: "/request-a-callback", requestId: null, clientAddress: randomUUID() },
    signals,
    idempotencyKey: null,
    onKeyReuse: "store",
    originPage: "/request-a-callback",
    database: test().database,
  });

  it("says whether the stored submission was flagged as spam", async () => {
    const person = await submitForm("callback", samples.callback.fields("Pat Person"), context({ elapsedMs: "10000" }));
    expect(person).toMatchObject({ kind: "stored", duplicate: false, spam: false });
    const bot = await submitForm(
      "callback",
      samples.callback.fields("Bo Bot"),
      context({ honeypot: "http://spam.example" }),
    );
    expect(bot).toMatchObject({ kind: "stored", duplicate: false, spam: true });
    // Speed alone is no spam (browser autofill): stored as an enquiry, marked as sent fast (storage.server.test.ts).
    const fast = await submitForm("callback", samples.callback.fields("Fay Fast"), context({ elapsedMs: "200" }));
    expect(fast).toMatchObject({ kind: "stored", spam: false });
  });

  it("an invalid form always gets its errors: sent at once, empty, or with the honeypot filled", async () => {
    const empty = await submitForm("callback", {}, context({ elapsedMs: "0" }));
    expect(empty).toMatchObject({ kind: "invalid", errors: { name: "Name must be at least 2 characters" } });
    const caught = await submitForm(
      "callback",
      { ...samples.callback.fields("Bo Bot"), phone: "07700 9001" },
      context({ honeypot: "x", elapsedMs: "0" }),
    );
    expect(caught).toMatchObject({
      kind: "invalid",
      errors: { phone: "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192" },
    });
  });
});
