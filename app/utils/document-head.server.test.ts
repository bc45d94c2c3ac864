import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { fastPaintHead, rewriteHead, styleElement } from "./document-head.server";

const through = (chunks: (string | Buffer)[], rewrite: (head: string) => string) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(rewriteHead(rewrite)));

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

describe("fastPaintHead", () => {
  it("inserts the HTML just before the end of the head and lowers every module preload's priority once", () => {
    const head = '<head><link rel="modulepreload" href="/a.js"/><link rel="icon" href="/i.svg"/><link rel="modulepreload" href="/b.js"/></head>';
    expect(fastPaintHead(head, "<style>x</style>")).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="icon" href="/i.svg"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/><style>x</style></head>',
    );
  });

  it("leaves a priority already given as it is", () => {
    const head = '<head><link rel="modulepreload" href="/a.js" fetchpriority="high"/></head>';
    expect(fastPaintHead(head, "")).toBe(head);
  });
});

describe("rewriteHead", () => {
  const mark = (head: string) => head.replace("</head>", "<S></head>");

  it("rewrites the document up to its first </head> once and leaves the rest as it was", async () => {
    expect(await through(["<html><head><title>T</title></head><body></head></body></html>"], mark)).toBe(
      "<html><head><title>T</title><S></head><body></head></body></html>",
    );
  });

  it("finds the end of the head split across chunks, at every point", async () => {
    const page = "<html><head><meta charset=utf-8></head><body>é</body></html>";
    for (let cut = 0; cut <= page.length; cut += 1) {
      expect(await through([page.slice(0, cut), page.slice(cut)], mark)).toBe(page.replace("</head>", "<S></head>"));
    }
  });

  it("keeps a character whose bytes are split across chunks", async () => {
    const bytes = Buffer.from("<head>é</head>");
    const cut = bytes.indexOf(0xa9); // the second byte of "é"
    expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)], mark)).toBe("<head>é<S></head>");
  });

  it("passes a document without </head> through whole and unchanged", async () => {
    expect(await through(["<p>a</p>", "<p>b</p>"], mark)).toBe("<p>a</p><p>b</p>");
    expect(await through([], mark)).toBe("");
  });
});
