/** The header in which the production server hands every request its id (server/app-server.ts sets it). */
export const REQUEST_ID_HEADER = "x-request-id";

export function requestIdOf(request: Request): string {
  return request.headers.get(REQUEST_ID_HEADER) ?? "none";
}

/** One JSON line per error on stderr, with the request id, so a visitor's report can be found in the logs. */
export function logError(error: unknown, request: Request): void {
  const { pathname } = new URL(request.url);
  const detail =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(
    JSON.stringify({ level: "error", time: new Date().toISOString(), requestId: requestIdOf(request), method: request.method, path: pathname, ...detail }),
  );
}
