import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { contentSecurityPolicy, securityHeaders } from "../app/security/csp.ts";
import { clientAddressOf, createFormApiHandler, isFormApiRequest, type FormApiOptions } from "./form-api.ts";
import { findPrerenderedPages } from "./prerendered-pages.ts";
import { migrateToLatest, openDatabase } from "../app/db/db.server.ts";
import { databaseTarget } from "../app/db/dialect.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const serverBuildFile = path.join(root, "build", "server", "index.js");

if (!existsSync(serverBuildFile)) {
  console.error("No build found in ./build. Run `npm run build` first (or `npm run serve` to build and start).");
  process.exit(1);
}

const build = (await import(serverBuildFile)) as ServerBuild;
try {
  (build.entry.module as unknown as { checkConfiguration: () => unknown }).checkConfiguration();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const prerendered = findPrerenderedPages(clientDir);
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
// document's and block its scripts. Used by Express and by the forms' API alike.
function prepareResponse(req: IncomingMessage, res: ServerResponse) {
  const requestId = randomUUID();
  req.headers["x-request-id"] = requestId;
  req.headers["x-client-address"] = clientAddressOf(req, trustProxy);
  res.setHeader("X-Request-Id", requestId);
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!this.hasHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", defaultCsp);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

app.use((req: Request, res: Response, next: NextFunction) => {
  prepareResponse(req, res);
  next();
});

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

app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production" }));

// Database migrations before the first request. The app also runs them on its first use of the database, so a database
// that is down now does not stop the site: its pages are served and the forms say "call us" until it is back.
await (async () => {
  const database = openDatabase(databaseTarget(process.env.DATABASE_URL));
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) console.log(`Database ${database.description}: applied ${applied.join(", ")}`);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", time: new Date().toISOString(), message: `Migrations at start-up failed: ${error instanceof Error ? error.message : String(error)}` }));
  } finally {
    await database.close().catch(() => {});
  }
})();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const formApi = createFormApiHandler({
  handle: (build.entry.module as unknown as { handleApiRequest: FormApiOptions["handle"] }).handleApiRequest,
  prepare: prepareResponse,
});
const server = createServer((req, res) => (isFormApiRequest(req) ? void formApi(req, res) : app(req, res)));
server.listen(port, host, () => {
  console.log(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

// Finish the requests under way, then exit; a stuck connection does not hold the process past 10 s.
const shutdown = (signal: string) => {
  console.log(`${signal} received: closing the server`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
};
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
