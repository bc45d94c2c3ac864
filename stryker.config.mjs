// StrykerJS mutation testing (issue #9): `npm run test:mutation`, or one module at a time with
// `npx stryker run --mutate app/security/csp.ts`. Not part of .ci/run: it is too slow. See docs/testing.md.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
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
    // Issue #23: the inbox, mail, the audit trail and sign-in; the modules measured so far (docs/testing.md, "Still to
    // do", lists the rest of app/auth, app/inbox, app/mail, app/audit and app/data-protection).
    "app/inbox/filter.ts",
    "app/inbox/search.ts",
    "app/inbox/field-values.ts",
    "app/inbox/urgency.ts",
    "app/inbox/csv.server.ts",
    "app/audit/audit-text.server.ts",
    "app/mail/retry.ts",
    "app/auth/return-path.ts",
  ],
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: ".tmp/mutation/index.html" },
  // The sandbox (a copy of the project) lives under .tmp, which git ignores; Stryker removes it after a run.
  tempDirName: ".tmp/stryker",
  // Only mutants whose code or tests changed since the last run are tried again (docs/testing.md, "Incremental mode").
  incremental: true,
  incrementalFile: ".tmp/stryker-incremental.json",
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
};
