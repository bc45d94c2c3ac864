import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/databases.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import type { DialectName } from "#app/db.server/dialect.ts";
import { smtpSender, type MailSender } from "#app/mail/transport.server.ts";
import { claimNext, deliver } from "#app/mail/worker.server.ts";

/**
 * What the outbox's tests share: for one `describe` block, a new database and a real SMTP server in this process, and
 * a sender to it; the configuration `stubEnv` sets before the tests and again after each; after each test the SMTP
 * server accepts everything again, forgets what it received, and the outbox is emptied. Its fields are set in
 * `beforeAll`.
 */
export interface MailTest {
  test: TestDatabase;
  smtp: TestSmtpServer;
  sender: MailSender;
  /** Sends every e-mail due at `now`, one after another, as a worker would; the outcomes in order. */
  sendDue(now: number): Promise<string[]>;
}

export const LEASE_MS = 120_000;

export function useMailTest(dialect: DialectName, stubEnv: () => void): MailTest {
  const mail = {
    async sendDue(now: number) {
      const outcomes: string[] = [];
      const claim = () => claimNext(mail.test.database, now, LEASE_MS);
      for (let row = await claim(); row; row = await claim())
        outcomes.push(await deliver(mail.test.database, mail.sender, row, { leaseMs: LEASE_MS, clock: () => now }));
      return outcomes;
    },
  } as MailTest;
  beforeAll(async () => {
    mail.test = await createTestDatabase(dialect);
    mail.smtp = await startSmtpServer();
    mail.sender = smtpSender(mail.smtp.url);
    stubEnv();
  });
  afterAll(async () => {
    mail.sender?.close();
    await mail.smtp?.close();
    vi.unstubAllEnvs();
    resetEnvForTests();
    await mail.test?.dispose();
  });
  afterEach(async () => {
    mail.smtp.refuse = () => null;
    mail.smtp.answerDelayMs = 0;
    mail.smtp.received.length = 0;
    mail.smtp.offered = 0;
    stubEnv();
    await mail.test.database.db.deleteFrom("outbox").execute();
  });
  return mail;
}
