import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { contentSecurityPolicy } from "./security/csp";
import { logError, REQUEST_ID_HEADER } from "./utils/log.server";

export const streamTimeout = 5_000;

/**
 * Renders a document. A request that came through the production server (which gives every request an id) gets a
 * fresh CSP nonce. Prerendering at build time and the Vite dev server render without one: the production server
 * hashes the inline scripts of prerendered files instead (server/prerendered-pages.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const prerendering = !request.headers.has(REQUEST_ID_HEADER) && !import.meta.env.DEV;
  const nonce = request.headers.has(REQUEST_ID_HEADER) ? randomBytes(16).toString("base64") : undefined;
  if (nonce) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || prerendering ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logError(error, request);
      },
    });
  });
}

/** Unexpected errors in loaders, actions and rendering, logged once with the request id the server gave them. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests and answers such as 404 or 405 are the client's doing, not errors of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logError(error, request);
};

/** Called by the production server before it listens, so a bad setting stops it at start, not on a visitor's request. */
export { getBusinessDetails as checkConfiguration } from "./config/business.server";

/** The load context the production server gives each request (server/app-server.ts). */
export { loadContextFor } from "./utils/request-context.server";

/** The forms' JSON API, which the production server serves ahead of Express and React Router (server/form-api.ts). */
export { handleApiRequest } from "./forms/api.server";
