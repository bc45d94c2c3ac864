/**
 * A length of time in words as staff read it: "25 min", "1 h 10 min", "2 days 3 h". `inHours` keeps whole days out
 * ("31 h 5 min"): office time, where a "day" would read as 24 hours while an office day is 10. Minutes are rounded
 * down, so "overdue by 1 min" is never said of 30 seconds; under a minute is "under 1 min".
 */
const MINUTE_MS = 60_000;

export function durationText(ms: number, { inHours = false }: { inHours?: boolean } = {}): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE_MS);
  if (minutes < 1) return "under 1 min";
  const hours = Math.floor(minutes / 60);
  const days = inHours ? 0 : Math.floor(hours / 24);
  const parts = [
    days ? `${days} ${days === 1 ? "day" : "days"}` : null,
    hours - days * 24 ? `${hours - days * 24} h` : null,
    // Past a day the minutes are noise.
    !days && minutes % 60 ? `${minutes % 60} min` : null,
  ];
  return parts.filter(Boolean).join(" ");
}
