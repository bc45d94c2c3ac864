import type { Page } from "@playwright/test";
import { baseURL } from "#tests/browser/support/test-server.ts";
import { open } from "#tests/browser/support/pages.ts";
import { signedInByDatabase, withDatabase } from "#tests/browser/support/staff.ts";
import { enquiryAudit, expect, insertEnquiries, test, uniqueName } from "#tests/browser/support/inbox.ts";

// What staff see of each enquiry's e-mails (the outbox, ADR 0007), JavaScript on and off. The browser tests' server
// has no SMTP_URL: every staff page says e-mail is off, and e-mails wait. A failed one shows why, and an admin sends it
// again (audited); a staff member sees the failure but cannot.

/** Puts an e-mail about enquiry `id` in the outbox, as the worker would have left it. */
async function outboxRow(
  id: number,
  row: { state: "pending" | "sent" | "failed"; attempts?: number; lastError?: string; finishedMs?: number },
): Promise<number> {
  return withDatabase(async (database) => {
    const now = Date.now();
    const inserted = await database.db
      .insertInto("outbox")
      .values({
        kind: "enquiry",
        submission_id: id,
        message_id: `<${uniqueName().toLowerCase()}@care.example.org>`,
        state: row.state,
        attempts: row.attempts ?? 0,
        next_attempt_ms: now,
        created_ms: now - 60_000,
        finished_ms: row.state === "pending" ? null : (row.finishedMs ?? now),
        last_error: row.lastError ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  });
}

const emailState = (page: Page) => page.locator("[data-emails] [data-email-state]");
const FAILURE = "550 5.1.1 Mailbox unavailable <script>x</script>";

test("e-mail off: every staff page says so; an enquiry's e-mail waits; a failed one shows why and an admin sends it again", async ({
  page,
  staff,
}) => {
  const [waiting, failed] = await insertEnquiries([
    { form: "callback", name: `${uniqueName()} Waiting` },
    { form: "callback", name: `${uniqueName()} Failed` },
  ]);
  await outboxRow(waiting!, { state: "pending" });
  const failedEmail = await outboxRow(failed!, { state: "failed", attempts: 1, lastError: FAILURE });

  await open(page, "/admin");
  const notice = page.locator("[data-mail-notice]");
  await expect(notice).toContainText("E-mail notifications are off");
  await expect(notice).toContainText(/No mail server is set \(SMTP_URL\).*\d+ e-mails? wait/);

  await open(page, `/admin/enquiries/${waiting}`);
  await expect(page.locator("[data-mail-notice]")).toBeVisible();
  await expect(emailState(page)).toHaveText("Waiting: e-mail notifications are off (no mail server is set)");
  await expect(page.getByRole("button", { name: "Send it again" })).toHaveCount(0);

  await open(page, `/admin/enquiries/${failed}`);
  await expect(emailState(page)).toHaveAttribute("data-email-state", "failed");
  // The mail server's answer, as text (never markup).
  await expect(emailState(page)).toContainText(`: ${FAILURE}`);
  await page.getByRole("button", { name: "Send it again" }).click();
  await expect(page.locator("[data-confirmation]")).toContainText("The e-mail is queued to be sent again.");
  await expect(emailState(page)).toHaveAttribute("data-email-state", "pending");
  await expect(page.getByRole("button", { name: "Send it again" })).toHaveCount(0);
  const row = await withDatabase((database) =>
    database.db.selectFrom("outbox").selectAll().where("id", "=", failedEmail).executeTakeFirstOrThrow(),
  );
  expect(row).toMatchObject({ state: "pending", attempts: 0, finished_ms: null });
  const audit = await enquiryAudit({ submissionId: failed!, action: "e-mail-sent-again" });
  expect(audit).toEqual([
    { action: "e-mail-sent-again", actorId: staff.id, submissionId: failed, details: { email: failedEmail } },
  ]);
});

test("a sent e-mail shows when it went, in UK time; even an admin has nothing to send again", async ({
  page,
  staff,
}) => {
  const [sent] = await insertEnquiries([{ form: "assessment", name: `${uniqueName()} Sent` }]);
  // 14:05 UTC on 20 November is 14:05 in the UK (GMT).
  await outboxRow(sent!, { state: "sent", attempts: 1, finishedMs: Date.UTC(2026, 10, 20, 14, 5) });
  expect(staff.role).toBe("admin");
  await open(page, `/admin/enquiries/${sent}`);
  await expect(emailState(page)).toHaveAttribute("data-email-state", "sent");
  await expect(emailState(page)).toHaveText("Sent, 20 Nov 2026, 14:05");
  await expect(page.getByRole("button", { name: "Send it again" })).toHaveCount(0);
});

test("a staff member (not an admin) sees a failed e-mail but cannot send it again", async ({ page }) => {
  const [failed] = await insertEnquiries([{ form: "contact", name: `${uniqueName()} Refused` }]);
  const failedEmail = await outboxRow(failed!, {
    state: "failed",
    attempts: 12,
    lastError: "421 Service not available",
  });
  await signedInByDatabase(page, { role: "staff" });
  await open(page, `/admin/enquiries/${failed}`);
  await expect(emailState(page)).toContainText("Not sent");
  await expect(emailState(page)).toContainText("421 Service not available");
  await expect(page.getByRole("button", { name: "Send it again" })).toHaveCount(0);

  const forged = await page.request.post(`/admin/enquiries/${failed}`, {
    form: { intent: "send-again", email: String(failedEmail) },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  const row = await withDatabase((database) =>
    database.db.selectFrom("outbox").select("state").where("id", "=", failedEmail).executeTakeFirstOrThrow(),
  );
  expect(row.state).toBe("failed");
});
