import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { asFormPost, samples } from "#tests/support/sample-submissions.ts";
import { sha256Source } from "#server/prerendered-pages.ts";

/** Every page of the site is titled "… | {provider} Care", its error pages too. */
const siteName = defaultBusinessDetails().tradingName;

// The production server as a visitor, an attacker or a stray client meets it: methods, paths, caching, origins.
// Its own SQLite file and a phone number of its own, so that a page showing the default number would be caught.

const PHONE = "01632 960999";
const SITE_URL = "https://care.example.org";
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "server-requests-"));
  server = await startServer(
    {
      DATABASE_URL: path.join(dir, "site.db"),
      PHONE_MAIN: PHONE,
      SITE_URL,
      TRUST_PROXY: "true",
      FORM_MIN_FILL_MS: "0",
    },
    { capture: true },
  );
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** A request with any method and a raw path (fetch refuses TRACE and normalises paths). */
function raw(method: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port: server.port, method, path: target, headers }, (res) => {
        let body = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const contactForm = (extra: Record<string, string> = {}) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(asFormPost(samples.contact.fields("Origin Test"))))
    for (const item of [value].flat()) body.append(key, item);
  for (const [key, value] of Object.entries(extra)) body.set(key, value);
  return body;
};

const post = (target: string, body: URLSearchParams, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${target}`, {
    method: "POST",
    body,
    headers: { "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 250)}`, ...headers },
    redirect: "manual",
  });

describe("methods and paths the site does not serve", () => {
  it.each(["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"])(
    "%s → 405 with Allow, before React Router, on any path",
    async (method) => {
      for (const target of ["/", "/contact", "/api/submit-contact"]) {
        const answer = await raw(method, target);
        expect(answer.status).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD, POST");
        expect(answer.body).toContain(PHONE);
      }
    },
  );

  it.each(["/%", "/%ff", "/contact%E0%A4%A", "/a/%zz"])(
    "a path that cannot be decoded (%s) → 400 with the phone number",
    async (target) => {
      const answer = await raw("GET", target);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain("This web address is not valid");
      expect(answer.body).toContain(PHONE);
      // It reads like the site: the site's stylesheet inline, which the page's CSP allows by its hash.
      const css = /<style>([\s\S]*?)<\/style><\/head>/.exec(answer.body)?.[1] ?? "";
      expect(css).toContain(".container-page");
      expect(answer.headers["content-security-policy"]).toContain(`style-src 'self' ${sha256Source(css)} `);
    },
  );

  it("…/index.html redirects to the clean path (which has the page's own CSP), the query kept", async () => {
    const cases = [
      ["/index.html", "/"],
      ["/about/index.html", "/about"],
      ["/about/index.html?x=1", "/about?x=1"],
    ];
    for (const [from, to] of cases) {
      const answer = await raw("GET", from!);
      expect([answer.status, answer.headers.location]).toEqual([301, to]);
    }
    const page = await fetch(`${server.url}/about`);
    expect(page.headers.get("content-security-policy")).toContain("'sha256-");
  });

  it("…/index.html never redirects to another site: `//host` and `/\\host` become a path of this site (no open redirect)", async () => {
    const cases = [
      ["//evil.example/index.html", "/evil.example"],
      ["/\\evil.example/index.html", "/evil.example"],
      ["/\\/evil.example/index.html?x=1", "/evil.example?x=1"],
      ["///evil.example/index.html", "/evil.example"],
    ];
    for (const [from, to] of cases) {
      const answer = await raw("GET", from!);
      expect([from, answer.status, answer.headers.location]).toEqual([from, 301, to]);
      // Where a browser goes from there: this site.
      expect(new URL(answer.headers.location as string, server.url).origin).toBe(server.url);
    }
  });

  it("every log line is one JSON object, and those about requests carry the request id", async () => {
    await raw("TRACE", "/");
    await raw("GET", "/%ff");
    const lines = server.output.filter((line) => line.trim() !== "");
    expect(lines.length).toBeGreaterThan(2);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const aboutRequests = parsed.filter((line) => "path" in line);
    expect(aboutRequests.length).toBeGreaterThanOrEqual(2);
    for (const line of aboutRequests) expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join("\n")).not.toMatch(/URIError|\n\s+at /);
  });
});

