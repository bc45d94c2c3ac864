/** The header in which the production server hands every request its id (server/app-server.ts sets it). */
export const REQUEST_ID_HEADER = "x-request-id";

/** What a log line says of the request an error happened in. */
export interface RequestInfo {
  method: string;
  path: string;
  requestId: string | null;
}

export function requestInfoOf(request: Request): RequestInfo {
  return { method: request.method, path: new URL(request.url).pathname, requestId: request.headers.get(REQUEST_ID_HEADER) };
}

/** One JSON line per error on stderr, with the request id, so a visitor's report can be found in the logs. */
export function logError(error: unknown, request: Request | RequestInfo): void {
  const { method, path, requestId } = request instanceof Request ? requestInfoOf(request) : request;
  const detail =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(JSON.stringify({ level: "error", time: new Date().toISOString(), requestId: requestId ?? "none", method, path, ...detail }));
}
