import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentSecurityPolicy } from "../app/security/csp.ts";

export interface PrerenderedPage {
  file: string;
  /** The page's CSP, allowing exactly the inline scripts the file holds by their SHA-256 hashes. */
  csp: string;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash source of each inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
}

/**
 * Finds the HTML the build prerendered (`build/client/**\/index.html`) and maps each URL path to its file and CSP.
 * Read once at start-up: the files do not change while the server runs.
 */
export function findPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(clientDir, entry.parentPath).split(path.sep).join("/");
    const urlPath = relative === "" ? "/" : `/${relative}`;
    pages.set(urlPath, { file, csp: contentSecurityPolicy(inlineScriptHashes(readFileSync(file, "utf8"))) });
  }
  return pages;
}
