/**
 * The Content Security Policy of every page. Scripts run only from this origin, from the CQC rating widget (public
 * pages only), and inline when they carry the per-response nonce (server-rendered pages) or match a hash computed from
 * the file (prerendered pages, see server/prerendered-pages.ts). Styles likewise: the site's stylesheet is inlined in
 * each document's head (app/http/document-head.server.ts), allowed by the same nonce or by its hash; never
 * 'unsafe-inline'. This module has no imports so the server can load it as is.
 */

export const CQC_ORIGIN = "https://www.cqc.org.uk";

/**
 * `scriptSources` and `styleSources` are CSP source expressions such as `'nonce-abc'` or `'sha256-…'`: the inline
 * scripts and inline `<style>` elements the document may hold. `cqcWidget: false` (staff pages, answers that are no
 * public page) allows no third party at all: a page that never shows the widget must not run its script.
 */
export function contentSecurityPolicy(
  scriptSources: readonly string[],
  styleSources: readonly string[] = [],
  { cqcWidget = true } = {},
): string {
  const cqc = cqcWidget ? [CQC_ORIGIN] : [];
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources, ...cqc].join(" ")}`,
    `style-src ${["'self'", ...styleSources, ...cqc].join(" ")}`,
    `img-src ${["'self'", "data:", ...cqc].join(" ")}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${cqcWidget ? CQC_ORIGIN : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Staff pages: sign-in and its steps (/auth…) and the staff area (/admin…). None shows the CQC widget. */
export function isStaffPath(pathname: string): boolean {
  return /^\/(?:admin|auth)(?:\/|$)/.test(pathname);
}

/** Headers sent with every response, whatever produced it. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};
