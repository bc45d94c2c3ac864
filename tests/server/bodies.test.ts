import { request as httpRequest } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";
import { defaultBusinessDetails } from "#app/config/business.ts";

/** Every page of the site is titled "… | {provider} Care", its error pages too. */
const siteName = defaultBusinessDetails().tradingName;

// Bodies are counted as they stream in, chunked or not, and stopped at their limit before anything parses them:
// the page forms take 64 kB, the JSON API 32 kB. A client that sends more is answered 413 and sees the answer.

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "server-bodies-"));
  server = await startServer({ DATABASE_URL: path.join(dir, "site.db"), TRUST_PROXY: "true" });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The server's resident memory at its peak so far (VmHWM), in MB. */
function peakMemoryMb(): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * Streams `totalBytes` of a chunked body (no Content-Length) until the server answers or all is sent; resolves with
 * the status the client saw and how much it had sent by then. Bounded: it stops by itself.
 */
function streamChunked(target: string, contentType: string, totalBytes: number, prefix = "", suffix = "") {
  return new Promise<{ status: number; body: string; sentBytes: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: target,
      headers: { "Content-Type": contentType, "X-Forwarded-For": "192.0.2.200" },
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, body, sentBytes: sent }));
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "A");
    const pump = () => {
      if (sent === 0 && prefix) sent += req.write(prefix) ? 0 : 0;
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end(suffix);
    };
    pump();
  });
}

const boundary = "----probe";
const multipartStart = `--${boundary}\r\nContent-Disposition: form-data; name="message"; filename="-"\r\nContent-Type: application/octet-stream\r\n\r\n`;

describe("bodies too large", () => {
  it("a 200 MB chunked multipart post to a form page → 413 with its own page, and the server's memory stays below 200 MB", async () => {
    const answer = await streamChunked(
      "/contact",
      `multipart/form-data; boundary=${boundary}`,
      200 * 1024 * 1024,
      multipartStart,
      `\r\n--${boundary}--\r\n`,
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("Your form is too large to send");
    expect(answer.body).toContain("07700 900123");
    // Reading stopped at the drain limit: the client was answered long before it had sent it all.
    expect(answer.sentBytes).toBeLessThan(50 * 1024 * 1024);
    expect(peakMemoryMb()).toBeLessThan(200);
  });

  it("a 200 MB chunked post to the JSON API → 413 as JSON, memory still below 200 MB", async () => {
    const answer = await streamChunked("/api/submit-contact", "application/json", 200 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: "The body is larger than 32 kB." });
    expect(peakMemoryMb()).toBeLessThan(200);
  });

  it("with Content-Length: exactly 64 kB is read (and checked), one byte more → 413 that a fetch client receives", async () => {
    const form = (bytes: number) => "message=" + "a".repeat(bytes - "message=".length);
    const send = (bytes: number) =>
      fetch(`${server.url}/contact`, {
        method: "POST",
        body: form(bytes),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `192.0.2.${bytes % 250}` },
      });
    const atLimit = await send(64 * 1024);
    expect(atLimit.status).toBe(400);
    expect(await atLimit.text()).toContain("Message is too long");
    for (const bytes of [64 * 1024 + 1, 900 * 1024, 5 * 1024 * 1024]) {
      const over = await send(bytes);
      expect(over.status, `${bytes} bytes`).toBe(413);
      expect(await over.text()).toContain(`<title>Your form is too large to send | ${siteName}</title>`);
    }
  });

  it("page forms take URL-encoded or multipart bodies only: another type → 415, malformed multipart → 400, both pages of the site", async () => {
    const send = (body: string, type: string) =>
      fetch(`${server.url}/contact`, { method: "POST", body, headers: { "Content-Type": type } });
    const plain = await send("name=x", "text/plain");
    expect(plain.status).toBe(415);
    expect(await plain.text()).toContain(`<title>Your form could not be read | ${siteName}</title>`);
    const broken = await send("garbage", `multipart/form-data; boundary=${boundary}`);
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain("07700 900123");
  });
});
