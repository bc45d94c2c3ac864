import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findPrerenderedPages, inlineScriptHashes, inlineStyleHashes } from "#server/prerendered-pages.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes the body of each inline script and skips scripts loaded by src", () => {
    const html = `<script>window.a=1</script><script src="/assets/x.js"></script><script type="module">import "/b.js";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/b.js";')]);
  });
});

describe("inlineStyleHashes", () => {
  it("hashes the body of each <style> element, whatever its attributes, and nothing else", () => {
    const html = `<style>a{color:red}</style><link rel="stylesheet" href="/x.css"><style media="print">b{}</style><p style="c:d">x</p>`;
    expect(inlineStyleHashes(html)).toEqual([sha("a{color:red}"), sha("b{}")]);
    expect(inlineStyleHashes("<p>none</p>")).toEqual([]);
  });
});

describe("findPrerenderedPages", () => {
  it("maps each index.html to its URL path with a CSP that allows exactly its scripts", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
    writeFileSync(path.join(dir, "index.html"), "<style>body{margin:0}</style><script>home()</script>");
    mkdirSync(path.join(dir, "about", "team"), { recursive: true });
    writeFileSync(path.join(dir, "about", "index.html"), "<p>no scripts</p>");
    writeFileSync(path.join(dir, "about", "team", "index.html"), "<script>team()</script>");
    writeFileSync(path.join(dir, "about", "other.html"), "<script>ignored()</script>");

    const pages = findPrerenderedPages(dir);
    expect([...pages.keys()].sort()).toEqual(["/", "/about", "/about/team"]);
    expect(pages.get("/")?.csp).toContain(sha("home()"));
    expect(pages.get("/about/team")?.csp).toContain(sha("team()"));
    expect(pages.get("/about")?.csp).toMatch(/script-src 'self' https:\/\/www\.cqc\.org\.uk;/);
    // The inlined stylesheet is allowed by its hash, in style-src only; a page without one allows no inline style.
    expect(pages.get("/")?.csp).toContain(`style-src 'self' ${sha("body{margin:0}")} https://www.cqc.org.uk;`);
    expect(pages.get("/")?.csp).not.toMatch(
      new RegExp(`script-src[^;]*${sha("body{margin:0}").replace(/[+/]/g, "\\$&")}`),
    );
    expect(pages.get("/about")?.csp).toContain("style-src 'self' https://www.cqc.org.uk;");
  });
});
