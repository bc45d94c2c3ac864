/**
 * The plain-text format of a vacancy's description: staff type no HTML. A blank line starts a new paragraph; lines
 * starting "- " are the items of a list; other lines of one paragraph run on as one. React renders the blocks (its
 * output is encoded), and the JobPosting's description, which Google lets hold HTML, is made from them here with every
 * character of the text escaped.
 */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const LIST_ITEM = /^-\s+/;

export function blocksOf(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    const endParagraph = () => {
      if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
      paragraph = [];
    };
    for (const raw of chunk.split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      if (LIST_ITEM.test(line)) {
        endParagraph();
        const item = line.replace(LIST_ITEM, "");
        const last = blocks.at(-1);
        if (last?.kind === "list") last.items.push(item);
        else blocks.push({ kind: "list", items: [item] });
      } else {
        paragraph.push(line);
      }
    }
    endParagraph();
  }
  return blocks;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&#39;", '"': "&quot;" })[char] ?? char,
  );

/** The blocks as HTML (<p>, <ul><li>), every piece of text escaped: for JSON-LD, never for the page itself. */
export function htmlOf(blocks: readonly TextBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === "paragraph"
        ? `<p>${escapeHtml(block.text)}</p>`
        : `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
    )
    .join("");
}
