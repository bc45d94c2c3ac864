import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * What the server changes in each document as React renders it, for a fast first paint on a slow link:
 *
 * - The site's stylesheet goes in as a `<style>` element rather than a `<link>`: the render-blocking request (it was
 *   the only one, and waited behind the scripts) becomes none at all. Prerendered documents are allowed the element
 *   by its SHA-256 hash (server/prerendered-pages.ts), documents rendered per request by their CSP nonce.
 * - The scripts start after the first paint (`scriptsAfterFirstPaint`): nothing is needed to paint the page (it works
 *   without JavaScript), so nothing should share the link with the document before it is on screen.
 */

/** The `<style>` element holding `css`, with the document's nonce when it has one. */
export function styleElement(css: string, nonce?: string): string {
  // The text of a <style> ends at the first "</style"; a stylesheet holding one would spill into the document.
  if (/<\/style/i.test(css)) throw new Error("A stylesheet to inline may not contain </style");
  return `<style${nonce ? ` nonce="${nonce}"` : ""}>${css}</style>`;
}

const HEAD_END = "</head>";
/** React Router's inline module script: it imports the page's modules and then starts the app. */
const MODULE_SCRIPT = /<script\b([^>]*?) type="module"([^>]*)>([\s\S]*?)<\/script>/;
/** The module script's start tag, searched for from a place in the document (`lastIndex`), and the end tag after it. */
const MODULE_SCRIPT_TAG = /<script\b[^>]*? type="module"[^>]*>/g;
const SCRIPT_END = "</script>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\bhref="([^"]+)"[^>]*>/g;
/** The type that keeps the module script's text in the document without running it (any type but a script's). */
export const HELD_SCRIPT_TYPE = "text/x-after-first-paint";

/** The longest the scripts wait for a first paint the browser does not report (slow 4G paints well before it). */
export const WAIT_AT_MOST_MS = 3000;

/**
 * Runs the held module script after the first paint, with the preloads the head had, from a script just after it:
 * a new `<script type="module">` with the held text, allowed by the same nonce or (having the same text) the same
 * hash. It goes in after this script, so React, hydrating the body, finds the module script where it left it: after
 * the context script, before the data scripts (it skips elements of other types, such as the held one).
 *
 * "After the first paint" is when the browser reports the first contentful paint, which it does once the frame is
 * on screen (a frame's `requestAnimationFrame` comes before that, sometimes by tens of ms). A browser that reports
 * no paint (a page opened in a background tab paints nothing) starts the scripts after `WAIT_AT_MOST_MS` anyway.
 */
const startAfterFirstPaint = (preloads: string[]) =>
  `((self,held,preloads)=>{let started=false;const start=()=>{if(started)return;started=true;` +
  `for(const href of preloads){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
  `const script=document.createElement("script");script.type="module";script.nonce=held.nonce;script.textContent=held.textContent;self.after(script)};` +
  `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch{}` +
  `setTimeout(start,${WAIT_AT_MOST_MS})})(document.currentScript,document.currentScript.previousElementSibling,${JSON.stringify(preloads)})`;

/**
 * The document with its scripts started after the first paint, not while it is parsed: the module preloads leave
 * the head and React Router's module script is held (its type changed), with a small script after it that starts
 * both once the page is on screen. A browser's first paint never waited for them; but a lab measure of a slow phone
 * (Lighthouse) counts every request the page started before its largest paint, and put the page's largest paint
 * after the download of all of them. A document without a module script is left as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const [whole, before = "", after = "", text = ""] = module;
  const nonce = /\bnonce="([^"]*)"/.exec(before + after)?.[1];
  const preloads = [...html.slice(0, module.index).matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);
  const held = `<script${before} type="${HELD_SCRIPT_TYPE}">${text}</script>`;
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ""}>${startAfterFirstPaint(preloads)}</script>`;
  const withoutPreloads = html.slice(0, module.index).replace(MODULE_PRELOAD, "");
  return withoutPreloads + held + starter + html.slice(module.index + whole.length);
}

