/** "21 Nov 2026, 14:05": day, short month, year, hour and minute in UK time (the spec's en-GB dates), from a UTC instant. */
const ukDateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function formatUkDateTime(value: string | Date): string {
  return ukDateTime.format(value instanceof Date ? value : new Date(value));
}
