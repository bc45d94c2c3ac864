import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DialectName } from "#app/db.server/dialect.ts";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { startFakeCqc, type FakeCqc, type FailureMode, type FixtureName } from "#tests/support/fake-cqc.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { env, resetEnvForTests } from "#app/config/env.server.ts";
import { smtpSender } from "#app/mail/transport.server.ts";
import { startWorker } from "#app/mail/worker.server.ts";
import { withCqcRating } from "#app/components/cqc-rating/cqc-box.server.tsx";
import type { RetryPolicy } from "#app/cqc/cqc-api.server.ts";
import { storedRating } from "#app/cqc/stored-rating.server.ts";
import { syncCqcRating } from "#app/cqc/sync.server.ts";

// The daily read of the CQC rating against a fake of CQC's API (tests/support/fake-cqc.ts), on SQLite and PostgreSQL:
// each fixture gives the stored and shown rating it should; each failure leaves the last good rating and is logged
// once; a changed rating is e-mailed to staff once, over real SMTP.

const LOCATION = "1-000000002";
const DAY_MS = 86_400_000;
/** The retries of the real policy, without its pauses. */
const quick: RetryPolicy = { attempts: 4, delayMs: () => 1, maxDelayMs: 1, sleep: () => Promise.resolve() };

interface CqcWorld {
  test: TestDatabase;
  fake: FakeCqc;
  smtp: TestSmtpServer;
}

/** The fake of CQC's API, an SMTP sink and a new database, with the configuration pointing at them. */
async function startCqcWorld(dialect: DialectName): Promise<CqcWorld> {
  const fake = await startFakeCqc();
  const smtp = await startSmtpServer();
  vi.stubEnv("CQC_API_KEY", "test-subscription-key");
  vi.stubEnv("CQC_API_URL", fake.url);
  vi.stubEnv("CQC_LOCATION_ID", LOCATION);
  vi.stubEnv("CQC_RATING", "Good");
  vi.stubEnv("NOTIFY_TO", "office@example.org");
  vi.stubEnv("SITE_URL", "https://care.example.org");
  vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
  resetEnvForTests();
  return { fake, smtp, test: await createTestDatabase(dialect) };
}

async function stopCqcWorld(world: Partial<CqcWorld>) {
  await world.fake?.close();
  await world.smtp?.close();
  await world.test?.dispose();
  vi.unstubAllEnvs();
  resetEnvForTests();
}

/** The box a page shows for the stored rating, as text. */
function shownText(test: TestDatabase) {
  return storedRating(test.database.db, LOCATION).then((stored) => {
    const html = withCqcRating(
      '<main><section data-cqc-rating="">built</section></main>',
      stored!.rating,
      env().business,
    );
    return html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  });
}

