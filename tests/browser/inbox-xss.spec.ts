import type { Page } from "@playwright/test";
import { open } from "#tests/browser/support/pages.ts";
import {
  downloadExport,
  enquiryRow,
  expect,
  follow,
  insertEnquiries,
  listRows,
  rowOf,
  searchFor,
  test,
  uniqueName,
} from "#tests/browser/support/inbox.ts";

// THE acceptance test of what a visitor can type: markup, an image that runs script when it fails to load, a
// spreadsheet formula and a line break in every text field of a stored enquiry are shown as text in the list and on
// the enquiry's page (no dialog ever opens; no element is made of them), and in the CSV the formula is made inert and
// the line break stays inside its quoted cell. With JavaScript on and off.

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = '"><img src=x onerror=alert(1)>';
const FORMULA = '=HYPERLINK("http://evil.example","x")';
const CRLF = "\r\n";
/** Every text field holds all four, the formula first (where a spreadsheet would run it). */
const payload = `${FORMULA} ${SCRIPT} ${IMAGE}${CRLF}second line`;

/** Nothing the visitor typed became an element or an attribute. */
async function expectInert(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator("[onerror]")).toHaveCount(0);
  await expect(page.locator('a[href^="http://evil"], a[href^="javascript:"]')).toHaveCount(0);
}

test("script, an onerror image, a spreadsheet formula and a CRLF in every text field are inert in the list, the enquiry and the CSV", async ({
  page,
  staff,
}) => {
  void staff;
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const word = uniqueName();
  const name = `${FORMULA} ${word} ${SCRIPT} ${IMAGE}${CRLF}second line`;
  const email = `${FORMULA}${SCRIPT}${IMAGE}${CRLF}@example.org`;
  const [id] = await insertEnquiries([
    {
      form: "contact",
      name,
      phone: payload,
      email,
      postcode: payload,
      urgency: "immediate",
      originPage: payload,
      details: { enquiry_type: payload, service_interest: [payload], preferred_contact: payload, message: payload },
    },
  ]);
  const stored = await enquiryRow(id!);
  expect(stored.name).toBe(name);

  // The list.
  await open(page, "/admin");
  await searchFor(page, word);
  await expect(listRows(page)).toHaveCount(1);
  const row = rowOf(page, name.replace(/\s+/g, " "));
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: new RegExp(word) })).toHaveText(name);
  await expect(row).toContainText(SCRIPT);
  await expect(row).toContainText(IMAGE);
  // The phone as typed (the list shows the phone; the e-mail address is on the enquiry's page, below).
  await expect(row).toContainText(payload.replace(/\s+/g, " "));
  await expectInert(page);

  // The enquiry's page: each value as typed, as text.
  await follow(page, row.getByRole("link", { name: new RegExp(word) }));
  await expect(page.locator("[data-enquiry-name]")).toHaveText(name);
  const fields = page.locator("[data-fields]");
  for (const label of [
    "Phone number",
    "Postcode",
    "What the enquiry is about",
    "Kinds of care of interest",
    "How to contact them",
    "Message",
  ]) {
    await expect(
      fields
        .locator(":scope > div")
        .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd"),
      label,
    ).toHaveText(payload);
  }
  await expect(fields.getByText(email.replace(/\s+/g, " "))).toBeVisible();
  await expect(page.getByText(payload.replace(/\s+/g, " ")).first()).toBeVisible();
  // Neither value makes a link of its own: it is not a number or an address.
  await expect(fields.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
  // A note with the same: text too.
  await page.getByLabel("Add a note").fill(payload);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.locator("[data-note]")).toHaveCount(1);
  await expect(page.locator("[data-note] p").nth(1)).toHaveText(payload);
  await expectInert(page);

  // The CSV: parsed, one record (each line break inside its quoted cell), and each such cell begins with an
  // apostrophe, so a spreadsheet shows the formula instead of running it.
  await follow(page, page.getByRole("link", { name: "Back to the list" }));
  const csv = await downloadExport(page);
  expect(csv.rows).toHaveLength(1);
  const record = csv.rows[0]!;
  for (const header of [
    "Name",
    "Phone",
    "Email",
    "Postcode",
    "Enquiry type",
    "Care types",
    "Contact method",
    "Message",
  ]) {
    const cell = record[csv.header.indexOf(header)]!;
    expect(cell.startsWith(`'${FORMULA}`), `${header} begins with an apostrophe`).toBe(true);
    expect(cell, header).toContain(CRLF);
    expect(cell, header).toContain(SCRIPT);
    expect(cell, header).toContain(IMAGE);
  }
  expect(record[csv.header.indexOf("Name")]).toBe(`'${name}`);
  // In the file, as Excel reads it: quoted, quotes doubled.
  expect(csv.text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") ${word} `);

  expect(dialogs, "dialogs opened").toEqual([]);
});
