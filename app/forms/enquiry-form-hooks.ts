import { useEffect, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import type { FormName, RawValues } from "#app/enquiries/definitions.ts";

/** How long the assessment form shows its success message before going to /thank-you (spec: 1000 ms). */
export const ASSESSMENT_REDIRECT_MS = 1_000;

export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Validator = typeof import("#app/enquiries/validate.ts");

/**
 * The schemas (and zod) load when the visitor first uses the form, not with the page; until they have, a submission
 * goes straight to the server, which checks it with the same schema. `engaged` turns true at that first use: the toast
 * (and where it may go) loads then too, as it is only ever the answer to a form the visitor has used.
 */
export function useLazyValidator() {
  const validator = useRef<Validator | null>(null);
  const [engaged, setEngaged] = useState(false);
  const load = () => {
    setEngaged(true);
    if (validator.current) return;
    import("#app/enquiries/validate.ts").then(
      (module) => (validator.current = module),
      () => {}, // Offline or a stale build: the server still validates.
    );
  };
  /** The browser's check of what the form holds, or undefined while the schemas have not loaded. */
  const validate = (form: FormName, values: RawValues) => validator.current?.validate(form, values);
  return { engaged, load, validate };
}

/** The time from the form's first drawing to its submission, written into the hidden field the spam guard reads. */
export function useElapsedTime() {
  const readyAt = useRef(0);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    readyAt.current = performance.now();
  }, []);
  const stamp = () => {
    if (field.current) field.current.value = String(Math.round(performance.now() - readyAt.current));
  };
  return { field, stamp };
}

/** A booked assessment: the success message shows, then the visitor goes to /thank-you (spec: after 1000 ms). */
export function useAssessmentRedirect(reference: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!reference) return;
    const timer = setTimeout(
      () => navigate(`/thank-you?reference=${encodeURIComponent(reference)}`),
      ASSESSMENT_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [reference, navigate]);
}

/** The fields a visitor fills in (not the hidden ones, nor the honeypot). */
export const VISITOR_FIELDS = "input:not([type=hidden]):not([tabindex='-1']), select, textarea";

export type FocusTarget = "undo" | "first-field";

/**
 * Focus after Clear Form (to Undo), after Undo and after "Send another" (to the first field). Each is asked for in
 * the event that draws the form again, and done once that drawing is on the screen (a new `generation`, or the
 * confirmation left).
 */
export function useFocusAfterDraw(
  form: RefObject<HTMLFormElement | null>,
  undo: RefObject<HTMLButtonElement | null>,
  generation: number,
  leftSuccess: unknown,
) {
  const target = useRef<FocusTarget | null>(null);
  useEffect(() => {
    if (target.current === "undo") undo.current?.focus();
    if (target.current === "first-field") form.current?.querySelector<HTMLElement>(VISITOR_FIELDS)?.focus();
    target.current = null;
  }, [form, undo, generation, leftSuccess]);
  return (next: FocusTarget) => {
    target.current = next;
  };
}
