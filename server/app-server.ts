import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler } from "@react-router/express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { BusinessDetails } from "../app/config/business.ts";
import type { ApiRequest, ApiResponse } from "../app/forms/api.server.ts";
import type { RequestFacts } from "../app/utils/request-context.server.ts";
import { contentSecurityPolicy, securityHeaders } from "../app/security/csp.ts";
import { originAllowed } from "../app/security/origin.ts";
import { logLine } from "../app/utils/log.server.ts";
import { clientAddressOf, createFormApiHandler, isFormApiRequest } from "./form-api.ts";
import { findStylesheet, frontDoorAnswer, sendPlainPage } from "./front-door.ts";
import { findPrerenderedPages } from "./prerendered-pages.ts";
import { migrateToLatest, openDatabase } from "../app/db/db.server.ts";
import { databaseTarget } from "../app/db/dialect.ts";

/** What the server bundle's entry (app/entry.server.tsx) exports for this server besides rendering. */
interface ServerEntry {
  checkConfiguration(): BusinessDetails;
  handleApiRequest(request: ApiRequest): Promise<ApiResponse>;
  loadContextFor(facts: RequestFacts): RouterContextProvider;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const serverBuildFile = path.join(root, "build", "server", "index.js");

if (!existsSync(serverBuildFile)) {
  logLine("error", "No build found in ./build. Run `npm run build` first (or `npm run serve` to build and start).");
  process.exit(1);
}

const build = (await import(serverBuildFile)) as ServerBuild;
const entry = build.entry.module as unknown as ServerEntry;
let business: BusinessDetails;
try {
  business = entry.checkConfiguration();
} catch (error) {
  logLine("error", error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (process.env.NODE_ENV === "production" && !process.env.RATE_LIMIT_SECRET?.trim()) {
  logLine("warn", "RATE_LIMIT_SECRET is not set: the key that hashes client addresses for the rate limit is kept in the database, so whoever can read the database can work out the addresses. Set RATE_LIMIT_SECRET (see the README).");
}
const prerendered = findPrerenderedPages(clientDir);
const plainPageFrame = { phone: business.mainPhone, stylesheet: findStylesheet("assets", readdirSync(path.join(clientDir, "assets"))) };
const app = express();

app.disable("x-powered-by");
const trustProxy = process.env.TRUST_PROXY === "true";
app.set("trust proxy", trustProxy);
app.use(compression());

// The strictest policy, for responses that set none (computed once: it is the same for every response).
const defaultCsp = contentSecurityPolicy([]);

// Every request gets an id (an incoming one is never trusted: it would let a client forge log lines), the client's
// address for the forms' rate limit (hashed there, never stored; from X-Forwarded-For only with TRUST_PROXY=true; any
// x-client-address the client sent is overwritten) and the headers every response carries. Documents set their own
// CSP (a nonce from app/entry.server.tsx, hashes for prerendered files); whatever reaches the client without one gets
// the strictest policy, added as headers go out, because a second CSP header would be enforced alongside the
// document's and block its scripts. An answer that went out before its request's body was read to the end (a body too
// large to keep) is followed by a lingering close (lingerThenClose). Used by Express and by the forms' API alike.
function prepareResponse(req: IncomingMessage, res: ServerResponse) {
  const requestId = randomUUID();
  req.headers["x-request-id"] = requestId;
  req.headers["x-client-address"] = clientAddressOf(req, trustProxy);
  res.setHeader("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.hasHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", defaultCsp);
    // What sets no caching of its own is rendered per request (form pages, their .data, action answers that echo what
    // a visitor typed, the 404 page): nothing a shared cache may keep. Set here, as headers go out, because React
    // Router's adapter appends its headers to any set before it.
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", "private, no-store");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.once("finish", () => {
    if (!req.complete) lingerThenClose(req);
  });
}

/** How long the rest of a body is read and dropped after its answer went out, before the connection is closed. */
const LINGER_MS = 3_000;

/**
 * A client still sending a body that was refused (413) must get to read the answer: closing the socket at once would
 * reset the connection under it, and the answer can be lost. So, like nginx's lingering close, the rest of the body
 * is read and dropped (never kept) for a few seconds; a client that finishes in that time keeps its connection.
 */
function lingerThenClose(req: IncomingMessage) {
  req.removeAllListeners("data");
  req.resume();
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
  timer.unref();
  req.once("end", () => clearTimeout(timer));
}

// Hashed build assets never change under the same name.
app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", redirect: false }));

// Prerendered pages are sent as the files they are, with a CSP that allows their own inline scripts by hash.
app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const page = prerendered.get(req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path);
  if (!page) return next();
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  res.sendFile(page.file, { headers: { "Content-Type": "text/html; charset=utf-8" } });
});

