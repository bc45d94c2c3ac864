/**
 * Whether writes to the site's database are failing while it still answers (a full disk, a file turned read-only):
 * /healthz's own query is a read and succeeds then, so it also asks here. The submissions report each write's outcome;
 * the latest one counts, for WRITE_FAILURE_MEMORY_MS (a failure that old, with no write since, is no longer news).
 * Per process: each server reports on its own writes.
 */

export const WRITE_FAILURE_MEMORY_MS = 5 * 60_000;

let lastFailedAt: number | null = null;

export function noteWriteOutcome(succeeded: boolean, now: number = Date.now()): void {
  lastFailedAt = succeeded ? null : now;
}

/** True while the latest write failed, less than WRITE_FAILURE_MEMORY_MS ago. */
export function writesFailing(now: number = Date.now()): boolean {
  return lastFailedAt !== null && now - lastFailedAt < WRITE_FAILURE_MEMORY_MS;
}
