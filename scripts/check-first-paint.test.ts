import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fastPaintDocument } from "#app/http/document-head.server.ts";
import { runScript } from "#tests/support/script-process.ts";

// The check `npm run build` runs after `react-router build`, as a process on a folder of built pages: it passes pages
// the first-paint rewrite applied to and fails the build on one whose markup the rewrite did not recognise.

const root = mkdtempSync(path.join(tmpdir(), "check-first-paint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const shell = (scriptType: string) =>
  `<html><head><title>T</title><link rel="modulepreload" href="/a.js"/></head><body><p>a</p>` +
  `<script type=${scriptType}>import "/a.js";</script></body></html>`;
const built = (scriptType: string) => fastPaintDocument(shell(scriptType), "<style>a{b:c}</style>");

function site(name: string, pages: Record<string, string>): string {
  const folder = path.join(root, name);
  mkdirSync(folder);
  for (const [page, html] of Object.entries(pages)) {
    mkdirSync(path.join(folder, page), { recursive: true });
    writeFileSync(path.join(folder, page, "index.html"), html);
  }
  return folder;
}

const check = (folder: string) => runScript("check-first-paint.ts", [folder], { env: process.env });

describe("scripts/check-first-paint.ts", () => {
  it("passes when the rewrite applied to every page", async () => {
    const run = await check(site("good", { "": built('"module"'), about: built('"module"') }));
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("the rewrite applied to all 2 prerendered pages");
  });

  it("fails, naming the page and what is wrong, when a page's markup was not recognised", async () => {
    const folder = site("changed", { "": built('"module"'), faqs: built("module") });
    const run = await check(folder);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("did not apply to 1 of 2 prerendered pages");
    expect(run.stderr).toContain(
      `${path.join(folder, "faqs", "index.html")}: a module script runs while the page is parsed`,
    );
    expect(run.stderr).toContain("module preloads start before the first paint");
  });

  it("fails when there is no page to check", async () => {
    const run = await check(site("empty", {}));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("No prerendered page");
  });
});
