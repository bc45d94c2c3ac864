import { test as anyone } from "#tests/browser/support/staff.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { open } from "#tests/browser/support/pages.ts";
import { loginForm } from "#tests/browser/support/staff.ts";
import {
  enquiryRow,
  expect,
  insertEnquiries,
  listRows,
  searchFor,
  sidewaysOverflow,
  test,
  uniqueName,
  uniqueReference,
} from "#tests/browser/support/inbox.ts";

// Who may open the inbox, and whether everyone can use it: without a session every inbox address (the list, an
// enquiry, the CSV export: a resource route inside the /admin layout) goes to /auth and gives nothing; axe finds
// nothing on the list or an enquiry; at 320 px and at 200 % zoom nothing scrolls sideways.

anyone(
  "without a session, the list, an enquiry and the export go to /auth, and posts change nothing",
  async ({ page }) => {
    const [id] = await insertEnquiries([{ form: "callback", name: `${uniqueName()} Nobody` }]);
    for (const path of ["/admin", `/admin/enquiries/${id}`, "/admin/export", "/admin/export?form=callback&spam=show"]) {
      const answer = await page.request.get(path, { maxRedirects: 0 });
      expect([302, 303], `${path} answered`).toContain(answer.status());
      const location = new URL(answer.headers().location!, "http://site");
      expect(location.pathname, `${path} goes to`).toBe("/auth");
      expect(answer.headers()["content-type"] ?? "", `${path} gave`).not.toContain("text/csv");
      expect(await answer.text()).not.toContain("Nobody");
      await open(page, path);
      expect(new URL(page.url()).pathname).toBe("/auth");
      await expect(loginForm(page)).toBeVisible();
    }
    // Where the person was going is kept for after signing in.
    await open(page, `/admin/enquiries/${id}`);
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(`/admin/enquiries/${id}`);

    for (const [path, form] of [
      [
        `/admin/enquiries/${id}`,
        {
          intent: "save",
          stage: "contacted",
          assignee: "",
          spam: "yes",
          "shown-stage": "new",
          "shown-assignee": "",
          "shown-spam": "no",
        },
      ],
      [`/admin/enquiries/${id}`, { intent: "unread" }],
      ["/admin", { intent: "search", search: "Nobody" }],
    ] as const) {
      const answer = await page.request.post(path, { form, maxRedirects: 0 });
      expect([302, 303]).toContain(answer.status());
      expect(new URL(answer.headers().location!, "http://site").pathname).toBe("/auth");
    }
    const row = await enquiryRow(id!);
    expect([row.status, Number(row.is_spam), Number(row.read)]).toEqual(["new", 0, 0]);
  },
);

async function longEnquiry() {
  const word = uniqueName();
  const name = `${word} Gwendolyn Featherstonehaugh-Llewellyn`;
  const [id] = await insertEnquiries([
    {
      form: "assessment",
      name,
      reference: uniqueReference(),
      email: "gwendolyn.featherstonehaugh.llewellyn@example.org",
      urgency: "immediate",
      details: {
        specific_requirements:
          "Needs a hoist; a long note without spaces: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      },
    },
    { form: "callback", name: `${word} Bo`, read: true },
  ]);
  return { word, name, id: id! };
}

for (const width of [320, 640]) {
  test(`at ${width} px (${width === 640 ? "a 1280 px window at 200 % zoom" : "a small phone"}) the list is cards and nothing scrolls sideways`, async ({
    page,
    staff,
  }) => {
    void staff;
    const { word, id } = await longEnquiry();
    await page.setViewportSize({ width, height: 800 });
    await open(page, "/admin");
    await searchFor(page, word);
    await expect(listRows(page)).toHaveCount(2);
    expect(await sidewaysOverflow(page), "the list").toBe("");
    // One card per enquiry: each row a block of its own, the column headers kept for screen readers only.
    for (const display of await listRows(page).evaluateAll((rows) => rows.map((row) => getComputedStyle(row).display)))
      expect(display).toBe("block");
    await expect(page.locator("[data-inbox-list] thead")).toHaveCSS("position", "absolute");
    // Each value after its column's name (the due words and the phone need none).
    await expect(listRows(page).first().getByText("Stage:")).toBeVisible();

    // The filters, unfolded, and an enquiry.
    await page.locator("[data-filters] summary").click();
    expect(await sidewaysOverflow(page), "the filters").toBe("");
    await open(page, `/admin/enquiries/${id}`);
    expect(await sidewaysOverflow(page), "an enquiry").toBe("");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.locator("[data-error-summary]")).toBeVisible();
    expect(await sidewaysOverflow(page), "an enquiry with an error").toBe("");
  });
}

test("axe finds nothing on the list, its filters, an enquiry or a refused note @js-only", async ({ page, staff }) => {
  void staff;
  const { word, id } = await longEnquiry();
  await insertEnquiries([{ form: "quick-contact", name: `${word} Spam`, spam: true }]);
  await open(page, "/admin?form=all&spam=show");
  await searchFor(page, word);
  await expect(page.locator("[data-filters]")).toHaveAttribute("open", "");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, `/admin/enquiries/${id}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.locator("[data-error-summary]")).toBeFocused();
  await expectNoAxeViolations(page);
  await open(page, "/admin/enquiries/987654321", 404);
  await expectNoAxeViolations(page);
});
