import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { Env } from "#app/config/env.server.ts";
import { databaseTarget } from "#app/db.server/dialect.ts";
import type { RequestFacts } from "#app/http/request-context.server.ts";
import { contentSecurityPolicy, securityHeaders } from "#app/security/csp.ts";
import { originAllowed } from "#app/security/origin.ts";
import { logLine } from "#app/utils/log.server.ts";
import { clientAddressOf, createFormApiHandler, isFormApiRequest, type ApiRequestFacts } from "#server/form-api.ts";
import { connectionDrain } from "#server/connection-drain.ts";
import { frontDoorAnswer, sendPlainPage } from "#server/front-door.ts";
import { findPrerenderedPages } from "#server/prerendered-pages.ts";
import { serverEntryOf, type ServerEntry } from "#server/server-entry.ts";
import { isStaffRequest, staffQueue } from "#server/staff-queue.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const serverBuildFile = path.join(root, "build", "server", "index.js");

if (!existsSync(serverBuildFile)) {
  logLine("error", "No build found in ./build. Run `npm run build` first (or `npm run serve` to build and start).");
  process.exit(1);
}

const build = (await import(serverBuildFile)) as ServerBuild;
// What the server uses of the bundle's entry besides rendering, typed as app/entry.server.tsx exports it and checked
// here: a bundle without one of them stops the server now, with one line that names it.
let entry: ServerEntry;
try {
  entry = serverEntryOf(build);
} catch (error) {
  logLine("error", error instanceof Error ? error.message : String(error));
  process.exit(1);
}
// The configuration is read from the environment here, once, before anything else: an invalid variable stops the
// server with one line that names every such variable and what is wrong with it.
let config: Env;
try {
  config = entry.checkConfiguration();
} catch (error) {
  logLine("error", error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const business = config.business;
if (config.NODE_ENV === "production" && !config.SITE_SECRET && !config.RATE_LIMIT_SECRET) {
  logLine(
    "warn",
    "SITE_SECRET is not set: the site's secret, from which the keys that hash client addresses and seal the staff's authenticator keys (and the links in their e-mails) are derived, is kept in the database, so whoever can read the database can work out the addresses and the keys. Set SITE_SECRET (see the README).",
  );
}
const prerendered = findPrerenderedPages(clientDir, entry.hasCqcBox);
const plainPageFrame = { phone: business.mainPhone, stylesheet: entry.siteStylesheet };
const app = express();

app.disable("x-powered-by");
// The number of reverse proxies in front of the server (TRUST_PROXY), for Express's req.ip and req.protocol as for
// the client's address of the forms' rate limit (clientAddressOf).
app.set("trust proxy", config.TRUST_PROXY);
app.use(compression());

// The strictest policy, for responses that set none (computed once: it is the same for every response): no inline
// code and no third party.
const defaultCsp = contentSecurityPolicy([], [], { cqcWidget: false });

// Every request gets an id (an incoming one is never trusted: it would let a client forge log lines), the client's
// address for the forms' rate limit (hashed there, never stored; from X-Forwarded-For only as far as TRUST_PROXY
// hops reach) and the headers every response carries. The id and address are kept beside the request (`identities`)
// and reach the app as arguments or in React Router's load context, never as request headers, which a client could
// also send (an x-request-id or x-client-address it sends is simply ignored). Documents set their own CSP (the nonce
// this server puts in the load context, set by app/entry.server.tsx; hashes for prerendered files); whatever reaches
// the client without one gets the strictest policy, added as headers go out, because a second CSP header would be
// enforced alongside the document's and block its scripts. An answer that went out before its request's body was read to the end (a body too
// large to keep) is followed by a lingering close (lingerThenClose). Used by Express and by the forms' API alike.
const identities = new WeakMap<IncomingMessage, ApiRequestFacts>();
/** Set once a shutdown began (SIGTERM, SIGINT): every answer from then on closes its connection. */
let closing = false;

function prepareResponse(req: IncomingMessage, res: ServerResponse): ApiRequestFacts {
  const identity = { requestId: randomUUID(), clientAddress: clientAddressOf(req, config.TRUST_PROXY) };
  identities.set(req, identity);
  res.setHeader("X-Request-Id", identity.requestId);
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.hasHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", defaultCsp);
    // What sets no caching of its own is rendered per request (form pages, their .data, action answers that echo what
    // a visitor typed, the 404 page): nothing a shared cache may keep. Set here, as headers go out, because React
    // Router's adapter appends its headers to any set before it.
    if (!this.hasHeader("Cache-Control")) this.setHeader("Cache-Control", "private, no-store");
    // Shutting down: the client is told not to send another request on this connection, which closes after the answer.
    if (closing) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.once("finish", () => {
    if (!req.complete) lingerThenClose(req);
  });
  return identity;
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

// Prerendered pages are sent as the files they are, with a CSP that allows their own inline scripts by hash. A page
// that shows the CQC rating gets the rating stored since the build in its box (ADR 0018): the box holds no script or
// style, so the page's hashes still hold.
app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const page = prerendered.get(req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path);
  if (!page) return next();
  res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
  const sendFile = () => res.sendFile(page.file, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  if (page.cqcBox === undefined) return sendFile();
  entry
    .withCurrentCqcRating(page.cqcBox)
    .then((html) => (html === null ? sendFile() : void res.type("html").send(html)), next);
});

// Other public files (favicon, the prerendered pages' `.data` files), without directory redirects.
app.use(express.static(clientDir, { maxAge: "1h", redirect: false, index: false }));

// A post's Origin is judged here against SITE_URL (React Router's own check compares it with the request's host and
// scheme, which a TLS-ending proxy changes), the verdict handed on in the load context, and the header removed. The
// load context also carries the request's id, the client's address and a fresh CSP nonce for a document.
app.use((req: Request, res: Response, next: NextFunction) => {
  const allowed = originAllowed(
    { origin: req.headers.origin, host: req.headers.host, forwardedHost: header(req.headers["x-forwarded-host"]) },
    business.siteUrl,
  );
  const { requestId, clientAddress } = identities.get(req)!;
  res.locals.facts = {
    originAllowed: allowed,
    requestId,
    clientAddress,
    nonce: randomBytes(16).toString("base64"),
  } satisfies RequestFacts;
  delete req.headers.origin;
  next();
});

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: config.NODE_ENV,
    getLoadContext: (_req, res) => entry.loadContextFor(res.locals.facts as RequestFacts),
  }),
);

