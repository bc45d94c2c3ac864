/**
 * When the visitor can expect our call after asking for an assessment: within 2 hours when it is office time in the
 * UK (Monday to Friday, from 08:00 up to but not including 18:00, Europe/London, so British Summer Time is followed),
 * otherwise first thing on the next business day.
 */
export const WITHIN_TWO_HOURS = "Within 2 hours during office hours";
export const NEXT_BUSINESS_DAY = "First thing next business day";

const OPENS_AT_HOUR = 8;
const CLOSES_AT_HOUR = 18;
const WORKING_DAYS = new Set(["Mon", "Tue", "Wed", "Thu", "Fri"]);

const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  hour: "numeric",
  hourCycle: "h23",
});

/** The weekday ("Mon".."Sun") and hour (0-23) of an instant in the UK. */
export function londonWeekdayAndHour(instantMs: number): { weekday: string; hour: number } {
  const parts = londonClock.formatToParts(new Date(instantMs));
  const weekday = parts.find((part) => part.type === "weekday")?.value ?? "";
  const hour = Number(parts.find((part) => part.type === "hour")?.value);
  return { weekday, hour };
}

export function isOfficeTime(instantMs: number): boolean {
  const { weekday, hour } = londonWeekdayAndHour(instantMs);
  return WORKING_DAYS.has(weekday) && hour >= OPENS_AT_HOUR && hour < CLOSES_AT_HOUR;
}

export function expectedCallTime(instantMs: number): typeof WITHIN_TWO_HOURS | typeof NEXT_BUSINESS_DAY {
  return isOfficeTime(instantMs) ? WITHIN_TWO_HOURS : NEXT_BUSINESS_DAY;
}