describe("caching of what is rendered per request", () => {
  it("form pages, their .data and answers that echo what was typed are private, no-store; prerendered pages are not", async () => {
    for (const target of ["/contact", "/contact.data", "/request-a-callback", "/free-assessment", "/quick-contact"]) {
      expect((await fetch(`${server.url}${target}`)).headers.get("cache-control"), target).toBe("private, no-store");
    }
    const echoed = await post("/contact", contactForm({ phone: "12" }));
    expect(echoed.status).toBe(400);
    expect(echoed.headers.get("cache-control")).toBe("private, no-store");
    expect(await echoed.text()).toContain("Origin Test");
    const viaData = await post("/contact.data", contactForm({ phone: "12" }));
    expect(viaData.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${server.url}/about`)).headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    );
    // Routes that set their own keep it alone, not merged with the default.
    expect((await fetch(`${server.url}/robots.txt`)).headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await fetch(`${server.url}/healthz`)).headers.get("cache-control")).toBe("no-store");
  });
});

describe("where a form may be sent from", () => {
  it("another site's page → 403, the site's own page with the configured phone number, one log line, no stack", async () => {
    const before = server.output.length;
    const answer = await post("/contact", contactForm(), { Origin: "https://attacker.example" });
    expect(answer.status).toBe(403);
    const html = await answer.text();
    expect(html).toContain(`<title>This form was sent from another website | ${siteName}</title>`);
    expect(html).toContain("Quick contact"); // the site's frame: header, quick-contact form, footer
    expect(html).toContain(PHONE);
    expect(html).not.toContain("07700 900123");
    await new Promise((resolve) => setTimeout(resolve, 200));
    const logged = server.output.slice(before).filter((line) => line.trim() !== "");
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: "warn", method: "POST", path: "/contact" });
    expect(logged[0]).not.toContain("stack");
  });

  it("the opaque origin 'null' → 403; the .data post of a fetcher from another site → 403", async () => {
    expect((await post("/contact", contactForm(), { Origin: "null" })).status).toBe(403);
    expect((await post("/contact.data", contactForm(), { Origin: "https://attacker.example" })).status).toBe(403);
  });

  it("SITE_URL's origin is accepted although the server itself sees plain http on another host (a TLS-ending proxy)", async () => {
    const answer = await post("/contact", contactForm({ phone: "12" }), { Origin: SITE_URL });
    // 400: past the origin check, the form's own validation answered.
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(
      "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192",
    );
  });

  it("the request's own host, or the X-Forwarded-Host a proxy set, is accepted too", async () => {
    expect((await post("/contact", contactForm({ phone: "12" }), { Origin: server.url })).status).toBe(400);
    const viaProxy = await post("/contact", contactForm({ phone: "12" }), {
      Origin: "https://proxy.example",
      "X-Forwarded-Host": "proxy.example",
    });
    expect(viaProxy.status).toBe(400);
    expect(await viaProxy.text()).toContain(
      "Enter a telephone number, like 01632 960 001, 07700 900 982 or +44 808 157 0192",
    );
  });

  it("the JSON API refuses another site's Origin and takes calls with none", async () => {
    const json = JSON.stringify(samples.contact.fields("Api Origin"));
    const send = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/submit-contact`, {
        method: "POST",
        body: json,
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "198.51.100.77", ...headers },
      });
    expect((await send({ Origin: "https://attacker.example" })).status).toBe(403);
    expect((await send({})).status).toBe(201);
  });
});

describe("start-up warnings", () => {
  it("without SITE_SECRET in production the server warns once at start; with it (or its older name RATE_LIMIT_SECRET), not", async () => {
    expect(server.output.filter((line) => line.includes("SITE_SECRET is not set"))).toHaveLength(1);
    for (const name of ["SITE_SECRET", "RATE_LIMIT_SECRET"]) {
      const withSecret = await startServer(
        { DATABASE_URL: path.join(dir, "other.db"), [name]: "a-long-random-secret-for-the-test" },
        { capture: true },
      );
      try {
        expect(withSecret.output.some((line) => line.includes("SECRET"))).toBe(false);
      } finally {
        await withSecret.stop();
      }
    }
  });
});
