import { mkdirSync, rmSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#scripts/lib/chromium.ts";
import {
  baseURL,
  browserTestDatabase,
  browserTestFolder,
  fakeCqcUrl,
  testPort,
} from "#tests/browser/support/test-server.ts";

/**
 * Browser tests against the production build, in Debian's Chromium (Playwright's own browser download cannot work on
 * these machines), each test with JavaScript on and with it off (but for the tags below).
 */
// Playwright loads this file in every worker too: only the main process (no worker index yet) starts afresh.
if (!process.env.TEST_WORKER_INDEX) {
  rmSync(browserTestFolder, { recursive: true, force: true });
  mkdirSync(browserTestFolder, { recursive: true });
}

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir: "tests/browser",
  outputDir: ".tmp/test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A staff journey (sign-in with a code, an action, its audit entry) takes 20-30 s on a busy 2-core machine: 60 s each.
  // Assertions keep their own 5 s.
  timeout: 60_000,
  workers: 2,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    // A test tagged @js-only is about scripted behaviour (or runs axe, which hangs without JavaScript); one tagged
    // @no-js-only is about what stands before and without JavaScript. One tagged @once checks a rule of the server's
    // that script cannot change (a lock, a session's end, a header, a picture's markup): it runs once, without
    // JavaScript, which keeps the browser tests within CI's time. Untagged tests run in both projects.
    { name: "js", use: { ...chromium, javaScriptEnabled: true }, grepInvert: /@no-js-only|@once/ },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: [
    {
      command: "node server/start.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        PORT: String(testPort),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        DATABASE_URL: browserTestDatabase,
        // One trusted proxy hop: the client is the last X-Forwarded-For entry (what a proxy would have appended). The
        // tests connect directly and each sends one entry of its own (beOwnClient), so each is its own client and rate
        // limits do not mix between tests.
        TRUST_PROXY: "1",
        // Tests fill forms in about a second: they wait past this before sending (a quicker one is marked as sent very fast).
        FORM_MIN_FILL_MS: "1000",
        RATE_LIMIT_MAX: "20",
        // forms.spec.ts's rate-limit test keeps clear of a window's end, counting on this length.
        RATE_LIMIT_WINDOW_SECONDS: "600",
        // The CQC rating is read from the fake below (its default fixture is rated Good, as CQC_RATING's default).
        CQC_API_KEY: "browser-test-key",
        CQC_API_URL: fakeCqcUrl,
      },
    },
    // The fake of CQC's API (issue #26): a few kB of Node, steered by cqc-rating.spec.ts over HTTP.
    {
      command: `node tests/support/fake-cqc.ts --port ${new URL(fakeCqcUrl).port}`,
      url: `${fakeCqcUrl}/locations/1-000000002`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
  ],
});
