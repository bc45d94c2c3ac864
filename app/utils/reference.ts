/**
 * Booking references in the spec's format: the moment of booking in milliseconds since 1970 and a random number from
 * 1000 to 9999, joined by a hyphen (e.g. 1795250000000-4821). Used for stored assessment bookings and on the
 * confirmation pages.
 */
export const REFERENCE_PATTERN = /^[0-9]{13}-[1-9][0-9]{3}$/;

export function makeReference(timestampMs: number, random: () => number = Math.random): string {
  const suffix = 1000 + Math.floor(random() * 9000);
  return `${Math.trunc(timestampMs)}-${suffix}`;
}

export function isReference(value: unknown): value is string {
  return typeof value === "string" && REFERENCE_PATTERN.test(value);
}
