import { describe, expect, inject, it } from "vitest";
import { startServer } from "#scripts/lib/server-process.ts";
import { postgresQuery, scratchPostgresDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";

// PostgreSQL drops the server's connections while submissions keep arriving (an administrator's pg_terminate_backend;
// `pg_ctl stop -m fast` or a failover do the same to every connection). A connection lost while a request holds it
// must fail that request alone (503 with the phone number): the server stays up, and recovers by itself, with no
// restart, as soon as new connections can be made.

const postgresUrl = inject("postgresUrl");

describe.skipIf(!postgresUrl)("postgres: connections terminated under load", () => {
  it("only the requests that held a lost connection fail (503, with the phone number); the server stays up and recovers", async () => {
    const database = await scratchPostgresDatabase("lost");
    const server = await startServer(
      { DATABASE_URL: database.url, RATE_LIMIT_MAX: "100000", RATE_LIMIT_SECRET: "connections-lost-test-secret" },
      { capture: true },
    );
    const post = (n: number) =>
      fetch(`${server.url}/api/submit-callback`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(samples.callback.fields(`Load Person ${n}`)),
      }).then(
        async (answer) => ({ status: answer.status, text: await answer.text() }),
        () => ({ status: 0, text: "no answer: the connection failed" }),
      );
    try {
      // Eight clients, each sending one submission after another, while every backend of the database is terminated
      // three times, after every eighth answer (counted, not timed: a busy machine answers slower).
      let sending = true;
      let sent = 0;
      const answers: { status: number; text: string }[] = [];
      const clients = Array.from({ length: 8 }, async () => {
        while (sending) answers.push(await post(sent++));
      });
      const answered = async (count: number) => {
        while (answers.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
      };
      for (let round = 1; round <= 3; round++) {
        await answered(round * 8);
        await postgresQuery(postgresUrl, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [
          database.name,
        ]);
      }
      await answered(32);
      sending = false;
      await Promise.all(clients);

      expect(server.process.exitCode).toBeNull();
      for (const answer of answers) {
        expect([201, 503]).toContain(answer.status);
        if (answer.status === 503) expect(answer.text).toContain("07700 900123");
      }
      // Recovered without a restart: the next submission is stored; pages and /healthz answer.
      const after = await post(sent++);
      expect(after.status).toBe(201);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toMatchObject({ status: "ok", database: "up" });
      expect(server.output.some((line) => line.includes("Unhandled"))).toBe(false);
    } finally {
      await server.stop();
      await database.drop();
    }
  });
});
