/**
 * What a staff page shows when loading it again fails in the browser (the server down, the connection lost): the page
 * keeps what it showed, with `loadFailure` saying why, rather than give way to an error page. A route makes one with
 * `keepShown<typeof loader data>()`, passes its `clientLoader`'s serverLoader through `load`, and calls `remember`
 * with the data it renders (the first render's comes from the server, not through `load`). Failures the server
 * answered (a refusal, a redirect to sign in, a bad filter) are thrown on as before.
 */

/** Why the page could not be loaded again, in plain words. */
export interface LoadFailure {
  offline: boolean;
  message: string;
}

/** Answers a proxy gives when the server behind it is down: as good as no answer. */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

function failureOf(error: unknown): LoadFailure | null {
  // Our server answered with its own words (the database down: 503 and a message): the page's error boundary says
  // them, as it did before this hook.
  if (hasServerMessage(error)) return null;
  const status =
    typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
      ? error.status
      : null;
  // fetch() rejects with a TypeError ("Failed to fetch") when no answer came at all.
  if (!(error instanceof TypeError) && !(status !== null && UNREACHABLE_STATUSES.has(status))) return null;
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  return {
    offline,
    message: offline
      ? "you are offline. Check your connection, then try again. What is shown may be out of date."
      : "the server could not be reached. Try again in a moment. What is shown may be out of date.",
  };
}

/** An answer of our server's with a message in plain words (a problem's body). */
function hasServerMessage(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("data" in error)) return false;
  const body = error.data;
  return typeof body === "object" && body !== null && "message" in body && typeof body.message === "string";
}

export function keepShown<T extends object>() {
  let last: T | null = null;
  return {
    /** The data the page renders now (only successful loads: a kept page is not remembered over the real one). */
    remember(data: T) {
      if (!loadFailureOf(data)) last = data;
    },
    async load(serverLoader: () => Promise<T>): Promise<T & { loadFailure?: LoadFailure }> {
      try {
        const data = await serverLoader();
        last = data;
        return data;
      } catch (error) {
        const failure = failureOf(error);
        if (!failure || !last) throw error;
        return { ...last, loadFailure: failure };
      }
    },
  };
}

/** The failure a kept page shows, if it is one (the first render's data, from the server, never is). */
export const loadFailureOf = (data: object): LoadFailure | undefined =>
  "loadFailure" in data ? (data.loadFailure as LoadFailure | undefined) : undefined;
