import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The project's root: scripts run from it, as `npm run` runs them. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What a script printed and how it exited. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `scripts/<name>` as its own process under this Node (the project's Node 24), with `input` on a standard input
 * that is a pipe (never a terminal), and gathers its output.
 */
export function runScript(
  name: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; input?: string },
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(projectRoot, "scripts", name), ...args], {
      cwd: options.cwd ?? projectRoot,
      env: options.env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? "");
  });
}