/** The document with `html` inserted just before the end of its head, and its scripts started after the first paint. */
export function fastPaintDocument(page: string, html: string): string {
  const end = page.indexOf(HEAD_END);
  const styled = end < 0 ? page : page.slice(0, end) + html + page.slice(end);
  return scriptsAfterFirstPaint(styled);
}

/**
 * A stream of HTML that holds back the document up to the end of its module script (React writes it with the shell,
 * at the end of the body: the rest is data streamed later), passes that through `rewrite` once, then lets the rest
 * through unchanged. Characters and the script may be split across chunks; a document without a module script is
 * rewritten whole at its end.
 */
export function rewriteShell(rewrite: (shell: string) => string): Transform {
  const decoder = new StringDecoder("utf8");
  // The document so far, as it came; and its end from where the module script could still begin (`tail`). Only the
  // tail is searched as each chunk comes: a staff page is hundreds of small chunks, and searching the whole document
  // after each (which also copies it into one string each time) was a quarter of the server's time for the page.
  const parts: string[] = [];
  let tail = "";
  let done = false;
  /** Set once the start tag is found (the tail then begins with it): its length, and where to look for its end. */
  let tag: { length: number; endFrom: number } | null = null;
  const moduleScriptEndInTail = (): number | null => {
    if (!tag) {
      MODULE_SCRIPT_TAG.lastIndex = 0;
      const found = MODULE_SCRIPT_TAG.exec(tail);
      if (!found) {
        // Keep a start tag not closed yet, or the last few characters (the beginning of one).
        const last = tail.lastIndexOf("<script");
        tail = tail.slice(last >= 0 && !tail.includes(">", last) ? last : Math.max(0, tail.length - "<script".length));
        return null;
      }
      tail = tail.slice(found.index);
      tag = { length: found[0].length, endFrom: found[0].length };
    }
    const close = tail.indexOf(SCRIPT_END, tag.endFrom);
    if (close < 0) {
      tag.endFrom = Math.max(tag.length, tail.length - SCRIPT_END.length);
      return null;
    }
    return close + SCRIPT_END.length;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // After the rewrite, still through the decoder: the bytes of a character may be split across the chunk that ended
      // the script and the next.
      if (done) return callback(null, decoder.write(chunk) || undefined);
      const text = decoder.write(chunk);
      parts.push(text);
      tail += text;
      const end = moduleScriptEndInTail();
      if (end === null) return callback();
      done = true;
      const pending = parts.join("");
      const cut = pending.length - (tail.length - end);
      parts.length = 0;
      callback(null, rewrite(pending.slice(0, cut)) + pending.slice(cut));
    },
    flush(callback) {
      const rest = parts.join("") + decoder.end();
      callback(null, done ? rest || undefined : rewrite(rest) || undefined);
    },
  });
}

/** Any module script still in a document: one that runs while the page is parsed, however React Router writes it. */
const ANY_MODULE_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?module\b/i;
const ANY_MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b/i;
const ANY_STYLESHEET_LINK = /<link\b[^>]*\brel\s*=\s*["']?stylesheet\b/i;
const STYLE_ELEMENT = /<style\b[^>]*>[^<]/i;

/**
 * What in a built document shows that `fastPaintDocument` did not apply, each as a sentence (none when it did). The
 * rewrite recognises React Router's markup by pattern and leaves a document it does not recognise as it is, which
 * still works but loses the fast first paint (ADR 0012) without a word: the build checks every prerendered page with
 * this (scripts/check-first-paint.ts), so a React Router whose markup changed fails the build instead. A document
 * without scripts at all (a page that is not hydrated) has nothing to hold and passes.
 */
export function firstPaintProblems(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf(HEAD_END)));
  const problems: string[] = [];
  if (!STYLE_ELEMENT.test(head)) problems.push("the site's stylesheet is not inlined in the head (no <style>)");
  if (ANY_STYLESHEET_LINK.test(html)) problems.push("a stylesheet is linked, blocking the first paint");
  if (ANY_MODULE_SCRIPT.test(html)) problems.push("a module script runs while the page is parsed (not held)");
  if (ANY_MODULE_PRELOAD.test(html)) problems.push("module preloads start before the first paint");
  return problems;
}
