/**
 * The few hundred bytes of plain script a page that does not hydrate gets instead of React (ADR 0015). Everything it
 * improves already works without it:
 *
 * - A data table that does not fit (`data-scroll-hint` names its hint, `data-scroll-label` its caption) says so and becomes a named region keyboard
 *   users can scroll, as the hydrated `DataTable` does; it is measured again whenever it changes size.
 * - The testimonial carousel's arrows are links to the next and previous slides (`data-slide`): the browser follows
 *   them by scrolling the slide into view, page and all. With this script the strip alone scrolls, the address keeps
 *   no fragment and the focus moves to the same arrow on the slide now shown.
 *
 * It runs once, at the end of the body, from the prerendered document: the CSP allows it by its hash, as every inline
 * script of a prerendered file (ADR 0001).
 */
function enhance() {
  for (const frame of document.querySelectorAll<HTMLElement>("[data-scroll-hint]")) {
    const hint = document.getElementById(frame.dataset.scrollHint ?? "");
    const measure = () => {
      const scrolls = frame.scrollWidth > frame.clientWidth;
      if (hint) hint.hidden = !scrolls;
      if (scrolls) {
        frame.setAttribute("role", "region");
        frame.setAttribute("aria-labelledby", frame.dataset.scrollLabel ?? "");
        frame.setAttribute("aria-describedby", hint?.id ?? "");
        frame.tabIndex = 0;
      } else
        for (const name of ["role", "aria-labelledby", "aria-describedby", "tabindex"]) frame.removeAttribute(name);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
  }
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
