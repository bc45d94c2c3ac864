import { describe, expect, it } from "vitest";
import { blocksOf, htmlOf } from "#app/careers/vacancy-text.ts";

describe("blocksOf", () => {
  it("reads paragraphs at blank lines, runs a paragraph's lines on, and gathers '- ' lines into one list", () => {
    const text =
      "You visit people at home.\nMost visits are local.\r\n\r\nYou will:\n- help people wash\n-   cook meals\n\n\n  Paid training.  ";
    expect(blocksOf(text)).toEqual([
      { kind: "paragraph", text: "You visit people at home. Most visits are local." },
      { kind: "paragraph", text: "You will:" },
      { kind: "list", items: ["help people wash", "cook meals"] },
      { kind: "paragraph", text: "Paid training." },
    ]);
  });

  it("keeps a hyphen without a space, and markup, as plain text", () => {
    expect(blocksOf("-not a list <b>bold</b>")).toEqual([{ kind: "paragraph", text: "-not a list <b>bold</b>" }]);
    expect(blocksOf("  \n\n ")).toEqual([]);
  });
});

describe("htmlOf", () => {
  it("makes paragraphs and lists with every character of the text escaped", () => {
    const blocks = blocksOf(`Pay & "perks" <script>alert('x')</script>\n\n- one <i>\n- two`);
    expect(htmlOf(blocks)).toBe(
      "<p>Pay &amp; &quot;perks&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</p><ul><li>one &lt;i&gt;</li><li>two</li></ul>",
    );
  });
});
