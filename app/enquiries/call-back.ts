import { callbackTimeOptions } from "#app/enquiries/callback/options.ts";
import { labelOf } from "#app/enquiries/choices.ts";
import type { FormName, RawValues } from "#app/enquiries/definitions.ts";

/**
 * What a confirmation repeats, so that a mistyped number is seen while the visitor is still on the page: the number
 * given and, for a callback, the day and time we will ring. Worked out by the server from the values it stored.
 */
export interface CallBack {
  phone: string;
  /** "Friday 4 December 2026, evening (5pm-8pm)": a callback's chosen day and time. */
  when?: string;
}

/** "Friday 4 December 2026" from a calendar date (YYYY-MM-DD): a day, not an instant, so read in UTC. */
const longDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

export function callBackOf(form: FormName, values: RawValues): CallBack {
  const text = (field: string) => String(values[field] ?? "").trim();
  const phone = text("phone");
  if (form !== "callback") return { phone };
  const day = longDate.format(new Date(`${text("preferredDate")}T00:00:00Z`)).replace(",", "");
  return { phone, when: `${day}, ${labelOf(callbackTimeOptions, text("preferredTime")).toLowerCase()}` };
}
