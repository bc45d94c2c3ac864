import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { asFormPost, samples } from "#tests/support/sample-submissions.ts";

// What the server settles about a request itself (the client's address, the request id, the CSP nonce) and hands the
// app in the load context: nothing a client sends in a header changes it. Behind one trusted proxy (TRUST_PROXY=1)
// the client is the address that proxy saw, the last X-Forwarded-For entry here: a forged entry on the left is not a
// new client. Two submissions of a form per client are allowed, so the third of one client is refused (429).

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "server-facts-"));
  server = await startServer(
    { DATABASE_URL: path.join(dir, "site.db"), TRUST_PROXY: "1", RATE_LIMIT_MAX: "2", FORM_MIN_FILL_MS: "0" },
    { capture: true },
  );
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

let sent = 0;
const quickContact = () => samples["quick-contact"].fields(`Facts Person ${++sent}`);

const postApi = (headers: Record<string, string>) =>
  fetch(`${server.url}/api/submit-quick-contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ ...quickContact(), phone: `01632 960${String(100 + sent).slice(-3)}` }),
  });

const postPage = (headers: Record<string, string>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(asFormPost(quickContact())))
    for (const item of [value].flat()) body.append(key, item);
  return fetch(`${server.url}/quick-contact`, { method: "POST", body, headers, redirect: "manual" });
};

describe("the client's address behind one trusted proxy (TRUST_PROXY=1)", () => {
  it("the JSON API: forged leftmost X-Forwarded-For entries share the real client's bucket (the third post → 429)", async () => {
    const statuses = [];
    for (const forged of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      // The proxy appended the address it got the request from (203.0.113.10) to whatever the client sent.
      statuses.push((await postApi({ "X-Forwarded-For": `${forged}, 203.0.113.10` })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    // Another real client is not held back by it.
    expect((await postApi({ "X-Forwarded-For": "198.51.100.1, 203.0.113.11" })).status).toBe(201);
  });

  it("the JSON API: an X-Client-Address header the client sends has no effect", async () => {
    const statuses = [];
    for (const claimed of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      statuses.push((await postApi({ "X-Forwarded-For": "203.0.113.20", "X-Client-Address": claimed })).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("a page's form: forged X-Forwarded-For entries and X-Client-Address do not make a new client either", async () => {
    const statuses = [];
    for (const forged of ["198.51.100.4", "198.51.100.5", "198.51.100.6"]) {
      const answer = await postPage({ "X-Forwarded-For": `${forged}, 203.0.113.30`, "X-Client-Address": forged });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("the request id and the CSP nonce are the server's own", () => {
  /** A raw request (fetch refuses some methods and would normalise the path). */
  function raw(method: string, target: string, headers: Record<string, string>) {
    return new Promise<{ status: number; requestId: string }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: server.port, method, path: target, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, requestId: String(res.headers["x-request-id"]) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("an X-Request-Id sent by the client is neither answered nor logged: the server makes its own", async () => {
    const forged = "forged-request-id-0123";
    const page = await fetch(`${server.url}/contact`, { headers: { "X-Request-Id": forged } });
    await page.body?.cancel();
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    // A request the front door refuses is logged with its id.
    const refused = await raw("TRACE", "/contact", { "X-Request-Id": forged });
    expect(refused.status).toBe(405);
    expect(refused.requestId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => server.output.some((line) => line.includes(refused.requestId))).toBe(true);
    expect(server.output.some((line) => line.includes(forged))).toBe(false);
  });

  it("a page rendered per request gets a fresh nonce, on its CSP and on its inline scripts; a prerendered page none", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${server.url}/contact`);
      const csp = answer.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, csp).toBeTruthy();
      const html = await answer.text();
      expect(html).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    const prerendered = await fetch(`${server.url}/about`);
    await prerendered.body?.cancel();
    expect(prerendered.headers.get("content-security-policy")).not.toContain("nonce-");
  });

  it("a form page's start time is signed by the server (<ms>.<mac>)", async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const startedAt = /name="startedAt" value="([^"]*)"/.exec(html)?.[1];
    expect(startedAt).toMatch(/^[0-9]{13}\.[A-Za-z0-9_-]{43}$/);
    expect(Math.abs(Number(startedAt!.split(".")[0]) - Date.now())).toBeLessThan(60_000);
  });
});

describe("an invalid configuration", () => {
  it("stops the server before it listens: exit 1, one JSON line that names every invalid variable", () => {
    const result = spawnSync(process.execPath, ["server/start.js"], {
      encoding: "utf8",
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "70000",
        TRUST_PROXY: "maybe",
        RATE_LIMIT_MAX: "lots",
        PHONE_MAIN: "call us",
      },
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: string; message: string };
    expect(line.level).toBe("error");
    for (const name of ["PORT", "TRUST_PROXY", "RATE_LIMIT_MAX", "PHONE_MAIN"])
      expect(line.message).toContain(`${name}: `);
    expect(result.stdout).not.toContain("Serving on");
  });
});
