import type { Page } from "@playwright/test";

/**
 * What sticks out of a phone's viewport, found in the page itself: one line per offender, naming the element (tag, id,
 * classes, its text or label) and by how much it passes which edge. Empty when nothing does.
 *
 * - The document is wider than the viewport (a sideways scroll of the whole page).
 * - Text runs past the viewport's edge (a word too long for the line, which no element's box shows).
 * - A visible element is wider than the viewport, wherever it is: even inside a scroll container, part of it is out of
 *   sight at any moment (a table that scrolls sideways hides its last column).
 * - A visible element's box passes the viewport's left or right edge, unless an ancestor that clips its overflow (a
 *   scroll container or `overflow: hidden/clip`) and itself lies inside the viewport hides the rest: that is
 *   deliberate, not cut off. Only the outermost offender of a branch is named.
 * - A control (link, button, input, select, textarea, summary) is cut by the edge of an ancestor that clips without
 *   scrolling: part of it can be neither seen nor reached.
 *
 * Elements hidden from sight on purpose are left out with what they hold: the `sr-only` pattern (clipped to nothing)
 * and the off-screen pattern (positioned wholly past the left edge, where no scrolling reaches: the forms' honeypot).
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const TOLERANCE = 1;
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : "";
      const label = element.getAttribute("aria-label") ?? (element.textContent ?? "").replace(/\s+/g, " ").trim();
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${label.slice(0, 60)}"`;
    };
    const round = (value: number) => Math.round(value * 10) / 10;

    if (document.documentElement.scrollWidth > viewport) {
      problems.push(`the document is ${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport`);
    }

    const clipsToNothing = (style: CSSStyleDeclaration) =>
      (style.clip !== "auto" && style.clip !== "" && style.position === "absolute") ||
      style.clipPath.startsWith("inset(50%");
    const clipsOverflow = (style: CSSStyleDeclaration) => style.overflowX !== "visible";
    const scrolls = (style: CSSStyleDeclaration) => style.overflowX === "auto" || style.overflowX === "scroll";
    const controls = "a[href], button, input:not([type=hidden]), select, textarea, summary";

    /** Text that runs out of its element and past the viewport's edge (a word too long for a phone's line). */
    const textPastTheEdge = (element: Element, clipper: Element | null) => {
      const clipperBox = clipper?.getBoundingClientRect();
      if (clipperBox && clipperBox.right - viewport <= TOLERANCE && clipperBox.left >= -TOLERANCE) return;
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.right - viewport > TOLERANCE || box.left < -TOLERANCE) {
          problems.push(
            `${describe(element)}: its text "${node.textContent.trim().slice(0, 40)}" runs ${round(Math.max(box.right - viewport, -box.left))}px past the viewport's edge (${viewport}px)`,
          );
        }
      }
    };

    /**
     * Walks the tree; `clipper` is the nearest ancestor that clips horizontal overflow, and `sheltered` says that some
     * ancestor clipping inside the viewport hides what passes it (a carousel's later slides, and the icons in them
     * that clip themselves, as an `<svg>` does).
     */
    const walk = (element: Element, clipper: Element | null, sheltered: boolean) => {
      const style = getComputedStyle(element);
      if (style.display === "none" || clipsToNothing(style)) return;
      const box = element.getBoundingClientRect();
      if ((style.position === "absolute" || style.position === "fixed") && box.right <= 0) return;
      const visible = style.visibility !== "hidden" && box.width > 0 && box.height > 0;
      if (visible) {
        const past =
          box.right - viewport > TOLERANCE
            ? `its right edge ${round(box.right - viewport)}px past the viewport's`
            : box.left < -TOLERANCE
              ? `its left edge ${round(-box.left)}px past the viewport's`
              : "";
        const clipperBox = clipper?.getBoundingClientRect();
        const clipperInside =
          clipperBox !== undefined && clipperBox.left >= -TOLERANCE && clipperBox.right - viewport <= TOLERANCE;
        if (box.width - viewport > TOLERANCE) {
          problems.push(`${describe(element)}: ${round(box.width)}px wide in a ${viewport}px viewport`);
          return;
        }
        if (past && !clipperInside && !sheltered) {
          problems.push(`${describe(element)}: ${past} (${viewport}px)`);
          return;
        }
        if (element.matches(controls) && clipper && clipperBox && !scrolls(getComputedStyle(clipper))) {
          const cut = box.left < clipperBox.left - TOLERANCE || box.right > clipperBox.right + TOLERANCE;
          if (cut) {
            problems.push(`${describe(element)}: cut by the edge of ${describe(clipper)}, which hides its overflow`);
            return;
          }
        }
      }
      const clips = clipsOverflow(style);
      const nextClipper = clips ? element : clipper;
      const insideViewport = box.left >= -TOLERANCE && box.right - viewport <= TOLERANCE;
      if (visible && !sheltered) textPastTheEdge(element, nextClipper);
      for (const child of Array.from(element.children))
        walk(child, nextClipper, sheltered || (clips && insideViewport));
    };
    walk(document.body, null, false);
    return problems;
  });
}