// Other public files (favicon, the prerendered pages' `.data` files), without directory redirects.
app.use(express.static(clientDir, { maxAge: "1h", redirect: false, index: false }));

// A post's Origin is judged here against SITE_URL (React Router's own check compares it with the request's host and
// scheme, which a TLS-ending proxy changes), the verdict handed on in the load context, and the header removed.
app.use((req: Request, res: Response, next: NextFunction) => {
  const allowed = originAllowed(
    { origin: req.headers.origin, host: req.headers.host, forwardedHost: header(req.headers["x-forwarded-host"]) },
    business.siteUrl,
  );
  res.locals.facts = { originAllowed: allowed } satisfies RequestFacts;
  delete req.headers.origin;
  next();
});

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? "production",
    getLoadContext: (_req, res) => entry.loadContextFor(res.locals.facts as RequestFacts),
  }),
);

// A fault no handler caught: one log line, a plain page with the phone number (never Express's stack page).
app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  logLine("error", "Unhandled error", { requestId: req.headers["x-request-id"], method: req.method, path: req.path, message: String(error) });
  if (res.headersSent) return void res.end();
  sendPlainPage(res, 500, "Sorry, something went wrong", "This page could not be shown because of a fault on our side.", plainPageFrame);
});

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// Database migrations before the first request. The app also runs them on its first use of the database, so a database
// that is down now does not stop the site: its pages are served and the forms say "call us" until it is back.
// A database that cannot even be opened (a SQLite path in a missing or read-only folder) is the same case.
await (async () => {
  let database: ReturnType<typeof openDatabase> | undefined;
  try {
    database = openDatabase(databaseTarget(process.env.DATABASE_URL));
    const applied = await migrateToLatest(database);
    if (applied.length > 0) logLine("info", `Database ${database.description}: applied ${applied.join(", ")}`);
  } catch (error) {
    logLine("error", `The database is not available at start-up; pages are served and forms answer 503 until it is: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await database?.close().catch(() => {});
  }
})();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const formApi = createFormApiHandler({ handle: entry.handleApiRequest });

/**
 * Every request: its id and the security headers; then what the request line alone settles (405 for methods the site
 * does not use, 400 for paths that cannot be decoded, a redirect from …/index.html); then the forms' JSON API, or
 * Express. Stalled clients are let go: 10 s to send the headers, 30 s for the whole request (Node's default is 300 s),
 * checked every second.
 */
const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 }, (req, res) => {
  prepareResponse(req, res);
  const answer = frontDoorAnswer(req.method, req.url);
  if (!answer) return isFormApiRequest(req) ? void formApi(req, res) : void app(req, res);
  if (answer.status === 301) {
    res.writeHead(301, { Location: answer.location, "Cache-Control": "public, max-age=3600" });
    return void res.end();
  }
  logLine("warn", answer.title, { requestId: req.headers["x-request-id"], method: req.method, status: answer.status, path: req.url?.slice(0, 200) });
  sendPlainPage(res, answer.status, answer.title, answer.text, plainPageFrame, answer.headers);
});
server.listen(port, host, () => {
  logLine("info", `Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

// Finish the requests under way, then exit; a stuck connection does not hold the process past 10 s.
const shutdown = (signal: string) => {
  logLine("info", `${signal} received: closing the server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