// A fault no handler caught: one log line, a plain page with the phone number (never Express's stack page).
app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  logLine("error", "Unhandled error", {
    requestId: identities.get(req)?.requestId,
    method: req.method,
    path: req.path,
    message: String(error),
  });
  if (res.headersSent) return void res.end();
  sendPlainPage(
    res,
    500,
    "Sorry, something went wrong",
    "This page could not be shown because of a fault on our side.",
    plainPageFrame,
  );
});

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// Database migrations before the first request. The app also runs them on its first use of the database, so a database
// that is down now does not stop the site: its pages are served and the forms say "call us" until it is back.
// A database that cannot even be opened (a SQLite path in a missing or read-only folder) is the same case.
try {
  const database = await entry.getDatabase();
  if (database.applied?.length)
    logLine("info", `Database ${database.description}: applied ${database.applied.join(", ")}`);
} catch (error) {
  logLine(
    "error",
    `The database is not available at start-up; pages are served and forms answer 503 until it is: ${error instanceof Error ? error.message : String(error)}`,
  );
}
// The outbox's e-mails: sent by this process (MAIL_WORKER=in-process), or one log line on why they wait.
await entry.startServerMailWorker();
// What is older than its retention period goes, once a day (ADR 0009).
entry.startDailyPurge();
// The CQC rating is read from CQC's API at start and once a day (issue #26; nothing without CQC_API_KEY).
entry.startCqcSync();

const { PORT: port, HOST: host } = config;
const formApi = createFormApiHandler({ handle: entry.handleApiRequest });
// How many staff requests are drawn at once (server/staff-queue.ts). On SQLite one: its queries hold the thread, so a
// second at once would draw no faster and a public request would wait behind both (submissions' p99 with 20 staff
// refreshing: 56 ms with one, 109 ms with two). On PostgreSQL two: one waiting on the database leaves the thread to the
// other (p99 45 and 88 ms; /admin 30 and 36 pages/s). docs/benchmarks.md, "The office's load".
const staffTurns = staffQueue(databaseTarget(config.DATABASE_URL).dialect === "postgres" ? 2 : 1);

/**
 * Every request: its id and the security headers; then what the request line alone settles (405 for methods the site
 * does not use, 400 for paths that cannot be decoded, a redirect from …/index.html); then the forms' JSON API, or
 * Express (a staff page once it is its turn). Stalled clients are let go: 10 s to send the headers, 30 s for the whole request (Node's default is 300 s),
 * checked every second.
 */
const server = createServer(
  { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
  (req, res) => {
    const identity = prepareResponse(req, res);
    const answer = frontDoorAnswer(req.method, req.url);
    if (!answer) {
      if (isFormApiRequest(req)) return void formApi(req, res, identity);
      if (isStaffRequest(req.url)) return staffTurns.enter(req, res, () => void app(req, res));
      return void app(req, res);
    }
    if (answer.status === 301) {
      res.writeHead(301, { Location: answer.location, "Cache-Control": "public, max-age=3600" });
      return void res.end();
    }
    logLine("warn", answer.title, {
      requestId: identity.requestId,
      method: req.method,
      status: answer.status,
      path: req.url?.slice(0, 200),
    });
    sendPlainPage(res, answer.status, answer.title, answer.text, plainPageFrame, answer.headers);
  },
);
const drain = connectionDrain(server);
server.listen(port, host, () => {
  logLine("info", `Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

/** How long a shutdown waits for the requests under way before it gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

// Stop listening; answer what is under way, and whatever a kept-alive connection still sends, with `Connection: close`;
// close each connection once it is idle (connectionDrain); finish the e-mail being sent, close the database, then
// exit 0. A request still not answered after SHUTDOWN_GRACE_MS (a stalled client) is cut off: a warning, and exit 1, so
// a supervisor can tell (an e-mail cut off then is sent again after its lease).
const shutdown = (signal: string) => {
  closing = true;
  logLine("info", `${signal} received: closing the server`);
  const backgroundStopped = Promise.all([entry.stopServerMailWorker(), entry.stopDailyPurge(), entry.stopCqcSync()]);
  drain.close(() => {
    backgroundStopped
      .then(() => entry.closeDatabase())
      .then(
        () => process.exit(0),
        () => process.exit(0),
      );
  });
  setTimeout(() => {
    logLine(
      "warn",
      `Requests (or the e-mail being sent) were still under way ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: they were cut off`,
    );
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
};
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
