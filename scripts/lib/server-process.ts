import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** Builds the site when there is no build yet (or when asked to), so audits and benchmarks measure production code. */
export function ensureBuild(force = false): void {
  if (!force && existsSync("build/server/index.js") && existsSync("build/client")) return;
  console.log("Building the site...");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error("The build failed.");
}

/** A TCP port that is free on the loopback interface right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  /** What the server wrote to stdout and stderr, line by line (only with `capture`; else it goes to this stderr). */
  output: string[];
  stop: () => Promise<void>;
}

/**
 * Starts the production server on 127.0.0.1 and resolves once /healthz answers. With `capture`, its stdout and stderr
 * are kept in `output` (tests read its log lines) instead of stderr being passed through.
 */
export async function startServer(env: Record<string, string> = {}, { capture = false } = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env },
    stdio: ["ignore", capture ? "pipe" : "ignore", capture ? "pipe" : "inherit"],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = "";
    stream?.setEncoding("utf8").on("data", (text: string) => {
      const lines = (partial + text).split("\n");
      partial = lines.pop()!;
      output.push(...lines);
    });
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode}.${capture ? `\n${output.join("\n")}` : ""}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("The server did not answer /healthz within 20 s.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, port, process: child, output, stop };
}
