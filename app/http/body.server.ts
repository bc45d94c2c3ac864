import { readBodyLimited } from "#app/http/body-limit.server.ts";
import { problems } from "#app/http/problem.server.ts";

/** Form bodies larger than this are refused (the largest valid form is under 5 kB). */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * The form's fields from the body: URL-encoded (what every form of the site sends) or multipart, either way only after
 * the whole body is known to be within MAX_FORM_BYTES (or, for a form that uploads a file, its own `maxBytes`, with its
 * own `tooLarge` page). Throws the 4xx page for anything else. Every form of the site, public and staff, reads its body
 * through it.
 */
export async function readFormBody(
  request: Request,
  { maxBytes = MAX_FORM_BYTES, tooLarge = problems.tooLarge }: { maxBytes?: number; tooLarge?: () => unknown } = {},
): Promise<URLSearchParams | FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") throw problems.unsupportedForm();
  const body = await readBodyLimited(request, maxBytes);
  if (!body) throw tooLarge();
  if (type === "application/x-www-form-urlencoded") return new URLSearchParams(body.toString("utf8"));
  try {
    return await new Response(new Uint8Array(body), {
      headers: { "Content-Type": request.headers.get("content-type")! },
    }).formData();
  } catch {
    throw problems.malformedForm();
  }
}
