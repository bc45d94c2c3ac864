/**
 * Signs of a bot, read beside a submission that passed the schema. The honeypot makes it spam: answered like any
 * other and stored flagged, so a person caught by mistake is not lost. Speed alone does not: browser autofill fills a
 * short form in under the minimum time, so a fast one is listed with the others, marked "sent very fast" (`sentFast`).
 */
export interface SpamSignals {
  /** The hidden honeypot field's value. */
  honeypot?: unknown;
  /**
   * Server time (ms) the form was rendered, when the page was rendered per request: only a start time the server
   * signed and checked (start-time.server.ts `verifiedStartTime`), never the raw field a client sent.
   */
  startedAt?: unknown;
  /** Time from the page being ready to submit, measured by the browser's script. */
  elapsedMs?: unknown;
}

export type SpamReason = "honeypot";

function finiteNumber(value: unknown): number | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  if (typeof value === "string" && !/^[0-9]{1,15}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * The time taken to fill the form, when a trustworthy one exists: the server's own start time (a start in the future
 * or more than a day ago is not trusted), else the browser's measure. Undefined means "unknown": the check is skipped.
 */
export function fillTimeMs(signals: SpamSignals, now: number): number | undefined {
  const startedAt = finiteNumber(signals.startedAt);
  if (startedAt !== undefined && startedAt <= now && now - startedAt < 86_400_000) return now - startedAt;
  return finiteNumber(signals.elapsedMs);
}

export function spamReason(signals: SpamSignals): SpamReason | null {
  const filled =
    typeof signals.honeypot === "string"
      ? signals.honeypot.trim() !== ""
      : signals.honeypot != null && signals.honeypot !== false;
  return filled ? "honeypot" : null;
}

/** Sent sooner than `minFillMs` after the form was shown (an unknown fill time is not fast). */
export function sentFast(signals: SpamSignals, now: number, minFillMs: number): boolean {
  const fillTime = fillTimeMs(signals, now);
  return fillTime !== undefined && fillTime < minFillMs;
}
