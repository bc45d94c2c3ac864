import { useEffect } from "react";

const PREFIX = "Error: ";

/**
 * "Error: " at the start of the title while a staff page shows the errors its action answered with. Without
 * JavaScript the server's page has it (the loader reads formErrorContext); with JavaScript the loader does not run
 * after a refusal, so the page says it itself. `alsoAfter` is anything else that rewrites the title (a count in it).
 */
export function useErrorTitle(hasErrors: boolean, alsoAfter?: unknown) {
  useEffect(() => {
    const base = document.title.startsWith(PREFIX) ? document.title.slice(PREFIX.length) : document.title;
    document.title = hasErrors ? `${PREFIX}${base}` : base;
  }, [hasErrors, alsoAfter]);
}
