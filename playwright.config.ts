import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the production build, in Debian's Chromium (Playwright's own browser download cannot work on
 * these machines), each test once with JavaScript on and once with it off.
 */
const port = Number(process.env.TEST_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "tests/browser",
  outputDir: ".tmp/test-results",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    // A test tagged @js-only is about scripted behaviour (or runs axe, which hangs without JavaScript); one tagged
    // @no-js-only is about what stands before and without JavaScript. Untagged tests run in both projects.
    { name: "js", use: { ...chromium, javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: {
    command: "node server/start.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
    },
  },
});
