import { createContext, RouterContextProvider } from "react-router";
import { requestInfoOf, type RequestInfo } from "#app/utils/log.server.ts";

/**
 * What the production server settled about a request before React Router saw it, handed to middleware, loaders and
 * actions through React Router's typed load context (server/app-server.ts), never through headers a client could send.
 * Absent when prerendering at build time and under `npm run dev`, where React Router's own checks apply.
 */
export interface RequestFacts {
  /** The Origin header names this site, or there is none (app/security/origin.ts). */
  originAllowed: boolean;
  /** The request's id, made by the server (any the client sent is ignored); also sent back as X-Request-Id. */
  requestId: string;
  /** The client's address as the server worked it out (TRUST_PROXY hops into X-Forwarded-For; server/form-api.ts). */
  clientAddress: string;
  /** A fresh CSP nonce for the document this request renders (app/entry.server.tsx). */
  nonce: string;
}

export const requestContext = createContext<RequestFacts | null>(null);

/** The load context for one request (the server calls it, so that the context is the app's own instance). */
export function loadContextFor(facts: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, facts);
  return context;
}

/** The server's facts about the request, or null when there are none (prerendering, `npm run dev`). */
export function requestFactsOf(context: Readonly<RouterContextProvider> | null | undefined): RequestFacts | null {
  return context?.get(requestContext) ?? null;
}

/** What a log line says of a request: its method, path and the id the server gave it (none under `npm run dev`). */
export function requestInfoIn(
  request: Request,
  context: Readonly<RouterContextProvider> | null | undefined,
): RequestInfo {
  return requestInfoOf(request, requestFactsOf(context)?.requestId ?? null);
}
