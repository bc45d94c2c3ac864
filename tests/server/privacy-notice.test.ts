import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#scripts/lib/server-process.ts";

// The privacy notice states the retention periods of the server that answers it, the ones its daily purge removes by
// (ADR 0009), whatever the build was made with: it is rendered per request, never prerendered.

let server: RunningServer;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "server-privacy-"));
  server = await startServer({
    DATABASE_URL: path.join(dir, "site.db"),
    RETENTION_SPAM_DAYS: "45",
    RETENTION_CLOSED_MONTHS_CALLBACK: "3",
  });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("/privacy", () => {
  it("states the running server's retention periods, not the build's", async () => {
    const page = await fetch(`${server.url}/privacy`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("deleted 45 days after they arrive");
    expect(html).toMatch(/Callback requests: deleted 3 months/);
    expect(html).not.toContain("deleted 30 days after they arrive");
  });
});
