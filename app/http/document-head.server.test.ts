import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  fastPaintDocument,
  firstPaintProblems,
  HELD_SCRIPT_TYPE,
  rewriteShell,
  scriptsAfterFirstPaint,
  styleElement,
  WAIT_AT_MOST_MS,
} from "#app/http/document-head.server.ts";

const through = (chunks: (string | Buffer)[], rewrite: (shell: string) => string) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(rewriteShell(rewrite)));

describe("styleElement", () => {
  it("wraps the stylesheet in a <style>, with the nonce when there is one", () => {
    expect(styleElement("a{b:c}")).toBe("<style>a{b:c}</style>");
    expect(styleElement("a{b:c}", "abc+/=")).toBe('<style nonce="abc+/=">a{b:c}</style>');
  });

  it("refuses a stylesheet that would close its element early", () => {
    expect(() => styleElement("a{}</style><script>x()</script>")).toThrow(/<\/style/);
    expect(() => styleElement("a{}</STYLE >")).toThrow();
  });
});

const shell = (nonce = "") =>
  `<html><head><link rel="modulepreload" href="/a.js"${nonce}/><title>T</title><link rel="icon" href="/i.svg"/>` +
  `<link rel="modulepreload" href="/b.js"${nonce}/></head><body><p>é</p><script${nonce}>window.c=1</script>` +
  `<script${nonce} type="module" async="">import "/a.js";</script>`;
const data = "<script>data()</script></body></html>";

describe("scriptsAfterFirstPaint", () => {
  it("takes the module preloads out of the head and holds the module script, with a script after it that starts both", () => {
    const page = scriptsAfterFirstPaint(shell() + data);
    expect(page).not.toMatch(/<link rel="modulepreload"/);
    expect(page).toContain('<link rel="icon" href="/i.svg"/>');
    expect(page).toContain(
      `<script>window.c=1</script><script type="${HELD_SCRIPT_TYPE}">import "/a.js";</script><script>((self,held,preloads)=>`,
    );
    expect(page).toContain(
      '(document.currentScript,document.currentScript.previousElementSibling,["/a.js","/b.js"])</script>' + data,
    );
    expect(page).toContain(`setTimeout(start,${WAIT_AT_MOST_MS})`);
    expect(page).not.toMatch(/<script[^>]*type="module"/);
  });

  it("gives the starting script the module script's nonce", () => {
    const page = scriptsAfterFirstPaint(shell(' nonce="n0+/="'));
    expect(page).toContain(
      `<script nonce="n0+/=" type="${HELD_SCRIPT_TYPE}">import "/a.js";</script><script nonce="n0+/=">((self`,
    );
  });

  it("leaves a document without a module script as it is", () => {
    const page =
      '<head><link rel="modulepreload" href="/a.js"/></head><body><script type="application/ld+json">{}</script></body>';
    expect(scriptsAfterFirstPaint(page)).toBe(page);
  });
});

describe("fastPaintDocument", () => {
  it("inserts the HTML just before the end of the head, once, and starts the scripts after the first paint", () => {
    const page = fastPaintDocument(shell() + data.replace("</body>", "<p></head></p></body>"), "<style>x</style>");
    expect(page).toContain('<link rel="icon" href="/i.svg"/><style>x</style></head><body>');
    expect(page.match(/<style>/g)).toHaveLength(1);
    expect(page).toContain(`<script type="${HELD_SCRIPT_TYPE}">import "/a.js";</script>`);
  });
});

describe("rewriteShell", () => {
  const mark = (part: string) => `[${part}]`;

  it("rewrites the document up to the end of its module script once and leaves the rest as it was", async () => {
    expect(await through([shell() + data], mark)).toBe(`[${shell()}]${data}`);
  });

  it("finds the module script split across chunks, at every point", async () => {
    const page = shell() + data;
    for (let cut = 0; cut <= page.length; cut += 1) {
      expect(await through([page.slice(0, cut), page.slice(cut)], mark)).toBe(`[${shell()}]${data}`);
    }
  });

  it("finds it in a document sent a few characters at a time, after other scripts and a script-like text", async () => {
    const page = `<p>a &lt;script type="module"&gt; b</p><script>x()</script>${shell()}${data}`;
    for (let size = 1; size <= 12; size++) {
      const chunks = Array.from({ length: Math.ceil(page.length / size) }, (_, i) =>
        page.slice(i * size, (i + 1) * size),
      );
      expect(await through(chunks, mark), `chunks of ${size}`).toBe(`[${page.slice(0, -data.length)}]${data}`);
    }
  });

  it("keeps a character split across the chunk that ends the script and the next", async () => {
    const bytes = Buffer.from(shell() + "<p>é</p>");
    const cut = bytes.lastIndexOf(0xa9); // the second byte of the last "é"
    expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)], mark)).toBe(`[${shell()}]<p>é</p>`);
  });

  it("keeps a character whose bytes are split across chunks", async () => {
    const bytes = Buffer.from(shell());
    const cut = bytes.indexOf(0xa9); // the second byte of "é"
    expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)], mark)).toBe(`[${shell()}]`);
  });

  it("rewrites a document without a module script whole, at its end", async () => {
    expect(await through(["<p>a</p>", "<p>b</p>"], mark)).toBe("[<p>a</p><p>b</p>]");
    expect(await through([], mark)).toBe("[]");
  });
});

describe("firstPaintProblems", () => {
  const style = "<style>a{b:c}</style>";

  it("finds none in a document the rewrite applied to, nor in one without scripts", () => {
    expect(firstPaintProblems(fastPaintDocument(shell() + data, style))).toEqual([]);
    expect(
      firstPaintProblems(fastPaintDocument("<html><head><title>T</title></head><body><p>a</p></body></html>", style)),
    ).toEqual([]);
  });

  it("names what a document whose markup the rewrite does not recognise still does before the first paint", () => {
    // React Router writing its module script without quotes (or in another way the pattern misses): left as it was.
    const unrecognised = shell().replace(' type="module"', " type=module") + data;
    expect(firstPaintProblems(fastPaintDocument(unrecognised, style))).toEqual([
      "a module script runs while the page is parsed (not held)",
      "module preloads start before the first paint",
    ]);
  });

  it("names a stylesheet that is linked, or not inlined in the head", () => {
    const linked = fastPaintDocument(shell() + data, '<link rel="stylesheet" href="/app.css"/>');
    expect(firstPaintProblems(linked)).toEqual([
      "the site's stylesheet is not inlined in the head (no <style>)",
      "a stylesheet is linked, blocking the first paint",
    ]);
    expect(firstPaintProblems(`<html><head></head><body>${style}</body></html>`)).toEqual([
      "the site's stylesheet is not inlined in the head (no <style>)",
    ]);
  });
});
