import { defineConfig, mergeConfig } from "vitest/config";
// A config beside this one at the root, which package.json "imports" does not map (it maps folders).
// eslint-disable-next-line local/import-style
import unit from "./vitest.config.ts";

/**
 * The unit tests as StrykerJS runs them (stryker.config.mjs): the same tests, with more time per test. Stryker's
 * instrumented code is slower, and the sign-in tests do real Argon2id work (tens of attempts a test): on a shared
 * 2-core machine a few of them pass Vitest's 5-second default, and a test that times out in the first run stops
 * the whole run. A mutant that loops is still caught by Stryker's own timeout.
 */
const config = mergeConfig(unit, defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } }));

/**
 * `MUTATION_TESTS` (comma-separated test files or globs) limits a run to those tests: a module measured against its
 * own tests only, a lower bound of its score, in minutes rather than the hour the sign-in tests' Argon2id work costs
 * when every test that reaches a mutant runs (docs/testing.md, "One folder at a time"). Unset, every unit test runs.
 */
const only = process.env.MUTATION_TESTS?.split(",")
  .map((glob) => glob.trim())
  .filter(Boolean);
if (only?.length) config.test = { ...config.test, include: only };

export default config;
