import { connect } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";

// Stalled clients are let go: 10 s to send the headers, 30 s for the whole request (Node's default is 300 s), so a few
// hundred slow sockets cannot hold the server's connections. Both run at once; the test takes about 30 s.

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "server-timeouts-"));
  server = await startServer({ DATABASE_URL: path.join(dir, "site.db") });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends `text` and nothing more; resolves with the seconds until the server closed the socket and what it answered. */
function stall(text: string): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(server.port, "127.0.0.1", () => socket.write(text));
    socket.setEncoding("utf8").on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve({ seconds: (Date.now() - started) / 1000, answer }));
    socket.on("error", () => {});
    // Bounded: give up well after the longest timeout.
    setTimeout(() => {
      socket.destroy();
      reject(new Error("the server kept the stalled socket for 45 s"));
    }, 45_000).unref();
  });
}

describe("stalled clients", () => {
  it("headers not finished in 10 s, or a body not finished in 30 s: the socket is closed (not after Node's 300 s)", async () => {
    const [headers, body] = await Promise.all([
      stall("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "),
      stall(
        "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nname=slow",
      ),
    ]);
    expect(headers.seconds).toBeGreaterThan(9);
    expect(headers.seconds).toBeLessThan(14);
    expect(headers.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(body.seconds).toBeGreaterThan(25);
    expect(body.seconds).toBeLessThan(35);
    // The server is still well.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  }, 50_000);
});
