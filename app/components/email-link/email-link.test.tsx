import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailLink, EmailText } from "#app/components/email-link/email-link.tsx";

describe("EmailLink", () => {
  const html = renderToString(<EmailLink address="hello@willowbrook-care.example.org" />);

  it("links to the address and reads as the whole address", () => {
    expect(html).toContain('href="mailto:hello@willowbrook-care.example.org"');
    expect(html.replace(/<[^>]+>/g, "")).toBe("hello@willowbrook-care.example.org");
  });

  it("may break after the @ and before each dot, and nowhere inside a word", () => {
    const pieces = html
      .replace(/^<a[^>]*>|<\/a>$/g, "")
      .replace(/<\/?span>/g, "")
      .split("<wbr/>");
    expect(pieces).toEqual(["hello@", "willowbrook-care", ".example", ".org"]);
    expect(html).not.toMatch(/break-all|break-words/);
  });
});

describe("EmailText", () => {
  it("is the address without a link, with the same places to break (the audit log's details)", () => {
    const html = renderToString(<EmailText address="first.last@example.org" />);
    expect(html).not.toContain("<a");
    expect(html.replace(/<\/?span>/g, "").split("<wbr/>")).toEqual(["first.last@", "example", ".org"]);
  });
});
