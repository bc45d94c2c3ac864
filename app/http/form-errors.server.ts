import { createContext, type RouterContextProvider } from "react-router";

/**
 * Whether this request's action answered with errors: the action marks it, and the page's loader (which React Router
 * runs after the action on the same request) reads it to start the title with "Error: " for a page rendered without
 * JavaScript (GOV.UK's pattern). One flag for every form of the site, public and staff.
 */
const formErrorContext = createContext<boolean>(false);

/** The route's context as actions and loaders receive it (React Router types it read-only; `set` stays callable). */
type RouteContext = Readonly<RouterContextProvider>;

/** Marks this request's answer as a form with errors. */
export function markFormErrors(context: RouteContext): void {
  context.set(formErrorContext, true);
}

/** Whether an action of this request marked its answer as a form with errors. */
export function hasFormErrors(context: RouteContext): boolean {
  return context.get(formErrorContext);
}
