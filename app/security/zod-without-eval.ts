import { config } from "zod";

/**
 * zod 4 compiles an object schema's checks with `new Function` where it can, and finds out whether it can by trying
 * `new Function("")` the first time it checks an object. The site's Content Security Policy allows no 'unsafe-eval', so
 * in the browser that try is refused: each form page whose answers were checked reported a CSP violation (zod caught
 * the error and went on without compiling). Told not to try, zod checks the same way, with no refusal; the server,
 * which renders the same root, then compiles no code at run time either.
 */
export function checkSchemasWithoutEval() {
  config({ jitless: true });
}
