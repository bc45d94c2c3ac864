import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs server/start.js under this Node, made to report another version. */
function startAs(version: string) {
  const script = `Object.defineProperty(process, "versions", { value: { ...process.versions, node: ${JSON.stringify(version)} } });
await import("./server/start.js");`;
  return spawnSync(process.execPath, ["--input-type=module", "-e", script], {
    encoding: "utf8",
    // An invalid port keeps a real start (past the version check) from binding; it fails later, for another reason.
    env: { ...process.env, PORT: "-1" },
    timeout: 20_000,
  });
}

describe("server/start.js", () => {
  it.each(["20.20.2", "22.22.0", "24.6.9"])("refuses to start on Node %s and says why", (version) => {
    const result = startAs(version);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`needs Node.js 24.7 or newer (Node ${version} is running)`);
    expect(result.stderr).toContain("npm start");
  });

  it.each(["24.7.0", "25.0.0"])(
    "goes past the version check on Node %s (Argon2id is in node:crypto from 24.7)",
    (version) => {
      const result = startAs(version);
      expect(result.stderr).not.toContain("needs Node.js");
    },
  );
});
