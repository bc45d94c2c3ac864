import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";

// The postcode checker keeps no trace of a postcode: after checks of every kind (answered, refused, through a
// fetcher's .data post, carried into the forms, sent from another site, too large, of an unreadable type), the
// production server's log holds none of them, while it did log what it logs (start-up, the refusals).

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "server-postcodes-"));
  server = await startServer({ DATABASE_URL: path.join(dir, "site.db"), FORM_MIN_FILL_MS: "0" }, { capture: true });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const post = (target: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${target}`, { method: "POST", body: new URLSearchParams(fields), headers, redirect: "manual" });

/** Postcodes as typed and as the site writes them back, none of them on the site or in the server's own settings. */
const postcodes = ["mk13 7zq", "MK137ZQ", "HP21 9XW", "sw1a 2aa", "JE2 4UH", "nn12 6jq", "LU7"];

/** The spellings to look for in the log: as typed, upper case, without spaces. */
const spellings = (postcode: string) => [
  postcode,
  postcode.toUpperCase(),
  postcode.replace(/\s+/g, ""),
  postcode.replace(/\s+/g, "").toUpperCase(),
];

describe("after postcode checks, the server's log holds no postcode", () => {
  it("answers every kind of check, then no line of the log names any postcode", async () => {
    for (const postcode of postcodes) {
      const answer = await post("/do-we-cover-my-area", { postcode });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(postcode.replace(/\s+/g, "").toUpperCase().slice(0, 3));
      // As the page's fetcher sends it.
      expect((await post("/do-we-cover-my-area.data", { postcode })).status).toBe(200);
      // Carried into the forms.
      expect((await post("/free-assessment", { prefill: "1", postcode })).status).toBe(200);
      expect((await post("/request-a-callback", { prefill: "1", topic: `Care at home in ${postcode}` })).status).toBe(
        200,
      );
    }
    // Refused: not a postcode (400), from another site's page (403, logged), too large (413), of a type no form sends (415).
    expect((await post("/do-we-cover-my-area", { postcode: "MK9 3AB please" })).status).toBe(400);
    expect(
      (await post("/do-we-cover-my-area", { postcode: "MK14 6GD" }, { Origin: "https://attacker.example" })).status,
    ).toBe(403);
    expect((await post("/do-we-cover-my-area", { postcode: "MK15 9HT", padding: "x".repeat(70_000) })).status).toBe(
      413,
    );
    const json = await fetch(`${server.url}/do-we-cover-my-area`, {
      method: "POST",
      body: JSON.stringify({ postcode: "MK16 0AB" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(json.status).toBe(415);

    await new Promise((resolve) => setTimeout(resolve, 200)); // the last lines reach the pipe
    const log = server.output.join("\n");
    expect(log).toContain("Serving on");
    expect(log).toContain("another site's page");
    const found = [...postcodes, "MK9 3AB please", "MK14 6GD", "MK15 9HT", "MK16 0AB"]
      .flatMap(spellings)
      .filter((spelling) => log.includes(spelling));
    expect(found, "postcodes in the server's log").toEqual([]);
  });
});
