import { z } from "zod";
import { hasHiddenCharacters } from "#app/utils/hidden-characters.ts";
import { valuesOf, type Option } from "#app/enquiries/choices.ts";
import { isPhoneNumber, PHONE_NUMBER_MESSAGE } from "#app/utils/phone-number.ts";
import { ukToday, validDate } from "#app/utils/uk-day.ts";

/**
 * Building blocks of the four forms' schemas. Every message is the spec's own wording (section 5) where it gives one.
 * Text is trimmed before it is checked. Used in the browser and on the server alike: keep it free of server code.
 */

export const messages = {
  nameMin: "Name must be at least 2 characters",
  nameTooLong: "Name is too long",
  phone: PHONE_NUMBER_MESSAGE,
  phoneTooLong: "Phone number is too long",
  email: "Please enter a valid email address",
  emailTooLong: "Email is too long",
  postcode: "Please enter a valid postcode",
  postcodeTooLong: "Postcode is too long",
  messageTooLong: "Message is too long",
  consent: "You must agree to be contacted",
  preferredDate: "Please select a preferred date",
  preferredDatePast: "Please choose today or a later date",
  preferredTime: "Please select a preferred time",
  hiddenCharacters: "This answer has a hidden character in it that we cannot save. Please type it again.",
} as const;

const hasNoHiddenCharacters = (value: string) => !hasHiddenCharacters(value);

/**
 * Typed text: trimmed, and refused with its own message when it holds a hidden control character. Half an emoji (a
 * lone UTF-16 surrogate, which only a JSON client can send: browsers mend it before posting) is mended the same way, to
 * U+FFFD: PostgreSQL cannot store it in the `details` JSON, and refusing it would lose the enquiry for one broken
 * character nobody could see anyway.
 */
function typedText(error: string) {
  return z
    .string({ error })
    .overwrite((value) => value.toWellFormed())
    .trim()
    .refine(hasNoHiddenCharacters, messages.hiddenCharacters);
}

export function nameField(tooLong: string = messages.nameTooLong) {
  return typedText(messages.nameMin).min(2, messages.nameMin).max(100, tooLong);
}

/** A telephone number by its digits (app/utils/phone-number.ts), at most the spec's 20 characters as typed. */
export function phoneField() {
  return typedText(messages.phone).max(20, messages.phoneTooLong).refine(isPhoneNumber, messages.phone);
}

/** The longest e-mail address the forms take (the inbox's search box takes one whole: `SEARCH_MAX`). */
export const EMAIL_MAX = 255;

export function emailField() {
  return typedText(messages.email)
    .max(EMAIL_MAX, messages.emailTooLong)
    .pipe(z.email({ error: messages.email }));
}

export function postcodeField(min: number) {
  return typedText(messages.postcode).min(min, messages.postcode).max(10, messages.postcodeTooLong);
}

/** Optional free text: missing is the empty string. */
export function optionalText(max: number, tooLong: string) {
  return typedText(tooLong)
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? "");
}

/** One of a list of options: anything else, missing or empty gets `message`. */
export function choiceField<V extends string>(options: readonly Option<V>[], message: string) {
  return z.enum(valuesOf(options), { error: message });
}

/** Ticked boxes: one value (a form with one box ticked) or a list, each one of the options; at least `min`. */
export function checkboxesField<V extends string>(options: readonly Option<V>[], message: string, min = 0) {
  return z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(valuesOf(options), { error: message }), { error: message }).min(min, message),
  );
}

/** A ticked consent box: true from JSON, "on" (or "true") from a form. Must be given. */
export function consentField(message: string = messages.consent) {
  return z.preprocess(
    (value) => value === true || value === "on" || value === "true",
    z.literal(true, { error: message }),
  );
}

/** A preferred date: a real calendar date, today (UK) or later. */
export function preferredDateField(message: string = messages.preferredDate) {
  return z
    .string({ error: message })
    .trim()
    .superRefine((value, context) => {
      if (!validDate(value)) context.addIssue({ code: "custom", message });
      else if (value < ukToday()) context.addIssue({ code: "custom", message: messages.preferredDatePast });
    });
}
