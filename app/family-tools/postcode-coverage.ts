import { isValid, toArea, toNormalised, toOutcode, validOutcode } from "postcode";
import { z } from "zod";
import { liveInExcludedAreas, visitingAreas, visitingDistricts } from "#app/config/coverage.ts";

/**
 * "Do you cover my area?": reads what a visitor typed as a UK postcode or postcode district, with the `postcode`
 * library's checks of the format, and answers from the coverage configuration (app/config/coverage.ts). Nothing here
 * keeps or logs what was typed.
 */

/** What was typed, understood: a full postcode ("MK9 3AB") or a district alone ("MK9"). */
export interface PostcodeReading {
  /** As we write it back: "MK9 3AB" or "MK9". */
  text: string;
  /** The outward code, which the coverage lists: "MK9". */
  district: string;
  /** The letters at the start: "MK". */
  area: string;
}

export const postcodeMessages = {
  missing: "Enter a postcode, like MK9 3AB",
  invalid: "Enter a full postcode, like MK9 3AB, or the first part of one, like MK9",
} as const;

/** The most characters of the field we read: the longest postcode is 8 with its space; spaces around are forgiven. */
export const POSTCODE_INPUT_MAX = 20;

/**
 * A postcode or district in any case and spacing ("mk9 3ab", "MK93AB", "mk9", "MK 9"), or null when it is neither.
 * Spaces are taken out first, so a district typed with a space inside ("MK 9") reads as the district.
 */
export function readPostcode(input: string): PostcodeReading | null {
  if (input.length > POSTCODE_INPUT_MAX) return null;
  const squashed = input.replace(/\s+/g, "").toUpperCase();
  if (isValid(squashed)) {
    const text = toNormalised(squashed)!;
    return { text, district: toOutcode(text)!, area: toArea(text)! };
  }
  if (validOutcode(squashed)) return { text: squashed, district: squashed, area: /^[A-Z]+/.exec(squashed)![0] };
  return null;
}

export interface CoverageAnswer {
  /** The postcode or district checked, as we write it. */
  postcode: string;
  district: string;
  /** The places our carers visit that this district belongs to (empty: visiting care does not reach it). */
  visitingPlaces: string[];
  /** Live-in care can be arranged there. */
  liveIn: boolean;
}

/** What we can offer at a postcode or district. */
export function coverageOf(reading: PostcodeReading): CoverageAnswer {
  const visitingPlaces = visitingDistricts.has(reading.district)
    ? visitingAreas.filter((area) => area.districts.includes(reading.district)).map((area) => area.name)
    : [];
  return {
    postcode: reading.text,
    district: reading.district,
    visitingPlaces,
    liveIn: !liveInExcludedAreas.includes(reading.area),
  };
}

/** The checker's one field, as the form sends it: a clear message for anything that is not a postcode or district. */
const postcodeCheckSchema = z.object({
  postcode: z
    .string({ error: postcodeMessages.missing })
    .trim()
    .min(1, postcodeMessages.missing)
    .transform((value, context) => {
      const reading = readPostcode(value);
      if (!reading) {
        context.addIssue({ code: "custom", message: postcodeMessages.invalid });
        return z.NEVER;
      }
      return reading;
    }),
});

export type PostcodeCheck =
  { status: "answer"; answer: CoverageAnswer } | { status: "invalid"; error: string; value: string };

/** The answer for what the form sent, or the message and the value to show again (cut to the field's length). */
export function checkPostcode(value: unknown): PostcodeCheck {
  const parsed = postcodeCheckSchema.safeParse({ postcode: value });
  if (parsed.success) return { status: "answer", answer: coverageOf(parsed.data.postcode) };
  const shown =
    // eslint-disable-next-line no-control-regex -- control characters are dropped from what is shown again
    typeof value === "string" ? value.replace(/[\u0000-\u001F\u007F]/g, "").slice(0, POSTCODE_INPUT_MAX) : "";
  return { status: "invalid", error: parsed.error.issues[0]?.message ?? postcodeMessages.invalid, value: shown };
}
