import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy } from "#app/security/csp.ts";

export interface PrerenderedPage {
  file: string;
  /** The page's CSP, allowing exactly the inline scripts and styles the file holds by their SHA-256 hashes. */
  csp: string;
  /** The document's text when it shows the CQC rating (served with the stored rating, ADR 0018); else unset. */
  cqcBox?: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The CSP hash source (`'sha256-…'`) allowing an inline script or style whose text is `body`. */
export const sha256Source = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

const hashesOf = (html: string, element: RegExp) =>
  [...html.matchAll(element)].map(([, body = ""]) => sha256Source(body));

/** The CSP hash source of each inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(html, INLINE_SCRIPT);
}

/** The CSP hash source of each `<style>` element in an HTML document (the inlined stylesheet). */
export function inlineStyleHashes(html: string): string[] {
  return hashesOf(html, INLINE_STYLE);
}

/**
 * Finds the HTML the build prerendered (`build/client/**\/index.html`) and maps each URL path to its file and CSP.
 * Read once at start-up: the files do not change while the server runs.
 */
export function findPrerenderedPages(
  clientDir: string,
  hasCqcBox: (html: string) => boolean = () => false,
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const urlPath = relative === "" ? "/" : `/${relative}`;
    const html = readFileSync(file, "utf8");
    const csp = contentSecurityPolicy(inlineScriptHashes(html), inlineStyleHashes(html));
    pages.set(urlPath, hasCqcBox(html) ? { file, csp, cqcBox: html } : { file, csp });
  }
  return pages;
}
