import { request as httpRequest } from "node:http";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../../scripts/lib/server-process.ts";
import { samples } from "../support/sample-submissions.ts";

// SIGTERM while a submission is still arriving: the server stops taking new connections, finishes the request under
// way (the enquiry is stored and answered 201), closes the database, and exits 0.

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
        { host: "127.0.0.1", port: server.port, method: "POST", path: "/api/submit-callback", headers: { "Content-Type": "application/json", "Content-Length": body.length } },
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
