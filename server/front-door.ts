import type { ServerResponse } from "node:http";
import { telHref } from "#app/utils/phone-number.ts";
import { contentSecurityPolicy } from "#app/security/csp.ts";
import { styleElement } from "#app/http/document-head.server.ts";
import { sha256Source } from "#server/prerendered-pages.ts";

/**
 * What the production server settles from the request line alone, before Express or React Router see the request:
 * methods the site does not use, paths that cannot be decoded, and `…/index.html` spellings of the clean paths.
 */

/** The methods the site answers; the others (TRACE, PUT, OPTIONS, …) get 405 here. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export type FrontDoorAnswer =
  | { status: 405; title: string; text: string; headers: Record<string, string> }
  | { status: 400; title: string; text: string; headers: Record<string, string> }
  | { status: 301; location: string };

const notValid: FrontDoorAnswer = {
  status: 400,
  title: "This web address is not valid",
  text: "The address could not be read. Please check it, or start from our home page.",
  headers: {},
};

/** The answer the front door gives itself, or null to pass the request on. */
export function frontDoorAnswer(method: string | undefined, url: string | undefined): FrontDoorAnswer | null {
  if (!ALLOWED_METHODS.includes(method as (typeof ALLOWED_METHODS)[number])) {
    return {
      status: 405,
      title: "This kind of request is not supported",
      text: "Our website only answers ordinary page visits and the forms on its pages.",
      headers: { Allow: ALLOWED_METHODS.join(", ") },
    };
  }
  const target = url ?? "";
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!path.startsWith("/") || !decodes(path)) {
    return notValid;
  }
  // The build writes each prerendered page as …/index.html; the page lives at the clean path (with its own CSP).
  if (path === "/index.html" || path.endsWith("/index.html")) {
    const location =
      sameOriginPath(path.slice(0, -"/index.html".length)) + (queryAt === -1 ? "" : target.slice(queryAt));
    // What the path still spells another site with (a tab or a line break the browser drops) is not redirected at all.
    if (!staysOnSite(location)) return notValid;
    return { status: 301, location };
  }
  return null;
}

/**
 * The path with its leading run of slashes and backslashes made one slash. A Location of `//evil.example` or
 * `/\evil.example` is read by browsers as another site (a scheme-relative URL; a backslash counts as a slash), so
 * `//evil.example/index.html` must not lead there (an open redirect on the provider's own domain).
 */
function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, "")}`;
}

/** Whether a browser resolves `location` to this site, as the WHATWG URL parser (every browser's) reads it. */
function staysOnSite(location: string): boolean {
  const here = "http://site.invalid";
  try {
    return new URL(location, here).origin === here;
  } catch {
    return false;
  }
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[char]!);

/** What every plain page shows besides its message: the phone number, and the site's stylesheet when there is one. */
export interface PlainPageFrame {
  phone: string;
  /** The site's stylesheet (its CSS text), inlined as every page of the site has it, so the page reads like the site. */
  stylesheet?: string;
}

/**
 * A plain page for a request the server answers itself (405, 400, a fault no handler caught): what happened and the
 * phone number. No script; the inline stylesheet is allowed by its hash in the page's own CSP, so it reads in any
 * browser.
 */
export function sendPlainPage(
  res: ServerResponse,
  status: number,
  title: string,
  text: string,
  frame: PlainPageFrame,
  headers: Record<string, string> = {},
) {
  const stylesheet = frame.stylesheet ? styleElement(frame.stylesheet) : "";
  const body = `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${stylesheet}</head>
<body><main class="container-page py-12"><h1 class="heading-xl">${escapeHtml(title)}</h1><p class="mt-4 max-w-2xl">${escapeHtml(text)}</p>
<p class="mt-4 max-w-2xl">Please call us on <a class="font-bold whitespace-nowrap" href="${escapeHtml(telHref(frame.phone))}">${escapeHtml(frame.phone)}</a> and we will help you straight away.</p>
<p class="mt-4"><a href="/">Go to the home page</a></p></main></body></html>
`;
  const csp = contentSecurityPolicy([], frame.stylesheet ? [sha256Source(frame.stylesheet)] : []);
  res.writeHead(status, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": csp,
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}
