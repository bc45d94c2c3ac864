import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element's content is wider than the element itself, so that it scrolls sideways: measured in the browser
 * and again whenever the element or its content changes size. False in the server's HTML and before hydration.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
