import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { insertBeforeHeadEnd, styleElement } from "./inline-stylesheet.server";

const through = (chunks: (string | Buffer)[], html: string) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(insertBeforeHeadEnd(html)));

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

describe("insertBeforeHeadEnd", () => {
  it("inserts the HTML once, just before the first </head>, and leaves the rest as it was", async () => {
    expect(await through(["<html><head><title>T</title></head><body></head></body></html>"], "<style>x</style>")).toBe(
      "<html><head><title>T</title><style>x</style></head><body></head></body></html>",
    );
  });

  it("finds the marker split across chunks, at every point", async () => {
    const page = "<html><head><meta charset=utf-8></head><body>é</body></html>";
    for (let cut = 0; cut <= page.length; cut += 1) {
      expect(await through([page.slice(0, cut), page.slice(cut)], "<S>")).toBe(page.replace("</head>", "<S></head>"));
    }
  });

  it("keeps a character whose bytes are split across chunks", async () => {
    const bytes = Buffer.from("<head>é</head>");
    const cut = bytes.indexOf(0xa9); // the second byte of "é"
    const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
    expect(await through(chunks, "+")).toBe("<head>é+</head>");
  });

  it("passes a document without </head> through whole", async () => {
    expect(await through(["<p>a</p>", "<p>b</p>"], "<S>")).toBe("<p>a</p><p>b</p>");
    expect(await through([], "<S>")).toBe("");
  });
});
