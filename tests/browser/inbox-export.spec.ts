import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { inboxForms } from "#app/inbox/filter.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { open } from "#tests/browser/support/pages.ts";
import {
  applyFilters,
  downloadExport,
  enquiryAudit,
  expect,
  insertEnquiries,
  openList,
  parseCsv,
  searchFor,
  test,
  uniqueName,
} from "#tests/browser/support/inbox.ts";

// The CSV export of the list as it is shown (tab, filters, search), with JavaScript on and off: downloaded, parsed,
// UTF-8 with a byte-order mark, headers from the forms' field lists, and each export in the audit log with its filter
// and row count (never the searched words).

const ukToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

/** The export's columns for a tab: the enquiry's own, each field the form (or every form) asks for, consent's time. */
function expectedHeader(form: (typeof inboxForms)[number] | "all"): string[] {
  const forms = form === "all" ? inboxForms : [form];
  const fields = [
    ...new Set(
      forms.flatMap((name) => fieldLists[name].filter((field) => field.field !== null).map((field) => field.csvHeader)),
    ),
  ];
  return ["Form", "Reference", "Received (UK time)", "Status", "Read", "Spam", ...fields, "Consent given at (UK time)"];
}

test("Export CSV downloads the list as shown: BOM, headers from the field lists, the tab, filters and search kept, audited with the count", async ({
  page,
  staff,
}) => {
  const word = uniqueName();
  const first = new Date(Date.now() - 10 * 60_000);
  const second = new Date(Date.now() - 20 * 60_000);
  await insertEnquiries([
    {
      form: "callback",
      name: `${word} One`,
      phone: "07700 900111",
      createdAt: first,
      details: { preferred_date: "2026-12-03", preferred_time: "evening", topic: "Help at home" },
    },
    { form: "callback", name: `${word} Two`, createdAt: second },
    {
      form: "callback",
      name: `${word} Closed`,
      status: "not-going-ahead",
      createdAt: new Date(Date.now() - 30 * 60_000),
    },
    {
      form: "contact",
      name: `${word} Contact`,
      createdAt: new Date(Date.now() - 40 * 60_000),
      details: { message: "Hello" },
    },
  ]);
  await openList(page, { form: "callback" });
  await searchFor(page, word);
  await applyFilters(page, { status: "new" });
  const href = await page.locator("[data-export]").getAttribute("href");
  expect(href).toMatch(/^\/admin\/export\?form=callback&status=new&q=[0-9a-f]{32}$/);

  const csv = await downloadExport(page);
  expect(csv.name).toBe(`enquiries-${ukToday()}.csv`);
  expect(csv.text.startsWith("\uFEFF"), "a UTF-8 byte-order mark").toBe(true);
  expect(csv.text.endsWith("\r\n")).toBe(true);
  expect(csv.header).toEqual(expectedHeader("callback"));
  expect(csv.header).toEqual([
    "Form",
    "Reference",
    "Received (UK time)",
    "Status",
    "Read",
    "Spam",
    "Name",
    "Phone",
    "Preferred date",
    "Preferred time",
    "Topic",
    "Consent given at (UK time)",
  ]);
  const column = (name: string) => csv.header.indexOf(name);
  expect(csv.rows.map((row) => row[column("Name")])).toEqual([`${word} One`, `${word} Two`]);
  const one = csv.rows[0]!;
  expect(one[column("Form")]).toBe("Callbacks");
  expect(one[column("Status")]).toBe("New");
  expect(one[column("Read")]).toBe("No");
  expect(one[column("Received (UK time)")]).toBe(formatUkDateTime(first));
  expect(one[column("Phone")]).toBe("07700 900111");
  expect(one[column("Preferred time")]).toBe("Evening (5pm-8pm)");
  expect(one[column("Topic")]).toBe("Help at home");
  // Every cell is quoted (a line of the raw file).
  expect(csv.text.split("\r\n")[1]).toMatch(/^"Callbacks","",/);

  // The audit entry: who, the filter, that a search narrowed it (never its words), how many rows.
  const entries = await enquiryAudit({ actorId: staff.id, action: "enquiries-exported" });
  expect(entries.at(-1)).toEqual({
    action: "enquiries-exported",
    actorId: staff.id,
    submissionId: null,
    details: {
      form: "callback",
      status: "new",
      urgent: false,
      unread: false,
      from: null,
      to: null,
      mine: false,
      spam: "hide",
      sort: "newest",
      searched: true,
      rows: 2,
    },
  });
  expect(JSON.stringify(entries)).not.toContain(word);

  // The answer itself: a CSV, an attachment, never stored.
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="enquiries-${ukToday()}.csv"`);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(parseCsv((await response.text()).replace(/^\uFEFF/, ""))).toHaveLength(3);

  // All enquiries, the search kept: every form's columns, all four of this test's rows.
  await openList(page, { q: new URL(page.url()).searchParams.get("q")!, form: "all" });
  const all = await downloadExport(page);
  expect(all.header).toEqual(expectedHeader("all"));
  for (const form of inboxForms)
    for (const field of fieldLists[form].filter((candidate) => candidate.field !== null))
      expect(all.header).toContain(field.csvHeader);
  expect(all.rows.map((row) => row[all.header.indexOf("Name")])).toEqual([
    `${word} One`,
    `${word} Two`,
    `${word} Closed`,
    `${word} Contact`,
  ]);
  expect(all.rows.map((row) => row[all.header.indexOf("Form")])).toEqual([
    "Callbacks",
    "Callbacks",
    "Callbacks",
    "Contact enquiries",
  ]);
  expect((await enquiryAudit({ actorId: staff.id, action: "enquiries-exported" })).at(-1)?.details).toMatchObject({
    form: "all",
    status: "any",
    searched: true,
    rows: 4,
  });
});

test("an export of a search that has ended goes back to the list, which says so, rather than export everything", async ({
  page,
  staff,
}) => {
  void staff;
  await open(page, "/admin/export?q=0123456789abcdef0123456789abcdef");
  expect(new URL(page.url()).pathname).toBe("/admin");
  await expect(page.locator("[data-search-expired]")).toContainText("That search has ended");
});
