/**
 * The few hundred bytes of plain script a page that does not hydrate gets instead of React (ADR 0015). What it
 * improves already works without it: the testimonial carousel's arrows are links to the next and previous slides
 * (`data-slide`), which the browser follows by scrolling the slide into view, page and all. With this script the strip
 * alone scrolls, the address keeps no fragment and the focus moves to the same arrow on the slide now shown.
 *
 * It runs once, at the end of the body, from the prerendered document: the CSP allows it by its hash, as every inline
 * script of a prerendered file (ADR 0001).
 */
function enhance() {
  document.addEventListener("click", (event) => {
    const arrow = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-slide]") : null;
    const slide = arrow && document.getElementById(arrow.hash.slice(1));
    if (!arrow || !slide) return;
    event.preventDefault();
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    slide.scrollIntoView({ block: "nearest", inline: "start", behavior: still ? "instant" : "smooth" });
    slide.querySelector<HTMLElement>(`[data-slide="${arrow.dataset.slide}"]`)?.focus({ preventScroll: true });
  });
}

/** The script's text, as it goes into the document. */
export const enhancementScript = `(${enhance.toString()})()`;
