import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * What the server changes in each document's `<head>` as React renders it, for a fast first paint on a slow link:
 *
 * - The site's stylesheet goes in as a `<style>` element rather than a `<link>`: the render-blocking request (it was
 *   the only one, and waited behind the scripts) becomes none at all. Prerendered documents are allowed the element
 *   by its SHA-256 hash (server/prerendered-pages.ts), documents rendered per request by their CSP nonce.
 * - React Router's `<link rel="modulepreload">` get `fetchpriority="low"`: nothing is needed to paint the page (it
 *   works without JavaScript), so the scripts no longer compete with the document and its images for the link.
 */

/** The `<style>` element holding `css`, with the document's nonce when it has one. */
export function styleElement(css: string, nonce?: string): string {
  // The text of a <style> ends at the first "</style"; a stylesheet holding one would spill into the document.
  if (/<\/style/i.test(css)) throw new Error("A stylesheet to inline may not contain </style");
  return `<style${nonce ? ` nonce="${nonce}"` : ""}>${css}</style>`;
}

const HEAD_END = "</head>";

/** The head with `html` inserted just before its end and its module preloads at low priority. */
export function fastPaintHead(head: string, html: string): string {
  const lowPriority = head.replace(/<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g, '<link rel="modulepreload" fetchpriority="low"');
  const end = lowPriority.lastIndexOf(HEAD_END);
  return end < 0 ? lowPriority : lowPriority.slice(0, end) + html + lowPriority.slice(end);
}

/**
 * A stream of HTML that holds back the document up to its first `</head>` (a few kB: React writes the head with
 * the shell), passes it through `rewrite` once, then lets the rest through unchanged. Characters and the marker may
 * be split across chunks; a document without `</head>` passes through whole and unchanged.
 */
export function rewriteHead(rewrite: (head: string) => string): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      pending += decoder.write(chunk);
      const at = pending.indexOf(HEAD_END);
      if (at < 0) return callback();
      done = true;
      const end = at + HEAD_END.length;
      const out = rewrite(pending.slice(0, end)) + pending.slice(end);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end() || undefined);
    },
  });
}
