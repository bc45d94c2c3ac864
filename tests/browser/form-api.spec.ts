import { expect, test } from "@playwright/test";
import { asSqliteRow, sampleList, samples } from "#tests/support/sample-submissions.ts";
import { rowsWhere, uniqueWord } from "#tests/browser/support/forms.ts";

// The JSON API through the production server (server/form-api.ts in front of app/forms/api.server.ts). It does not
// depend on the page's scripts, so it runs once, in the JavaScript project.
test.describe("JSON API through the production server", { tag: "@js-only" }, () => {
  const headers = (address: string) => ({ "Content-Type": "application/json", "X-Forwarded-For": address });

  for (const sample of sampleList) {
    test(`POST ${sample.apiPath} stores every field and answers 201 with the id`, async ({ request }) => {
      const word = uniqueWord();
      const response = await request.post(sample.apiPath, {
        data: JSON.stringify(sample.fields(word)),
        headers: headers(`10.9.${sampleList.indexOf(sample)}.1`),
      });
      expect(response.status()).toBe(201);
      const body = (await response.json()) as { id: number; reference?: string };
      const rows = rowsWhere(sample.table, sample.nameColumn, word);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ...asSqliteRow(sample.row(word)),
        id: body.id,
        read: 0,
        is_spam: 0,
        origin_page: sample.apiPath,
      });
      if (sample.form === "assessment") expect(body.reference).toBe(rows[0]!.reference);
      expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    });
  }

  test("a one-character name gets 400 with the spec's message", async ({ request }) => {
    const response = await request.post(samples.contact.apiPath, {
      data: JSON.stringify({ ...samples.contact.fields("A") }),
      headers: headers("10.9.9.1"),
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: string; issues: { field: string; message: string }[] };
    expect(body.issues).toContainEqual({ field: "fullName", message: "Name must be at least 2 characters" });
  });

  test("bad requests get a clear 4xx, never a 500", async ({ request }) => {
    const api = samples.contact.apiPath;
    expect(
      (
        await request.post(api, { data: "name=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } })
      ).status(),
    ).toBe(415);
    expect((await request.post(api, { data: "{not json", headers: headers("10.9.9.2") })).status()).toBe(400);
    expect(
      (
        await request.post(api, {
          data: JSON.stringify({ message: "x".repeat(33 * 1024) }),
          headers: headers("10.9.9.3"),
        })
      ).status(),
    ).toBe(413);
    expect(
      (await request.post(api, { data: "x".repeat(2 * 1024 * 1024), headers: headers("10.9.9.4") })).status(),
    ).toBe(413);
    expect((await request.get(api)).status()).toBe(405);
    expect((await request.post("/api/submit-nothing", { data: "{}", headers: headers("10.9.9.5") })).status()).toBe(
      404,
    );
    // Other /api/ paths reach React Router's API route: a JSON 404, not a page.
    const other = await request.get("/api/nothing");
    expect(other.status()).toBe(404);
    expect(await other.json()).toEqual({ error: "There is no form of that name." });
  });
});
