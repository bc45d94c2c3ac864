import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { env, envVariables, EnvError, readEnv, resetEnvForTests } from "#app/config/env.server.ts";

/** Invalid values of every variable: each must be refused with the variable's name. */
const invalidValues: Record<string, string[]> = {
  NODE_ENV: ["staging", "prod"],
  PORT: ["0", "65536", "-1", "80.5", "http", "3000a", "99999999999"],
  HOST: ["local host", "[::1]", "a/b"],
  TRUST_PROXY: ["yes", "-1", "11", "1.5", "on"],
  DATABASE_URL: ["postgres:site", "postgresql:/host/db", "postgres://exa mple/db"],
  SITE_SECRET: ["short", "0123456789abcde"],
  RATE_LIMIT_SECRET: ["short", "  0123456789  "],
  RATE_LIMIT_MAX: ["0", "-3", "ten", "2.5", "100001"],
  RATE_LIMIT_WINDOW_SECONDS: ["0", "86401", "10m"],
  DUPLICATE_WINDOW_SECONDS: ["-1", "604801", "1e3"],
  FORM_MIN_FILL_MS: ["fast", "-1", "600001", "3s"],
  STAFF_IDLE_MINUTES: ["0", "481", "half an hour"],
  STAFF_SESSION_HOURS: ["0", "25", "12h"],
  SMTP_URL: ["mail.example.org", "http://mail.example.org", "smtp://", "smtp:///x"],
  MAIL_FROM: ["not an address", "Office <office>", "Office <office@example.org>\r\nBcc: x@example.org"],
  NOTIFY_TO: ["office", "office@example.org; duty@example.org", ","],
  NOTIFY_TO_QUICK_CONTACT: ["quick"],
  NOTIFY_TO_CONTACT: ["a@example.org, b"],
  NOTIFY_TO_CALLBACK: ["@example.org"],
  NOTIFY_TO_ASSESSMENT: ["assess ments@example.org"],
  ESCALATE_TO: ["duty manager@example.org"],
  ACKNOWLEDGE_VISITORS: ["yes", "1"],
  MAIL_WORKER: ["separate", "on"],
  MAIL_LEASE_SECONDS: ["1", "3601", "2m"],
  MAIL_POLL_SECONDS: ["0", "3601"],
  RETENTION_SPAM_DAYS: ["0", "3651", "a month"],
  RETENTION_CLOSED_MONTHS: ["0", "121", "1y"],
  RETENTION_OPEN_MONTHS: ["0", "121"],
  RETENTION_CLOSED_MONTHS_QUICK_CONTACT: ["0"],
  RETENTION_CLOSED_MONTHS_CONTACT: ["121"],
  RETENTION_CLOSED_MONTHS_CALLBACK: ["six"],
  RETENTION_CLOSED_MONTHS_ASSESSMENT: ["-1"],
  RETENTION_OPEN_MONTHS_QUICK_CONTACT: ["0"],
  RETENTION_OPEN_MONTHS_CONTACT: ["2.5"],
  RETENTION_OPEN_MONTHS_CALLBACK: ["121"],
  RETENTION_OPEN_MONTHS_ASSESSMENT: ["x"],
  AUDIT_RETENTION_YEARS: ["0", "21", "6y"],
  PROVIDER_NAME: ["A", "x".repeat(61)],
  PHONE_MAIN: ["call us", "123"],
  PHONE_EMERGENCY: ["999"],
  PHONE_SUPPORTED_LIVING: ["01632-960123"],
  PHONE_CARERS_HELPLINE: ["phone"],
  CONTACT_EMAIL: ["not-an-email"],
  OFFICE_STREET: ["ab"],
  OFFICE_TOWN: ["A"],
  OFFICE_POSTCODE: ["12345", "MK9"],
  OFFICE_OPENS: ["8am", "24:00"],
  OFFICE_CLOSES: ["18.00", "25:00"],
  CQC_PROVIDER_ID: ["123", "1-12"],
  CQC_LOCATION_ID: ["2-000000002"],
  CQC_API_KEY: ["short", "1234567"],
  CQC_LOGO_PATH: ["cqc-logo.svg", "/logo.gif", "https://example.org/logo.svg"],
  CQC_API_URL: ["ftp://api.example.org", "not a url"],
  RETENTION_APPLICANTS_MONTHS: ["0", "121", "6m"],
  CQC_RATING: ["Great"],
  REVIEWS_URL: ["http://reviews.example.org", "not a url"],
  SITE_URL: ["ftp://example.org", "example.org"],
  // Production (the default NODE_ENV) refuses any clock of its own; under NODE_ENV=test it must be an instant.
  TEST_CLOCK: ["2026-11-28T01:00:00Z", "Saturday", "2026-11-28T01:00:00"],
};

