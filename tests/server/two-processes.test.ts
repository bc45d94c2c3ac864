import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { dialects } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";

// Two server processes on one database (a SQLite file, or one PostgreSQL database): the same submission sent to both
// at once with one Idempotency-Key is stored once, and both answer with that row's id. The unique keys hold across
// processes; nothing in one process's memory decides it.

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function databaseUrl(dialect: string): Promise<string> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "two-processes-"));
    dirs.push(dir);
    return path.join(dir, "site.db");
  }
  const admin = inject("postgresUrl");
  const name = `two_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.each(dialects)("%s: two processes, one Idempotency-Key", (dialect) => {
  it("twenty submissions each sent to both servers at once are stored twenty times, not forty", async () => {
    const url = await databaseUrl(dialect);
    const env = { DATABASE_URL: url, RATE_LIMIT_MAX: "1000", RATE_LIMIT_SECRET: "two-processes-test-secret" };
    // The first migrates the database; the second finds it migrated.
    const first: RunningServer = await startServer(env);
    const second: RunningServer = await startServer(env);
    try {
      const post = (server: RunningServer, key: string, phone: string) =>
        fetch(`${server.url}/api/submit-callback`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": key },
          body: JSON.stringify({ ...samples.callback.fields("Twice Sent"), phone }),
        }).then(async (answer) => ({ status: answer.status, id: ((await answer.json()) as { id: number }).id }));
      const pairs = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const key = randomUUID();
          const phone = `01632 9607${String(i).padStart(2, "0")}`;
          return Promise.all([post(first, key, phone), post(second, key, phone)]);
        }),
      );
      for (const [a, b] of pairs) {
        expect([a.status, b.status]).toEqual([201, 201]);
        expect(a.id).toBe(b.id);
      }
      expect(new Set(pairs.map(([a]) => a.id)).size).toBe(20);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
