import { createContext, RouterContextProvider } from "react-router";

/**
 * What the production server settled about a request before React Router saw it, handed to middleware, loaders and
 * actions through React Router's typed load context (server/app-server.ts), never through headers a client could send.
 * Absent under `npm run dev`, where React Router's own checks apply.
 */
export interface RequestFacts {
  /** The Origin header names this site, or there is none (app/security/origin.ts). */
  originAllowed: boolean;
}

export const requestContext = createContext<RequestFacts | null>(null);

/** The load context for one request (the server calls it, so that the context is the app's own instance). */
export function loadContextFor(facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, facts);
  return context;
}
