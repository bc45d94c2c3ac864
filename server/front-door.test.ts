import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { ALLOWED_METHODS, frontDoorAnswer, sendPlainPage } from "#server/front-door.ts";
import { sha256Source } from "#server/prerendered-pages.ts";

describe("frontDoorAnswer", () => {
  it("passes GET, HEAD and POST on ordinary paths on", () => {
    for (const method of ALLOWED_METHODS) expect(frontDoorAnswer(method, "/contact?x=%20y")).toBeNull();
    expect(frontDoorAnswer("GET", "/")).toBeNull();
    expect(frontDoorAnswer("GET", "/caf%C3%A9")).toBeNull();
  });

  it("answers any other method 405 with Allow, whatever the path", () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "get", undefined]) {
      expect(frontDoorAnswer(method, "/%ff")).toMatchObject({ status: 405, headers: { Allow: "GET, HEAD, POST" } });
    }
  });

  it("answers 400 for a path that cannot be decoded or is not a path (the query is not judged)", () => {
    for (const url of ["/%", "/%ff", "/a%E0%A4%A", "*", "http://example.org/", ""]) {
      expect(frontDoorAnswer("GET", url)?.status, url).toBe(400);
    }
    expect(frontDoorAnswer("GET", "/contact?q=%ff")).toBeNull();
  });

  it("tells the visitor in words what went wrong", () => {
    expect(frontDoorAnswer("PUT", "/")).toEqual({
      status: 405,
      title: "This kind of request is not supported",
      text: "Our website only answers ordinary page visits and the forms on its pages.",
      headers: { Allow: "GET, HEAD, POST" },
    });
    expect(frontDoorAnswer("GET", "/%ff")).toEqual({
      status: 400,
      title: "This web address is not valid",
      text: "The address could not be read. Please check it, or start from our home page.",
      headers: {},
    });
    expect(frontDoorAnswer("GET", undefined)?.status).toBe(400);
  });

  it("redirects …/index.html to the clean path, keeping the query", () => {
    expect(frontDoorAnswer("GET", "/index.html")).toEqual({ status: 301, location: "/" });
    expect(frontDoorAnswer("GET", "/about/index.html")).toEqual({ status: 301, location: "/about" });
    expect(frontDoorAnswer("POST", "/a/b/index.html?x=1")).toEqual({ status: 301, location: "/a/b?x=1" });
    expect(frontDoorAnswer("GET", "/about/index.htm")).toBeNull();
    expect(frontDoorAnswer("GET", "/about/myindex.html")).toBeNull();
  });

  it("redirects only to a path of this site: leading slashes and backslashes are made one slash (no open redirect)", () => {
    expect(frontDoorAnswer("GET", "//evil.example/index.html")).toEqual({ status: 301, location: "/evil.example" });
    expect(frontDoorAnswer("GET", "/\\evil.example/index.html")).toEqual({ status: 301, location: "/evil.example" });
    expect(frontDoorAnswer("GET", "/\\/\\evil.example/index.html?x=1")).toEqual({
      status: 301,
      location: "/evil.example?x=1",
    });
    expect(frontDoorAnswer("GET", "///evil.example/about/index.html")).toEqual({
      status: 301,
      location: "/evil.example/about",
    });
    expect(frontDoorAnswer("GET", "//index.html")).toEqual({ status: 301, location: "/" });
    // A tab or line break, which browsers drop from a URL, could still spell `//evil.example`: refused instead.
    expect(frontDoorAnswer("GET", "/\tevil/index.html")).toEqual({ status: 301, location: "/\tevil" });
    expect(frontDoorAnswer("GET", "/\t/evil.example/index.html")?.status).toBe(400);
    expect(frontDoorAnswer("GET", "/\n\\evil.example/index.html")?.status).toBe(400);
  });
});

describe("sendPlainPage", () => {
  /** A response that records what is sent. */
  function recorder() {
    const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
    const res = {
      writeHead(status: number, headers: Record<string, unknown>) {
        sent.status = status;
        sent.headers = headers;
        return res;
      },
      end(body: string) {
        sent.body = body;
        return res;
      },
    };
    return { res: res as unknown as ServerResponse, sent };
  }

  it("sends a whole HTML page, not cached, with its length, the extra headers kept", () => {
    const { res, sent } = recorder();
    sendPlainPage(
      res,
      405,
      "Not here",
      "Use GET.",
      { phone: "01632 960000", stylesheet: "main{x:y}" },
      { Allow: "GET, HEAD, POST" },
    );
    expect(sent.status).toBe(405);
    expect(sent.headers).toEqual({
      Allow: "GET, HEAD, POST",
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": expect.stringContaining(
        `style-src 'self' ${sha256Source("main{x:y}")} https://www.cqc.org.uk;`,
      ),
      "Content-Length": Buffer.byteLength(sent.body ?? ""),
    });
    expect(sent.headers?.["Content-Security-Policy"]).toContain("script-src 'self' https://www.cqc.org.uk;");
    expect(sent.body).toMatch(/^<!DOCTYPE html>\n<html lang="en-GB"><head>/);
    expect(sent.body).toContain(
      '<meta name="robots" content="noindex"><title>Not here</title><style>main{x:y}</style></head>',
    );
    expect(sent.body).toContain('<h1 class="heading-xl">Not here</h1><p class="mt-4 max-w-2xl">Use GET.</p>');
    expect(sent.body).toContain(
      'Please call us on <a class="font-bold whitespace-nowrap" href="tel:+441632960000">01632 960000</a> and we will help you straight away.',
    );
    expect(sent.body).toContain('<a href="/">Go to the home page</a>');
    expect(sent.body).not.toMatch(/<script|style=|<link/);
  });

  it("without a stylesheet the head has none; a length counts bytes, not characters", () => {
    const { res, sent } = recorder();
    sendPlainPage(res, 400, "Café", "Naïve", { phone: "01632 960000" });
    expect(sent.body).toContain("<title>Café</title></head>");
    expect(sent.headers?.["Content-Security-Policy"]).toContain("style-src 'self' https://www.cqc.org.uk;");
    expect(sent.headers?.["Content-Length"]).toBe(Buffer.byteLength(sent.body ?? ""));
    expect(sent.headers?.["Content-Length"]).toBeGreaterThan((sent.body ?? "").length);
  });

  it("escapes what it is given in the title, the text and the phone number", () => {
    const { res, sent } = recorder();
    sendPlainPage(res, 500, `<b>"T" & 'u'</b>`, "a<b>c", { phone: "<0>" });
    expect(sent.body).toContain("<title>&lt;b&gt;&quot;T&quot; &amp; &#39;u&#39;&lt;/b&gt;</title>");
    expect(sent.body).toContain('<p class="mt-4 max-w-2xl">a&lt;b&gt;c</p>');
    expect(sent.body).toContain(">&lt;0&gt;</a>");
    expect(sent.body).not.toContain("<b>");
    expect(sent.body).not.toContain("<script>");
  });
});
