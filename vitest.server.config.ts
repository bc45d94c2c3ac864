import { defineConfig } from "vitest/config";

/**
 * Tests of the production server as a process (tests/server/): they start `node server/start.js` on the build, so
 * they run after `npm run build` (`npm run test:server`), with the same private PostgreSQL cluster as the unit tests.
 */
export default defineConfig({
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
