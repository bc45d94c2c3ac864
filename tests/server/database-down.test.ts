import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { dialects, postgresQuery } from "#tests/support/databases.ts";
import { asFormPost, samples } from "#tests/support/sample-submissions.ts";
import { startTimeSignedWith } from "#tests/support/start-time.ts";

// The database cannot be reached when the server starts: the server starts all the same, serves its pages, says
// "call us" on every form (503 with the phone number), reports the database down at /healthz, logs the failure once
// rather than once per request, and recovers by itself when the database comes back. SQLite: the file's folder cannot
// be made (a file stands in its place) until the test removes that file. PostgreSQL: the database does not exist
// until the test creates it.

const SITE_SECRET = "the-database-down-test-secret-0123456789";
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function contactPost(name: string, client: string) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(asFormPost(samples.contact.fields(name))))
    for (const item of [value].flat()) body.append(key, item);
  // Filled in 10 s, by the start time the server signed (with the SITE_SECRET it is started with: its database is down).
  body.set("startedAt", startTimeSignedWith(SITE_SECRET, Date.now() - 10_000));
  return { method: "POST", body, headers: { "X-Forwarded-For": client } };
}

async function health(server: RunningServer) {
  const answer = await fetch(`${server.url}/healthz`);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** /healthz's outbox part: unknown while the database is down; no e-mail set up in these tests. */
const mailUnknown = { configured: false, waiting: null, oldestWaitingSeconds: null, failed: null };
/** /healthz's CQC part: no CQC_API_KEY in these tests, so nothing is read. */
const cqcOff = { configured: false, lastGoodCheck: null, failing: false };

/** Each database in turn: how to make one that is down, how to bring it back, and how to count its stored rows. */
interface Outage {
  url: string;
  bringBack(): Promise<void>;
  rowsNamed(name: string): Promise<number>;
}

async function sqliteOutage(): Promise<Outage> {
  const dir = mkdtempSync(path.join(tmpdir(), "db-down-"));
  dirs.push(dir);
  const blocker = path.join(dir, "data");
  writeFileSync(blocker, "a file where the database's folder should be");
  const file = path.join(blocker, "site.db");
  return {
    url: file,
    bringBack: async () => rmSync(blocker),
    rowsNamed: async (name) => {
      const db = new Database(file, { readonly: true });
      try {
        return (db.prepare("SELECT count(*) AS n FROM contact_submissions WHERE name = ?").get(name) as { n: number })
          .n;
      } finally {
        db.close();
      }
    },
  };
}

async function postgresOutage(): Promise<Outage> {
  const admin = inject("postgresUrl");
  const name = `down_${Date.now()}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    bringBack: async () => void (await postgresQuery(admin, `CREATE DATABASE ${name}`)),
    rowsNamed: async (person) =>
      Number(
        (await postgresQuery(url.toString(), "SELECT count(*) AS n FROM contact_submissions WHERE name = $1", [person]))
          .rows[0].n,
      ),
  };
}

describe.each(dialects)("%s: the database down at start, then back", (dialect) => {
  it("pages are served, forms answer 503 with the phone number, /healthz says so, one log line; then it recovers without a restart", async () => {
    const outage = dialect === "sqlite" ? await sqliteOutage() : await postgresOutage();
    const server = await startServer(
      { DATABASE_URL: outage.url, TRUST_PROXY: "true", FORM_MIN_FILL_MS: "1000", SITE_SECRET },
      { capture: true },
    );
    try {
      expect(server.process.exitCode).toBeNull();
      expect(await health(server)).toEqual({
        status: 200,
        body: { status: "degraded", database: "down", mail: mailUnknown, enquiries: { overdue: null }, cqc: cqcOff },
      });
      for (const page of ["/", "/about", "/contact", "/free-assessment"])
        expect((await fetch(`${server.url}${page}`)).status, page).toBe(200);

      for (let i = 0; i < 10; i++) {
        const answer = await fetch(`${server.url}/contact`, contactPost("Down Person", `198.51.100.${i}`));
        expect(answer.status).toBe(503);
        const html = await answer.text();
        expect(html).toContain("Please try again or call us directly.");
        expect(html).toContain("07700 900123");
      }
      // Ten failed submissions, one line for them (the repeats are counted and reported once a minute).
      const failures = server.output.filter(
        (line) => line.includes('"path":"/contact"') && line.includes('"level":"error"'),
      );
      expect(failures).toHaveLength(1);
      expect(server.output.every((line) => line.trim() === "" || line.startsWith("{"))).toBe(true);

      await outage.bringBack();
      expect(await health(server)).toEqual({
        status: 200,
        body: {
          status: "ok",
          database: "up",
          mail: { configured: false, waiting: 0, oldestWaitingSeconds: null, failed: 0 },
          enquiries: { overdue: 0 },
          cqc: cqcOff,
        },
      });
      const stored = await fetch(`${server.url}/contact`, contactPost("Back Person", "198.51.100.200"));
      expect(stored.status).toBe(200);
      expect(await stored.text()).toContain("Enquiry Received!");
      expect(await outage.rowsNamed("Back Person")).toBe(1);
    } finally {
      await server.stop();
    }
  });
});
