import { renderSVG } from "uqr";

/**
 * QR codes drawn on the server as SVG markup, for the TOTP key URI on the two-factor set-up page. On the server so the
 * key never passes through a third-party QR service or script; as SVG so it stays sharp at any size and needs no
 * image request.
 */

/**
 * Options fixed here so every QR code on the site reads the same way. Error correction "M" (15%) survives a
 * reflection or a smudge on a screen better than uqr's default "L" at little cost in size; a border of 4 modules is
 * the quiet zone the QR standard asks for (uqr's default is 1), which some phone cameras need to find the code on a
 * page that is not white around it.
 */
const QR_CODE_OPTIONS = { ecc: "M", border: 4, pixelSize: 10 } as const;

/**
 * The SVG for `text`, as markup to embed in the page. It has a viewBox and no width or height, so the page sizes it
 * with CSS; it uses presentation attributes (fill) only, no style attribute or element, so it is allowed by a Content
 * Security Policy with `style-src 'self'`. Throws a RangeError when the text is too long for a QR code.
 */
export function qrCodeSvg(text: string): string {
  return renderSVG(text, QR_CODE_OPTIONS);
}
