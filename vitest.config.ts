import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    // A private PostgreSQL cluster for the storage tests (they run on SQLite and on PostgreSQL).
    globalSetup: ["tests/support/postgres-global-setup.ts"],
  },
});
