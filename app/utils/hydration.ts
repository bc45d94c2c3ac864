/**
 * Whether a page hydrates: each route may say so in its `handle` (`export const handle: HydrationHandle = ...`).
 * A page that does not hydrate ships no React and no router runtime: the root leaves out `<Scripts />`, so its
 * document has no module script, no preloads and no route data, and a link from it is a normal page load
 * (ADR 0015). Everything on such a page works from the server's HTML and CSS.
 */
export interface HydrationHandle {
  /** False: the page is complete without JavaScript and ships none. Unstated: the page hydrates. */
  hydrate?: boolean;
}

/** The handle of a page that is only text, pictures, links and the quick-contact form. */
export const contentPageHandle = { hydrate: false } as const satisfies HydrationHandle;

/**
 * Whether the matched routes ask for the scripts: the deepest route that states `hydrate` decides, and a page where
 * none does hydrates (staff pages, forms and tools need no handle for it).
 */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as HydrationHandle | undefined;
    if (typeof handle?.hydrate === "boolean") return handle.hydrate;
  }
  return true;
}