/** What readEnv throws for an environment, or undefined when it accepts it. */
function refusal(source: Record<string, string>): string | undefined {
  try {
    readEnv(source);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
}

describe("readEnv", () => {
  it("has a default for everything: the site runs with nothing set", () => {
    const config = readEnv({});
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      TRUST_PROXY: 0,
      RATE_LIMIT_MAX: 20,
      RATE_LIMIT_WINDOW_SECONDS: 600,
      DUPLICATE_WINDOW_SECONDS: 600,
      FORM_MIN_FILL_MS: 3000,
      STAFF_IDLE_MINUTES: 30,
      STAFF_SESSION_HOURS: 12,
    });
    // Unset: the embedded SQLite file, and a secret made once and kept in the database.
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_SECRET).toBeUndefined();
    expect(config.RATE_LIMIT_SECRET).toBeUndefined();
    expect(config.business).toEqual(defaultBusinessDetails());
  });

  it("treats a blank variable as unset", () => {
    const blank = Object.fromEntries(Object.keys(envVariables).map((name) => [name, "  "]));
    expect(readEnv(blank)).toEqual(readEnv({}));
  });

  it("reads every kind of value", () => {
    const config = readEnv({
      NODE_ENV: "development",
      PORT: " 8080 ",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://site:pw@db.internal:5432/care",
      SITE_SECRET: "0123456789abcdef0123",
      RATE_LIMIT_MAX: "2",
      RATE_LIMIT_WINDOW_SECONDS: "60",
      DUPLICATE_WINDOW_SECONDS: "0",
      FORM_MIN_FILL_MS: "0",
      STAFF_IDLE_MINUTES: "480",
      STAFF_SESSION_HOURS: "1",
      PHONE_MAIN: "01632 960999",
    });
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 8080,
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://site:pw@db.internal:5432/care",
      SITE_SECRET: "0123456789abcdef0123",
      RATE_LIMIT_MAX: 2,
      RATE_LIMIT_WINDOW_SECONDS: 60,
      DUPLICATE_WINDOW_SECONDS: 0,
      FORM_MIN_FILL_MS: 0,
      STAFF_IDLE_MINUTES: 480,
      STAFF_SESSION_HOURS: 1,
    });
    expect(config.business.mainPhone).toBe("01632 960999");
    expect(readEnv({ HOST: "::" }).HOST).toBe("::");
    expect(readEnv({ PORT: "65535" }).PORT).toBe(65535);
    for (const file of ["./data/other.db", "file:./data/x.db", ":memory:"])
      expect(readEnv({ DATABASE_URL: file }).DATABASE_URL).toBe(file);
  });

  it("TRUST_PROXY is the number of proxies; false and true stay accepted as 0 and 1", () => {
    const hops = (value: string) => readEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(hops("false")).toBe(0);
    expect(hops("true")).toBe(1);
    expect(hops("TRUE")).toBe(1);
    expect(hops("0")).toBe(0);
    expect(hops("1")).toBe(1);
    expect(hops(" 2 ")).toBe(2);
    expect(hops("10")).toBe(10);
  });

  it("lists an invalid value for every variable (a new variable needs its own here)", () => {
    expect(Object.keys(invalidValues).sort()).toEqual(Object.keys(envVariables).sort());
  });

  it.each(Object.entries(invalidValues).flatMap(([name, values]) => values.map((value) => [name, value] as const)))(
    "refuses %s=%j and names it",
    (name, value) => {
      const message = refusal({ [name]: value });
      expect(message).toMatch(new RegExp(`^\\s+${name}: \\S`, "m"));
      // Only that variable is named.
      const named = [...(message ?? "").matchAll(/^\s+([A-Z_]+):/gm)].map((match) => match[1]);
      expect(named).toEqual([name]);
    },
  );

  it("TEST_CLOCK is for tests only: any value is refused unless NODE_ENV=test", () => {
    expect(refusal({ TEST_CLOCK: "2026-11-28T01:00:00Z" })).toMatch(/TEST_CLOCK: only for tests/);
    expect(refusal({ NODE_ENV: "development", TEST_CLOCK: "2026-11-28T01:00:00Z" })).toMatch(/TEST_CLOCK/);
    expect(readEnv({ NODE_ENV: "test", TEST_CLOCK: "2026-11-28T01:00:00Z" }).TEST_CLOCK).toBe(
      Date.parse("2026-11-28T01:00:00Z"),
    );
    expect(readEnv({}).TEST_CLOCK).toBeUndefined();
  });

  it("names every invalid variable in one error, with what is wrong", () => {
    const message = refusal({
      PORT: "0",
      TRUST_PROXY: "maybe",
      FORM_MIN_FILL_MS: "fast",
      PHONE_MAIN: "call us",
      SITE_URL: "ftp://x",
    });
    expect(message).toContain("Invalid configuration in the environment");
    expect(message).toContain("PORT: must be a whole number from 1 to 65535");
    expect(message).toContain("TRUST_PROXY: must be the number of reverse proxies");
    expect(message).toContain("FORM_MIN_FILL_MS: must be a whole number of milliseconds from 0 to 600000");
    expect(message).toContain("PHONE_MAIN: must be a UK phone number");
    expect(message).toMatch(/SITE_URL: /);
  });

  it("e-mail: NOTIFY_TO is needed once SMTP_URL is set; lists of addresses; the defaults keep e-mail off", () => {
    const defaults = readEnv({});
    expect([defaults.SMTP_URL, defaults.NOTIFY_TO, defaults.MAIL_FROM]).toEqual([undefined, undefined, undefined]);
    expect(defaults).toMatchObject({
      ACKNOWLEDGE_VISITORS: false,
      MAIL_WORKER: "in-process",
      MAIL_LEASE_SECONDS: 120,
      MAIL_POLL_SECONDS: 15,
    });
    const message = refusal({ SMTP_URL: "smtps://user:secret-pw@mail.example.org:465" });
    expect(message).toMatch(/^\s+NOTIFY_TO: must be set when SMTP_URL is set/m);
    expect(message).not.toContain("secret-pw");
    const config = readEnv({
      SMTP_URL: "smtp://mail.example.org:587",
      NOTIFY_TO: " office@example.org , duty@example.org ",
      NOTIFY_TO_CALLBACK: "calls@example.org",
      MAIL_FROM: "Willowbrook Care <office@example.org>",
      ACKNOWLEDGE_VISITORS: "true",
      MAIL_WORKER: "off",
      MAIL_LEASE_SECONDS: "2",
      MAIL_POLL_SECONDS: "3600",
    });
    expect(config).toMatchObject({
      NOTIFY_TO: ["office@example.org", "duty@example.org"],
      NOTIFY_TO_CALLBACK: ["calls@example.org"],
      MAIL_FROM: "Willowbrook Care <office@example.org>",
      ACKNOWLEDGE_VISITORS: true,
      MAIL_WORKER: "off",
      MAIL_LEASE_SECONDS: 2,
      MAIL_POLL_SECONDS: 3600,
    });
    expect(readEnv({ MAIL_FROM: "office@example.org" }).MAIL_FROM).toBe("office@example.org");
  });

  it("never puts a secret's value in the error", () => {
    expect(refusal({ SITE_SECRET: "tiny-secret" })).not.toContain("tiny-secret");
  });
});

