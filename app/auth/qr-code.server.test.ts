import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrCodeSvg } from "#app/auth/qr-code.server.ts";

const uri =
  "otpauth://totp/Bright%20Home%20Care:jo.bloggs%40example.org?issuer=Bright%20Home%20Care&algorithm=SHA1&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&period=30&digits=6";

/** The dark modules the SVG draws, read back from its path of 10-unit squares, as "row,column" in modules. */
function darkModules(svg: string): Set<string> {
  const path = /<path[^>]* d="([^"]*)"/.exec(svg)?.[1] ?? "";
  const squares = [...path.matchAll(/M(\d+),(\d+)h10v10h-10z/g)];
  // Every part of the path is such a square, so nothing is drawn that this reading misses.
  expect(squares.map((square) => square[0]).join("")).toBe(path);
  return new Set(squares.map(([, x, y]) => `${Number(y) / 10},${Number(x) / 10}`));
}

describe("qrCodeSvg", () => {
  const svg = qrCodeSvg(uri);

  it("is an SVG element", () => {
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it("passes a strict CSP: no style attribute or element, no script, no event handler, no link", () => {
    expect(svg).not.toMatch(/style=/i);
    expect(svg).not.toMatch(/<style/i);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/\son\w+=/i);
    expect(svg).not.toMatch(/href/i);
  });

  it("scales: it has a square viewBox and no fixed width or height on the svg element", () => {
    const svgTag = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
    expect(svgTag).toMatch(/viewBox="0 0 (\d+) \1"/);
    expect(svgTag).not.toMatch(/\s(width|height)=/);
  });

  it("draws exactly the QR code of the text, with error correction M and a quiet zone of 4 modules", () => {
    const qr = encode(uri, { ecc: "M", border: 4 });
    const expected = new Set<string>();
    qr.data.forEach((row, r) => row.forEach((dark, c) => dark && expected.add(`${r},${c}`)));
    expect(darkModules(svg)).toEqual(expected);
    expect(svg).toContain(`viewBox="0 0 ${qr.size * 10} ${qr.size * 10}"`);
  });

  it("leaves the quiet zone, four modules on every side, empty", () => {
    const size = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]) / 10;
    const modules = [...darkModules(svg)].map((key) => key.split(",").map(Number));
    expect(modules.length).toBeGreaterThan(0);
    const rows = modules.map(([r]) => r ?? -1);
    const columns = modules.map(([, c]) => c ?? -1);
    expect(Math.min(...rows)).toBe(4);
    expect(Math.min(...columns)).toBe(4);
    expect(Math.max(...rows)).toBe(size - 5);
    expect(Math.max(...columns)).toBe(size - 5);
  });

  it("paints a light background and dark modules", () => {
    expect(svg).toMatch(/<rect fill="white"/);
    expect(svg).toMatch(/<path fill="black"/);
  });

  it("does not put the text itself in the markup, so nothing in it can inject markup", () => {
    const hostile = qrCodeSvg('"><script>alert(1)</script>');
    expect(hostile).not.toContain("<script");
    expect(hostile).not.toContain("alert");
  });

  it("is the same for the same text and different for different text", () => {
    expect(qrCodeSvg(uri)).toBe(svg);
    expect(qrCodeSvg(uri.replace("secret=G", "secret=H"))).not.toBe(svg);
  });

  it("refuses text too long for any QR code", () => {
    expect(() => qrCodeSvg("x".repeat(3000))).toThrow(RangeError);
  });
});
