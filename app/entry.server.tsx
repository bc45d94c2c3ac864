import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { contentSecurityPolicy, isStaffPath } from "#app/security/csp.ts";
import { fastPaintDocument, rewriteShell, styleElement } from "#app/http/document-head.server.ts";
// The site's stylesheet as text (Tailwind's output, minified by the build): inlined in every document's head.
import siteCss from "#app/app.css?inline";
import { logError } from "#app/utils/log.server.ts";
import { env } from "#app/config/env.server.ts";
import { getDatabase as openSiteDatabase } from "#app/db.server/db.server.ts";
import { requestFactsOf, requestInfoIn } from "#app/http/request-context.server.ts";
import { withCqcRating } from "#app/components/cqc-rating/cqc-box.server.tsx";
import { shownCqcRating } from "#app/cqc/daily-sync.server.ts";

export const streamTimeout = 5_000;

/**
 * Renders a document. A request that came through the production server gets the fresh CSP nonce the server put in
 * its load context (app/http/request-context.server.ts). Prerendering at build time and the Vite dev server have no
 * such context and render without one: the production server hashes the inline scripts of prerendered files instead
 * (server/prerendered-pages.ts). Either way the site's stylesheet is inlined in the head and the scripts start after the first
 * paint (document-head.server.ts); both are allowed by the same nonce or by their hashes.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const facts = requestFactsOf(loadContext);
  const prerendering = !facts && !import.meta.env.DEV;
  const nonce = facts?.nonce;
  if (nonce) {
    const cqcWidget = !isStaffPath(new URL(request.url).pathname);
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${nonce}'`], [`'nonce-${nonce}'`], { cqcWidget }),
    );
  }
  // Under `npm run dev` the root links the stylesheet instead, so Vite can update it in place.
  const headStyles = import.meta.env.DEV ? undefined : styleElement(siteCss, nonce);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || prerendering ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
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
          if (headStyles) pipe(rewriteShell((shell) => fastPaintDocument(shell, headStyles))).pipe(body);
          else pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, requestInfoIn(request, loadContext));
        },
      },
    );
  });
}

/** Unexpected errors in loaders, actions and rendering, logged once with the request id the server gave them. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted requests and answers such as 404 or 405 are the client's doing, not errors of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logError(error, requestInfoIn(request, context));
};

/**
 * Called by the production server before it listens, so a bad setting stops it at start, not on a visitor's request:
 * the whole configuration, or one error that names every invalid variable.
 */
export { env as checkConfiguration } from "#app/config/env.server.ts";

/** The load context the production server gives each request (server/app-server.ts). */
export { loadContextFor } from "#app/http/request-context.server.ts";

/**
 * The site's database for the production server (DATABASE_URL): opened and migrated before the first request, closed
 * on shutdown. Through this bundle, so a process holds one database module (and one connection pool), not one more
 * from source.
 */
export const getDatabase = () => openSiteDatabase(env().DATABASE_URL);
export { closeDatabase } from "#app/db.server/db.server.ts";

/**
 * The outbox's worker inside the production server (ADR 0007): started once the database is ready, stopped on SIGTERM
 * before the database closes. Through this bundle, so the forms' nudge reaches the same worker.
 */
export { startServerMailWorker, stopServerMailWorker } from "#app/mail/server-worker.server.ts";

/** The retention purge, once a day inside the production server (ADR 0009). */
export { startDailyPurge, stopDailyPurge } from "#app/data-protection/daily-purge.server.ts";

/** The site's stylesheet, which the production server inlines in its own plain pages (server/front-door.ts). */
export { siteCss as siteStylesheet };

/** The forms' JSON API, which the production server serves ahead of Express and React Router (server/form-api.ts). */
export { handleApiRequest } from "#app/forms/api.server.ts";

/** The CQC rating's daily read inside the production server (issue #26). */
export { startCqcSync, stopCqcSync } from "#app/cqc/daily-sync.server.ts";

/**
 * A prerendered document with the CQC rating stored since it was built, when there is one (ADR 0018): the production
 * server serves the pages that show the box (`hasCqcBox`) through this. Null when the document shows the rating it
 * was built with (no CQC_API_KEY, or nothing read yet): the file is sent as it is.
 */
export { hasCqcBox } from "#app/components/cqc-rating/cqc-box.server.tsx";
export async function withCurrentCqcRating(html: string): Promise<string | null> {
  const rating = await shownCqcRating();
  return rating ? withCqcRating(html, rating, env().business) : null;
}
