import { env } from "#app/config/env.server.ts";

/** Limits of the forms' abuse and duplicate guards, from the configuration (each has its environment variable). */
export function formConfig() {
  const config = env();
  return {
    /** A form sent sooner than this after it was shown is flagged as spam (stored all the same). FORM_MIN_FILL_MS */
    minFillMs: config.FORM_MIN_FILL_MS,
    /** Submissions of one form accepted from one client per window. RATE_LIMIT_MAX */
    rateLimitMax: config.RATE_LIMIT_MAX,
    /** RATE_LIMIT_WINDOW_SECONDS */
    rateLimitWindowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    /** The same form with the same fields within this time is the same submission. DUPLICATE_WINDOW_SECONDS */
    duplicateWindowSeconds: config.DUPLICATE_WINDOW_SECONDS,
  };
}
