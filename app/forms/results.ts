import type { CallBack } from "#app/enquiries/call-back.ts";
import type { FormName, RawValues } from "#app/enquiries/definitions.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";

/** What a form page's action answers (to the page without JavaScript, to the fetcher with it). */
export type FormActionResult =
  /** `promise`: when we will call, in words, when the form's usual words would not be true (out of office hours). */
  | { status: "success"; form: FormName; reference?: string; callBack: CallBack; promise?: string }
  | { status: "invalid"; form: FormName; errors: FieldErrors; values: RawValues }
  | { status: "rate-limited"; form: FormName; message: string; values: RawValues }
  | { status: "failed"; form: FormName; message: string; values: RawValues }
  /** Another page filled in some fields ahead (prefill.ts): shown, not sent. */
  | { status: "prefilled"; form: FormName; values: RawValues };

/** What the server gives a form rendered per request (a prerendered form has none of it). */
export interface ServerFormData {
  idempotencyKey: string;
  /** When the form was shown, signed by the server ("<ms>.<mac>"); "" when it could not be signed. */
  startedAt: string;
  today: string;
  hasErrors: boolean;
}
