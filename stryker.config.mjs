// StrykerJS mutation testing (issue #9): `npm run test:mutation`, or one module at a time with
// `npx stryker run --mutate app/security/csp.ts`. Not part of .ci/run: it is too slow. See docs/testing.md.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.config.ts" },
  mutate: [
    "app/security/csp.ts",
    "app/security/origin.ts",
    "app/enquiries/submissions.server.ts",
    "app/forms/spam.server.ts",
    "app/forms/submit.server.ts",
    "app/http/body.server.ts",
    "app/http/body-limit.server.ts",
    "app/forms/start-time.server.ts",
    "app/db.server/prepared.ts",
    "app/db.server/rows.ts",
    "app/utils/log.server.ts",
    "server/front-door.ts",
  ],
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: ".tmp/mutation/index.html" },
  // The sandbox (a copy of the project) lives under .tmp, which git ignores; Stryker removes it after a run.
  tempDirName: ".tmp/stryker",
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
};
