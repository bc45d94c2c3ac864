// Which pages of a build hydrate, read from the routes' own handles (app/utils/hydration.ts), and the post-build check
// that a page which does not hydrate ships no script (issue #28): its prerendered document may hold no module script,
// no preload, no held module script (the first-paint rewrite, ADR 0012) and no script file.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pageHydrates } from "#app/utils/hydration.ts";

/** A route of the server build (`build/server/index.js` exports them as `routes`), as far as it is read here. */
export interface BuiltRoute {
  path?: string;
  index?: boolean;
  parentId?: string;
  module: { handle?: unknown; default?: unknown };
}

/** A page with a fixed address and whether it hydrates. */
export interface PageHydration {
  path: string;
  hydrates: boolean;
}

/** Every page of the build with a fixed address (no `:param`, no `*`), and whether its routes ask for the scripts. */
export function pagesOf(routes: Readonly<Record<string, BuiltRoute | undefined>>): PageHydration[] {
  const chainOf = (route: BuiltRoute): BuiltRoute[] => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    return parent ? [...chainOf(parent), route] : [route];
  };
  const pages: PageHydration[] = [];
  for (const route of Object.values(routes)) {
    // Layouts have neither a path nor an index; resource routes render nothing.
    if (!route || (!route.path && !route.index) || !route.module.default) continue;
    const chain = chainOf(route);
    const segments = chain.map((step) => step.path ?? "").filter(Boolean);
    const pagePath = `/${segments.join("/")}`.replace(/\/+/g, "/");
    if (/[:*]/.test(pagePath)) continue;
    pages.push({ path: pagePath, hydrates: pageHydrates(chain.map((step) => ({ handle: step.module.handle }))) });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** What in a document loads or runs the app's scripts: none of it may be in a page that does not hydrate. */
const SCRIPT_SIGNS: readonly [RegExp, string][] = [
  [/<script\b[^>]*\btype="module"/, "a module script"],
  [/<script\b[^>]*\btype="text\/x-after-first-paint"/, "a module script held for after the first paint"],
  [/<link\b[^>]*\brel="modulepreload"/, "a module preload"],
  [/<script\b[^>]*\bsrc=/, "a script file"],
  [/window\.__reactRouterContext/, "React Router's data"],
];

/** The prerendered document of a path in `build/client`. */
export const documentPath = (clientDir: string, pagePath: string) =>
  path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html");

/**
 * The pages that should ship no script but whose prerendered document does, each with what it holds. Pages rendered
 * per request (not prerendered) have no document to read here; the browser test covers them.
 */
export function scriptsInStaticPages(clientDir: string, pages: readonly PageHydration[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    if (page.hydrates) continue;
    const file = documentPath(clientDir, page.path);
    if (!existsSync(file)) continue;
    const html = readFileSync(file, "utf8");
    for (const [sign, what] of SCRIPT_SIGNS) if (sign.test(html)) problems.push(`${page.path}: ${what}`);
  }
  return problems;
}
