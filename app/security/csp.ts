/**
 * The Content Security Policy of every page. Scripts run only from this origin, from the CQC rating widget, and
 * inline when they carry the per-response nonce (server-rendered pages) or match a hash computed from the file
 * (prerendered pages, see server/prerendered-pages.ts). Styles likewise: the site's stylesheet is inlined in each
 * document's head (app/utils/document-head.server.ts), allowed by the same nonce or by its hash; never
 * 'unsafe-inline'. This module has no imports so the server can load it as is.
 */

export const CQC_ORIGIN = "https://www.cqc.org.uk";

/**
 * `scriptSources` and `styleSources` are CSP source expressions such as `'nonce-abc'` or `'sha256-…'`: the inline
 * scripts and inline `<style>` elements the document may hold.
 */
export function contentSecurityPolicy(scriptSources: readonly string[], styleSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptSources, CQC_ORIGIN].join(" ")}`,
    `style-src 'self' ${[...styleSources, CQC_ORIGIN].join(" ")}`,
    `img-src 'self' data: ${CQC_ORIGIN}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${CQC_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
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
