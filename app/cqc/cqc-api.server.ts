/**
 * One read of the registered location from CQC's public API (`GET {CQC_API_URL}/locations/{id}`, header
 * `Ocp-Apim-Subscription-Key`). CQC refuses a request without a User-Agent (403), answers 429 when busy, sometimes as
 * a 200 whose body is `{"statusCode":429,…}`, and has passing 5xx faults: those are tried again after a growing pause.
 * Anything else (401 a wrong key, 403, 404 an unknown location) would answer the same again and is reported at once.
 */

export interface CqcApiSettings {
  apiUrl: string;
  apiKey: string;
  locationId: string;
  userAgent: string;
}

export type FetchOutcome = { ok: true; body: unknown } | { ok: false; failure: string };

export interface RetryPolicy {
  attempts: number;
  /** The pause before attempt n + 1 (n from 1), unless the answer's Retry-After asks for longer (up to `maxDelayMs`). */
  delayMs: (attempt: number) => number;
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 4,
  delayMs: (attempt) => 2_000 * 4 ** (attempt - 1),
  maxDelayMs: 120_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Gives up on one attempt after this long. */
const ATTEMPT_TIMEOUT_MS = 20_000;

type Attempt = { done: FetchOutcome } | { again: string; retryAfterMs?: number };

function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

async function attempt(settings: CqcApiSettings): Promise<Attempt> {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/locations/${encodeURIComponent(settings.locationId)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        "Ocp-Apim-Subscription-Key": settings.apiKey,
        "User-Agent": settings.userAgent,
        Accept: "application/json",
      },
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
  } catch (error) {
    return { again: `no answer (${error instanceof Error ? error.message : String(error)})` };
  }
  if (response.status === 429) return { again: "CQC is busy (429)", retryAfterMs: retryAfterOf(response) };
  if (response.status >= 500) return { again: `CQC's server failed (${response.status})` };
  if (response.status === 401) return { done: { ok: false, failure: "CQC refused the subscription key (401)" } };
  if (response.status === 403) return { done: { ok: false, failure: "CQC refused the request (403)" } };
  if (response.status === 404) return { done: { ok: false, failure: "CQC knows no such location (404)" } };
  if (response.status !== 200) return { done: { ok: false, failure: `CQC answered ${response.status}` } };
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return { done: { ok: false, failure: "CQC's answer was not JSON" } };
  }
  const statusCode = (body as { statusCode?: unknown } | null)?.statusCode;
  if (statusCode === 429) return { again: "CQC is busy (429 in a 200 answer)" };
  if (typeof statusCode === "number" && statusCode >= 400)
    return { done: { ok: false, failure: `CQC answered ${statusCode} in a 200 answer` } };
  return { done: { ok: true, body } };
}

/** The location's record, or why there is none after every attempt allowed. */
export async function fetchLocation(
  settings: CqcApiSettings,
  policy: RetryPolicy = defaultRetryPolicy,
): Promise<FetchOutcome> {
  let last = "";
  for (let n = 1; n <= policy.attempts; n++) {
    const result = await attempt(settings);
    if ("done" in result) return result.done;
    last = result.again;
    if (n < policy.attempts)
      await policy.sleep(Math.min(Math.max(policy.delayMs(n), result.retryAfterMs ?? 0), policy.maxDelayMs));
  }
  return { ok: false, failure: `${last}, ${policy.attempts} attempts` };
}
