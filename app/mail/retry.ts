/**
 * When an e-mail that could not be sent is tried again: soon at first (a mail server restarting, a full queue), then
 * less and less often, the last attempt over 24 hours after the first, so a mail server down for a day loses nothing.
 * Minutes to wait after the n-th failed attempt (n from 1).
 */
export const RETRY_DELAYS_MINUTES = [1, 2, 5, 10, 30, 60, 120, 240, 480, 480, 480] as const;

/** Attempts in all: the first and one after each delay. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** How long to wait after `attempts` attempts have failed (from 1), or null when that was the last one. */
export function retryDelayMs(attempts: number): number | null {
  const minutes = RETRY_DELAYS_MINUTES[attempts - 1];
  return attempts >= 1 && minutes !== undefined ? minutes * 60_000 : null;
}
