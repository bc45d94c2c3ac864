import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPrerenderedPages, inlineScriptHashes } from "./prerendered-pages";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the body of each inline script and skips scripts loaded by src", () => {
    const html = `<script>window.a=1</script><script src="/assets/x.js"></script><script type="module">import "/b.js";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/b.js";')]);
  });
});

describe("findPrerenderedPages", () => {
  it("maps each index.html to its URL path with a CSP that allows exactly its scripts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
    writeFileSync(path.join(dir, "index.html"), "<script>home()</script>");
    mkdirSync(path.join(dir, "about", "team"), { recursive: true });
    writeFileSync(path.join(dir, "about", "index.html"), "<p>no scripts</p>");
    writeFileSync(path.join(dir, "about", "team", "index.html"), "<script>team()</script>");
    writeFileSync(path.join(dir, "about", "other.html"), "<script>ignored()</script>");

    const pages = findPrerenderedPages(dir);
    expect([...pages.keys()].sort()).toEqual(["/", "/about", "/about/team"]);
    expect(pages.get("/")?.csp).toContain(sha("home()"));
    expect(pages.get("/about/team")?.csp).toContain(sha("team()"));
    expect(pages.get("/about")?.csp).toMatch(/script-src 'self' https:\/\/www\.cqc\.org\.uk;/);
  });
});