describe.each(dialects)("the CQC rating read from CQC on %s", (dialect) => {
  let test: TestDatabase;
  let fake: FakeCqc;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    ({ test, fake, smtp } = await startCqcWorld(dialect));
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => stopCqcWorld({ test, fake, smtp }));

  const sync = (now = Date.now()) => syncCqcRating(test.database, env(), { now, policy: quick });

  it("calls nothing without CQC_API_KEY: the configured CQC_RATING stands", async () => {
    const config = { ...env(), CQC_API_KEY: undefined };
    expect(await syncCqcRating(test.database, config, { policy: quick })).toBeNull();
    expect(fake.requests).toHaveLength(0);
    expect(await storedRating(test.database.db, LOCATION)).toBeNull();
  });

  it.each<[FixtureName, Record<string, unknown>, string]>([
    [
      "older",
      { overall: "Good", date: "2024-03-12", inherited: false },
      "Care Quality Commission Overall rating Good Safe Good Effective Good Caring Outstanding Responsive Good Well-led Requires improvement Published 12 March 2024 Read the report on the CQC website",
    ],
    [
      "new-framework",
      { overall: "Outstanding", date: "2025-06-02", inherited: false },
      "Overall rating Outstanding Safe Good Effective Outstanding Caring Outstanding Responsive Outstanding Well-led Outstanding Published 2 June 2025",
    ],
    [
      "inherited",
      { overall: "Good", date: "2023-09-05", inherited: true },
      "Overall rating Good This is the rating of the previous provider of this service. Safe Good",
    ],
    [
      "not-rated",
      { overall: "No published rating", date: null, inherited: false },
      "Overall rating No published rating Read the report",
    ],
  ])("stores and shows the %s fixture", async (fixture, stored, shown) => {
    fake.serve(fixture);
    const result = await sync();
    expect(result?.outcome).toBe("stored");
    expect((await storedRating(test.database.db, LOCATION))?.rating).toMatchObject({
      ...stored,
      reportUrl: `https://www.cqc.org.uk/location/${LOCATION}`,
    });
    expect(await shownText(test)).toContain(shown);
    // CQC refuses a request without a User-Agent; the key goes in CQC's header.
    expect(fake.requests.at(-1)).toMatchObject({
      key: "test-subscription-key",
      userAgent: expect.stringMatching(/\S/),
    });
  });

  it.each<[string, FailureMode | FixtureName, number]>([
    ["a wrong key (401)", "401", 1],
    ["a refusal (403)", "403", 1],
    ["an unknown location (404)", "404", 1],
    ["CQC busy every time (429)", "429", 4],
    ["CQC busy in a 200 answer every time", "429-in-200", 4],
    ["a server fault every time (500)", "500", 4],
    ["malformed JSON", "malformed", 1],
    ["a deregistered location", "deregistered", 1],
    ["a rating without its key questions", "partial", 1],
  ])("keeps the last good rating after %s, logged once", async (_name, failure, attempts) => {
    fake.serve("older");
    await sync();
    const before = await storedRating(test.database.db, LOCATION);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const requestsBefore = fake.requests.length;
    if (failure in { deregistered: 1, partial: 1 }) fake.serve(failure as FixtureName);
    else fake.failNext(failure as FailureMode, attempts);
    const result = await sync();
    expect(result?.outcome).toBe("failed");
    expect(fake.requests.length - requestsBefore).toBe(attempts);
    const after = await storedRating(test.database.db, LOCATION);
    expect(after?.rating).toEqual(before?.rating);
    expect(after?.checkedMs).toBe(before?.checkedMs);
    expect(after?.failure).toMatch(/\S/);
    expect(await shownText(test)).toContain("Overall rating Good Safe Good");
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]?.[0])).toContain("CQC rating not read");
  });

  it.each<[FailureMode, number]>([
    ["429", 2],
    ["429-in-200", 1],
    ["500", 3],
  ])("tries again after %s and stores the answer that follows", async (failure, times) => {
    fake.serve("new-framework");
    fake.failNext(failure, times);
    const requestsBefore = fake.requests.length;
    const result = await sync();
    expect(result?.outcome).not.toBe("failed");
    expect(fake.requests.length - requestsBefore).toBe(times + 1);
    expect((await storedRating(test.database.db, LOCATION))?.rating.overall).toBe("Outstanding");
  });
});

describe.each(dialects)("staff told of the CQC rating on %s", (dialect) => {
  let test: TestDatabase;
  let fake: FakeCqc;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    ({ test, fake, smtp } = await startCqcWorld(dialect));
  });
  afterAll(() => stopCqcWorld({ test, fake, smtp }));

  const sync = (now: number) => syncCqcRating(test.database, env(), { now, policy: quick });

  /** Sends what the outbox holds, as the server's worker does; every e-mail that arrived within `waitMs`. */
  async function delivered(count: number) {
    const sender = smtpSender(smtp.url);
    const worker = startWorker({ database: async () => test.database, sender, leaseMs: 120_000, pollMs: 60_000 });
    try {
      if (count > 0) await smtp.waitForMails(count, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await worker.stop();
      sender.close();
    }
    return smtp.received.splice(0);
  }

  it("e-mails a worse rating once, with the days left of the 21", async () => {
    const published = Date.parse("2025-01-20T00:00:00Z");
    fake.serve("older");
    // The first read gives the configured rating (Good): nothing new to tell.
    expect((await sync(published))?.alert).toBeNull();
    fake.serve("older-worse");
    expect((await sync(published + 5 * DAY_MS))?.alert).toBe("worse");
    expect((await sync(published + 6 * DAY_MS))?.alert).toBeNull();
    const mails = await delivered(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("CQC rating went down: Requires improvement");
    expect(mails[0]?.to).toEqual(["office@example.org"]);
    expect(mails[0]?.text).toContain("Days left of the 21 to show a new rating: 16");
  });

  it("e-mails once when no read succeeded for 7 days", async () => {
    const stored = await storedRating(test.database.db, LOCATION);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    fake.failNext("404", 3);
    expect((await sync(stored!.checkedMs + 6 * DAY_MS))?.alert).toBeNull();
    expect((await sync(stored!.checkedMs + 7 * DAY_MS))?.alert).toBe("stale");
    expect((await sync(stored!.checkedMs + 8 * DAY_MS))?.alert).toBeNull();
    log.mockRestore();
    const mails = await delivered(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^CQC rating not checked for 7 days/);
    expect(mails[0]?.text).toContain("Days left of the 21 to show a new rating: 14");
  });
});
