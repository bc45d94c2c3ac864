import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs server/start.js under this Node, made to report another version. */
function startAs(version: string) {
  const script = `Object.defineProperty(process, "versions", { value: { ...process.versions, node: ${JSON.stringify(version)} } });
await import("./server/start.js");`;
  return spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    // An empty port keeps a real start (on 22 or newer) from binding; it fails later, for another reason.
    env: { ...process.env, PORT: "-1" },
    timeout: 20_000,
  });
}

describe("server/start.js", () => {
  it.each(["20.20.2", "21.7.3"])("refuses to start on Node %s and says why", (version) => {
    const result = startAs(version);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`needs Node.js 22 or newer (Node ${version} is running)`);
    expect(result.stderr).toContain("npm start");
  });

  it("goes past the version check on Node 22", () => {
    const result = startAs("22.0.0");
    expect(result.stderr).not.toContain("needs Node.js 22 or newer");
  });
});
