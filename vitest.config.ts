import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    // A private PostgreSQL cluster for the storage tests (they run on SQLite and on PostgreSQL).
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    // A migration run on PostgreSQL, a script spawned under Node or an Argon2id check takes 1-3 s on a quiet 2-core
    // machine and past the default 5 s when the machine is busy (CI failed on such timeouts, not on results). Speed is
    // measured by the benchmark scripts, not here.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
