import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, dialects, type TestDatabase } from "#tests/support/databases.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "#tests/support/smtp.ts";
import { insertStaffAccount } from "#tests/support/staff-accounts.ts";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { smtpSender } from "#app/mail/transport.server.ts";
import { startWorker } from "#app/mail/worker.server.ts";
import { canConfirmRequest, confirmRequest, listAccounts, requestAccess } from "#app/auth/accounts.server.ts";
import type { AuthDeps } from "#app/auth/sign-in.server.ts";
import { testKeys as keys } from "#tests/support/route-actions.ts";

// Sign-up proves the mailbox, end to end over real SMTP (an smtp-server in this process), on SQLite and PostgreSQL:
// a request e-mails a single-use link through the outbox; the request reaches the admins' list only once the link is
// followed. An address that already has an account gets a "you already have one" e-mail and no link, and the answer
// on screen is the same.

const SITE = "https://care.example.org";
const limits = { idleMinutes: 30, sessionHours: 12 };
const PASSWORD = "tea at four! tea at four!";

describe.each(dialects)("a request for access confirmed by e-mail on %s", (dialect) => {
  let test: TestDatabase;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    vi.stubEnv("SITE_URL", SITE);
    vi.stubEnv("SITE_SECRET", "a-test-secret-of-enough-length");
    resetEnvForTests();
    test = await createTestDatabase(dialect);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
    await test?.dispose();
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  /** Sends what the outbox holds to the SMTP server, as the server's worker does; the e-mails that arrived. */
  async function delivered(count: number): Promise<ReceivedMail[]> {
    const sender = smtpSender(smtp.url);
    const worker = startWorker({ database: async () => test.database, sender, leaseMs: 120_000, pollMs: 60_000 });
    try {
      await smtp.waitForMails(count, 10_000);
    } finally {
      await worker.stop();
      sender.close();
    }
    return smtp.received.splice(0);
  }

  it("e-mails a link; the request reaches the admins only once it is followed; an existing address gets no link", async () => {
    const deps: AuthDeps = { database: test.database, keys, limits };
    const now = new Date();
    const ask = (email: string) =>
      requestAccess(
        deps,
        { name: "Sam Patel", email, reason: "New coordinator", password: PASSWORD, confirm: PASSWORD },
        { clientAddress: null, now },
      );
    await insertStaffAccount(test.database.db, keys, { email: "old.hand@example.org", passwordHash: null });

    expect(await ask("new.carer@example.org")).toEqual({ kind: "requested" });
    expect(await ask("Old.Hand@example.org")).toEqual({ kind: "requested" });
    const mails = await delivered(2);
    const listedEmails = async () => (await listAccounts(test.database.db)).map((account) => account.email);
    expect(await listedEmails()).toEqual(["old.hand@example.org"]);

    const inUse = mails.find((mail) => mail.to[0] === "old.hand@example.org")!;
    expect(inUse.subject).toBe("Someone asked for access to the Willowbrook Care staff pages with your address");
    expect(inUse.text).not.toContain("/auth/confirm/");

    const confirm = mails.find((mail) => mail.to[0] === "new.carer@example.org")!;
    expect(confirm.subject).toBe("Confirm your request for access to the Willowbrook Care staff pages");
    expect(confirm.text).toContain("for 24 hours");
    expect(confirm.text).not.toContain(PASSWORD);
    const link = confirm.text.match(/https:\/\/care\.example\.org\/auth\/confirm\/([\w-]{43})/);
    expect(link).not.toBeNull();
    const token = link![1]!;
    // The outbox keeps the link sealed and the account only its hash: the token is nowhere in the database.
    const stored = JSON.stringify([
      await test.database.db.selectFrom("outbox").selectAll().execute(),
      await test.database.db.selectFrom("staff_accounts").selectAll().execute(),
    ]);
    expect(stored).not.toContain(token);

    expect(await canConfirmRequest(test.database.db, token, new Date())).toBe(true);
    expect(await confirmRequest(test.database, token, new Date())).toBe(true);
    expect((await listedEmails()).sort()).toEqual(["new.carer@example.org", "old.hand@example.org"]);
    expect(await confirmRequest(test.database, token, new Date())).toBe(false);
  });
});
