import { Agent, request as httpRequest } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { dialects, postgresQuery, scratchPostgresDatabase } from "#tests/support/databases.ts";
import { samples } from "#tests/support/sample-submissions.ts";

// SIGTERM while a submission is still arriving: the server stops taking new connections, finishes the request under
// way (the enquiry is stored and answered 201), closes the database, and exits 0. Clients on kept-alive connections
// that never pause are told to close (`Connection: close`), so the server does not wait for its time limit and cut
// them off; a request that does not finish in that time is cut off with a warning and exit code 1.

const dir = mkdtempSync(path.join(tmpdir(), "server-shutdown-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("graceful shutdown", () => {
  it("finishes the request in flight, closes the database and exits 0", async () => {
    const file = path.join(dir, "site.db");
    const server = await startServer({ DATABASE_URL: file, SITE_SECRET: "shutdown-test-secret-0123456789" });
    const body = Buffer.from(JSON.stringify(samples.callback.fields("Late Caller")));
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));

    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: server.port,
          method: "POST",
          path: "/api/submit-callback",
          headers: { "Content-Type": "application/json", "Content-Length": body.length },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on("error", reject);
      // Half the body now; SIGTERM; the other half after the server has begun to close.
      req.write(body.subarray(0, 20));
      setTimeout(() => {
        server.process.kill("SIGTERM");
        setTimeout(() => req.end(body.subarray(20)), 500);
      }, 200);
    });

    const { status, text } = await answer;
    expect(status).toBe(201);
    expect(JSON.parse(text)).toHaveProperty("id");
    expect(await exited).toBe(0);
    // Closed: SQLite folds its write-ahead log back into the file when the last connection closes.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const db = new Database(file, { readonly: true });
    try {
      expect(db.prepare("SELECT count(*) AS n FROM submissions WHERE name = 'Late Caller'").get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });
});

/** A POST on a given agent's connection: its status and Connection header, or the error's code. */
function postOn(agent: Agent, port: number, body: Buffer) {
  return new Promise<{ status: number; connection: string | undefined } | { error: string }>((resolve) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        agent,
        method: "POST",
        path: "/api/submit-callback",
        headers: { "Content-Type": "application/json", "Content-Length": body.length },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

async function shutdownDatabase(
  dialect: string,
): Promise<{ url: string; countNamed(prefix: string): Promise<number>; dispose(): Promise<void> }> {
  if (dialect === "sqlite") {
    const file = path.join(dir, `busy-${Date.now()}.db`);
    return {
      url: file,
      countNamed: async (prefix) => {
        const db = new Database(file, { readonly: true });
        try {
          return (
            db.prepare("SELECT count(*) AS n FROM submissions WHERE name LIKE ?").get(`${prefix}%`) as { n: number }
          ).n;
        } finally {
          db.close();
        }
      },
      dispose: async () => {},
    };
  }
  const { url, drop } = await scratchPostgresDatabase("shutdown");
  return {
    url,
    countNamed: async (prefix) =>
      Number(
        (await postgresQuery(url, "SELECT count(*) AS n FROM submissions WHERE name LIKE $1", [`${prefix}%`])).rows[0]
          .n,
      ),
    dispose: drop,
  };
}

describe.each(dialects)("%s: graceful shutdown under load", (dialect) => {
  it("busy kept-alive clients are told to close; every stored enquiry is answered; exit 0 well before the time limit", async () => {
    const database = await shutdownDatabase(dialect);
    const server: RunningServer = await startServer({
      DATABASE_URL: database.url,
      RATE_LIMIT_MAX: "100000",
      RATE_LIMIT_SECRET: "shutdown-test-secret-0123456789",
    });
    try {
      const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
        server.process.once("exit", (code) => resolve({ code, at: Date.now() })),
      );
      let sent = 0;
      // Eight clients, each on one kept-alive connection, sending the next submission as soon as the last is answered,
      // until a new connection is refused (the server stopped listening) or theirs is cut.
      const clients = Array.from({ length: 8 }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const answers: Awaited<ReturnType<typeof postOn>>[] = [];
        for (;;) {
          const answer = await postOn(
            agent,
            server.port,
            Buffer.from(JSON.stringify(samples.callback.fields(`Busy Client ${sent++}`))),
          );
          answers.push(answer);
          if ("error" in answer) break;
        }
        agent.destroy();
        return answers;
      });
      await new Promise((resolve) => setTimeout(resolve, 800));
      const sigtermAt = Date.now();
      server.process.kill("SIGTERM");
      const answers = (await Promise.all(clients)).flat();
      const { code, at } = await exited;

      expect(code).toBe(0);
      // Not held until the 10 s limit by clients that never pause.
      expect(at - sigtermAt).toBeLessThan(5_000);
      const acknowledged = answers.filter((answer) => "status" in answer && answer.status === 201).length;
      expect(acknowledged).toBeGreaterThan(8);
      // Answers after SIGTERM told their clients to close the connection; none was cut off (a reset), and each client
      // stopped only when the server no longer took connections.
      expect(answers.some((answer) => "connection" in answer && answer.connection === "close")).toBe(true);
      expect(
        answers.filter((answer) => "error" in answer).map((answer) => ("error" in answer ? answer.error : "")),
      ).toEqual(Array(8).fill("ECONNREFUSED"));
      // Nothing stored without its client being told so.
      expect(await database.countNamed("Busy Client")).toBe(acknowledged);
    } finally {
      await server.stop();
      await database.dispose();
    }
  });
});

describe("a request that does not finish in time", () => {
  it("is cut off 10 s after SIGTERM, with a warning, and the exit code says so (1)", async () => {
    const server = await startServer({ DATABASE_URL: path.join(dir, "stalled.db") }, { capture: true });
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", (code) => resolve(code)));
    // Half a body, and then nothing: the server waits for the rest (up to its 30 s request timeout).
    const req = httpRequest({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: "/api/submit-callback",
      headers: { "Content-Type": "application/json", "Content-Length": 100 },
    });
    req.on("error", () => {});
    req.write("{");
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.process.kill("SIGTERM");
    expect(await exited).toBe(1);
    expect(server.output.some((line) => line.includes('"level":"warn"') && line.includes("cut off"))).toBe(true);
    req.destroy();
  });
});
