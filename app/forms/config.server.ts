/** Limits of the forms' abuse and duplicate guards, each overridable by the environment variable named. */
function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export function formConfig() {
  return {
    /** A form sent sooner than this after it was shown is flagged as spam (stored all the same). */
    minFillMs: positiveInt("FORM_MIN_FILL_MS", 3_000),
    /** Submissions of one form accepted from one client per window. */
    rateLimitMax: positiveInt("RATE_LIMIT_MAX", 20),
    rateLimitWindowSeconds: positiveInt("RATE_LIMIT_WINDOW_SECONDS", 600),
    /** The same form with the same fields within this time is the same submission. */
    duplicateWindowSeconds: positiveInt("DUPLICATE_WINDOW_SECONDS", 600),
  };
}