describe("env()", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("reads process.env once, until the tests reset it", () => {
    vi.stubEnv("PORT", "4000");
    resetEnvForTests();
    expect(env().PORT).toBe(4000);
    vi.stubEnv("PORT", "5000");
    expect(env().PORT).toBe(4000);
    resetEnvForTests();
    expect(env().PORT).toBe(5000);
  });

  it("throws the one error while a variable is invalid", () => {
    vi.stubEnv("RATE_LIMIT_MAX", "lots");
    resetEnvForTests();
    expect(() => env()).toThrow(/RATE_LIMIT_MAX: must be a whole number/);
  });
});

describe("the README's configuration table", () => {
  /** The variable names in the first column of the table under "## Configuration" (a row may name several). */
  function documentedVariables(): string[] {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const section = readme.split(/^## Configuration\s*$/m)[1]?.split(/^## /m)[0] ?? "";
    const rows = section.split("\n").filter((line) => /^\|\s*`[A-Z0-9_]+`/.test(line));
    return rows.flatMap((row) => [...row.split("|")[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]!));
  }

  it("documents exactly the variables the configuration reads, no more and no fewer", () => {
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(10);
    expect(new Set(documented).size).toBe(documented.length);
    const schema = Object.keys(envVariables);
    expect(
      documented.filter((name) => !schema.includes(name)),
      "in the README but not in the schema",
    ).toEqual([]);
    expect(
      schema.filter((name) => !documented.includes(name)),
      "in the schema but not in the README",
    ).toEqual([]);
  });
});
