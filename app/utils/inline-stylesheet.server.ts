import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The site's stylesheet goes into each document's `<head>` as a `<style>` element rather than a `<link>`: a
 * render-blocking request on a slow link (it was the only one, and waited behind the scripts) becomes no request at
 * all. Prerendered documents are allowed the element by its SHA-256 hash (server/prerendered-pages.ts), documents
 * rendered per request by their CSP nonce.
 */

/** The `<style>` element holding `css`, with the document's nonce when it has one. */
export function styleElement(css: string, nonce?: string): string {
  // The text of a <style> ends at the first "</style"; a stylesheet holding one would spill into the document.
  if (/<\/style/i.test(css)) throw new Error("A stylesheet to inline may not contain </style");
  return `<style${nonce ? ` nonce="${nonce}"` : ""}>${css}</style>`;
}

const HEAD_END = "</head>";

/**
 * A stream of HTML that passes through unchanged but for `html`, inserted once just before the first `</head>`.
 * Characters and the marker may be split across chunks; a document without `</head>` passes through whole.
 */
export function insertBeforeHeadEnd(html: string): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let inserted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (inserted) return callback(null, chunk);
      pending += decoder.write(chunk);
      const at = pending.indexOf(HEAD_END);
      if (at >= 0) {
        inserted = true;
        const out = pending.slice(0, at) + html + pending.slice(at);
        pending = "";
        return callback(null, out);
      }
      // Keep back what could be the start of a split marker.
      const keep = HEAD_END.length - 1;
      const ready = pending.slice(0, Math.max(0, pending.length - keep));
      pending = pending.slice(ready.length);
      callback(null, ready === "" ? undefined : ready);
    },
    flush(callback) {
      callback(null, pending + decoder.end() || undefined);
    },
  });
}
