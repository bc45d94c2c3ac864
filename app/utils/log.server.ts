/** What a log line says of the request an error happened in. */
export interface RequestInfo {
  method: string;
  path: string;
  requestId: string | null;
}

/**
 * A request's method and path, with the id the production server gave it (from the load context:
 * app/http/request-context.server.ts), never one read from a header the client could have sent.
 */
export function requestInfoOf(request: Request, requestId: string | null = null): RequestInfo {
  return { method: request.method, path: new URL(request.url).pathname, requestId };
}

type Level = "info" | "warn" | "error";

/**
 * Every log line of the server: one JSON object on one line (a stack, too, stays inside its string), info on stdout,
 * warnings and errors on stderr. Never give it a visitor's field values: only ids, paths and counts.
 */
export function logLine(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

function errorFields(error: unknown) {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };
}

/** One JSON line per error, with the request id, so a visitor's report can be found in the logs. */
export function logError(error: unknown, request: Request | RequestInfo): void {
  const { method, path, requestId } = request instanceof Request ? requestInfoOf(request) : request;
  logLine("error", "", { requestId: requestId ?? "none", method, path, ...errorFields(error) });
}

/** How long the same failure is logged once, and the repeats only counted. */
export const REPEAT_INTERVAL_MS = 60_000;

const repeating = new Map<
  string,
  { count: number; lastRequestId: string | null; timer: ReturnType<typeof setTimeout> }
>();

/**
 * For failures that repeat on every request while they last (the database is down): the first is logged in full, the
 * others in the next REPEAT_INTERVAL_MS are counted and reported in one line when the interval ends, with the last
 * request id. A database outage under load gives a few lines a minute, not a stack per request.
 */
export function logRepeatedError(error: unknown, request: RequestInfo): void {
  const key = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const open = repeating.get(key);
  if (open) {
    open.count++;
    open.lastRequestId = request.requestId;
    return;
  }
  logError(error, request);
  const entry = {
    count: 0,
    lastRequestId: null as string | null,
    timer: setTimeout(() => {
      repeating.delete(key);
      if (entry.count > 0) {
        logLine("error", `The same failure happened ${entry.count} more times in ${REPEAT_INTERVAL_MS / 1000} s`, {
          failure: key,
          repeats: entry.count,
          lastRequestId: entry.lastRequestId ?? "none",
        });
      }
    }, REPEAT_INTERVAL_MS),
  };
  entry.timer.unref();
  repeating.set(key, entry);
}

/** Tests: count repeats afresh (each test's failure is logged in full once). */
export function forgetRepeatedErrors(): void {
  for (const { timer } of repeating.values()) clearTimeout(timer);
  repeating.clear();
}
