import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { signedInStaff } from "#tests/support/route-actions.ts";
import { AUDIT_PAGE_SIZE } from "#app/audit/audit-log.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { auditPage } from "#app/routes/admin/audit.server.ts";

// The audit log page's work: the entries its URL's filter asks for, as rows in UK time with labels, the people and
// actions to filter by, and the links of its keyset pages and of the export, each keeping the filter.

const NOW = new Date(Date.UTC(2026, 10, 21, 10));

describe.each(dialects)("the audit log page on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const db = () => current().database.db;
  const admin = () => signedInStaff(current(), "admin", NOW);
  const page = async (query: string) => auditPage(await admin(), new URLSearchParams(query));

  it("shows an entry as a row in UK time, with who did it, to whom and the enquiry it concerns", async () => {
    const staff = await admin();
    const me = staff.session.account;
    await recordAudit(
      db(),
      { action: "enquiry-viewed", actorId: me.id, accountId: me.id, submissionId: 7, details: { count: 2 } },
      NOW,
    );
    const shown = await auditPage(staff, new URLSearchParams(`person=${me.id}&action=enquiry-viewed`));
    expect(shown.rows).toHaveLength(1);
    expect(shown.rows[0]).toMatchObject({
      when: "21 Nov 2026, 10:00",
      whenIso: NOW.toISOString(),
      who: expect.stringContaining(me.email),
      enquiry: { id: 7, href: "/admin/enquiries/7" },
    });
    expect(shown).toMatchObject({
      chosen: true,
      values: { person: String(me.id), action: "enquiry-viewed", from: "", to: "" },
      firstPage: true,
      newer: null,
      older: null,
      first: `/admin/audit?person=${me.id}&action=enquiry-viewed`,
      exportHref: `/admin/audit/export?person=${me.id}&action=enquiry-viewed`,
      pageSize: AUDIT_PAGE_SIZE,
    });
    expect(shown.people).toContainEqual({ value: String(me.id), label: me.email });
    const labels = shown.actions.map((action) => action.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "en-GB")));
  });

  it("keeps a person chosen whose account is gone as a choice, and leaves out what the URL garbles", async () => {
    const shown = await page("person=987654&action=delete-everything&from=2026-02-30");
    expect(shown.people).toContainEqual({ value: "987654", label: "account 987654 (removed)" });
    expect(shown.values).toEqual({ person: "987654", action: "", from: "", to: "" });
    expect(shown.rows).toEqual([]);
    const none = await page("");
    expect(none).toMatchObject({ chosen: false, first: "/admin/audit", exportHref: "/admin/audit/export" });
  });

  it("pages through the entries newest first, each link keeping the filter", async () => {
    const staff = await admin();
    const actorId = staff.session.account.id;
    for (let n = 0; n < AUDIT_PAGE_SIZE + 2; n++)
      await recordAudit(db(), { action: "sign-out", actorId, details: { n } }, new Date(NOW.getTime() + n * 1000));
    const filter = `person=${actorId}&action=sign-out`;
    const first = await auditPage(staff, new URLSearchParams(filter));
    expect(first.rows).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first).toMatchObject({ firstPage: true, newer: null });
    expect(first.older).toMatch(new RegExp(`^/admin/audit\\?${filter}&after=`));
    const second = await auditPage(staff, new URL(first.older!, "http://localhost").searchParams);
    expect(second.rows).toHaveLength(2);
    expect(second).toMatchObject({ firstPage: false, older: null, first: `/admin/audit?${filter}` });
    expect(second.newer).toMatch(new RegExp(`^/admin/audit\\?${filter}&before=`));
  });
});
