import { readFile } from "node:fs/promises";
import { baseURL } from "#tests/browser/support/test-server.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import { expectErrorPattern } from "#tests/browser/support/forms.ts";
import { open } from "#tests/browser/support/pages.ts";
import { signedInByDatabase, withDatabase } from "#tests/browser/support/staff.ts";
import {
  dramaPhone,
  enquiryAudit,
  expect,
  insertEnquiries,
  test,
  uniqueName,
  unusedDramaPhone,
} from "#tests/browser/support/inbox.ts";

// /admin/data-protection (ADR 0009, 0013), JavaScript on and off: an admin finds a person by e-mail address or phone
// number, sees what was found grouped by the person each enquiry names, downloads the ticked enquiries (a printable
// page, and JSON), and erases them with a reason; what stays is a record without personal data. Two people who share a
// phone are told apart. The search posts: nothing about the person lands in a URL. Staff members are refused.

/** Three enquiries of one person (two by e-mail, one callback by phone), and someone else's. */
async function aPerson() {
  const word = uniqueName();
  const email = `${word.toLowerCase()}@example.org`;
  const phone = await unusedDramaPhone();
  const ids = await insertEnquiries([
    { form: "contact", name: `${word} Ames`, email, phone, details: { message: `Mum needs help; ${word} message` } },
    {
      form: "assessment",
      name: `${word} Ames`,
      email,
      phone: dramaPhone(),
      details: { specific_requirements: "Uses a frame" },
    },
    { form: "callback", name: `${word} Ames`, phone, email: null },
    { form: "contact", name: `${uniqueName()} Other`, email: "other.person@example.org" },
  ]);
  return { word, email, phone, ids: ids.slice(0, 3), other: ids[3]! };
}

const findForm = (page: import("@playwright/test").Page) => page.locator("[data-form=find]");

test("find a person, download what is held about them, erase it with a reason", async ({ page, staff }) => {
  const person = await aPerson();
  await open(page, "/admin/data-protection");
  await expect(page.getByRole("heading", { level: 1, name: "Data protection" })).toBeVisible();

  // Neither field: the GOV.UK error pattern.
  await findForm(page).getByRole("button", { name: "Find" }).click();
  await expectErrorPattern(page, findForm(page), { email: "Enter an e-mail address or a phone number" });

  await findForm(page).getByLabel("Their e-mail address").fill(person.email.toUpperCase());
  await findForm(page).getByLabel("Their phone number").fill(person.phone);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  const results = page.locator("[data-results]");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(
    `3 records for ${person.email.toUpperCase()} or ${person.phone}`,
  );
  // One person: one group, everything ticked, no warning.
  await expect(results.locator("[data-person]")).toHaveCount(1);
  await expect(
    results.getByRole("group", { name: `${person.word} Ames` }).getByRole("checkbox", { checked: true }),
  ).toHaveCount(3);
  await expect(results.locator("[data-people-warning]")).toHaveCount(0);
  expect(new URL(page.url()).search).toBe("");

  // The printable page: every enquiry of the person, no one else's; audited.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    results.getByRole("button", { name: "Download as a page (HTML)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^information-held-\d{4}-\d{2}-\d{2}\.html$/);
  const html = await readFile((await download.path())!, "utf8");
  expect(html).toContain("3 enquiries");
  expect(html).toContain(`Mum needs help; ${person.word} message`);
  expect(html).toContain("Uses a frame");
  expect(html).not.toContain("other.person@example.org");
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    results.getByRole("button", { name: "Download as data (JSON)" }).click(),
  ]);
  const data = JSON.parse(await readFile((await json.path())!, "utf8"));
  expect(data.records).toHaveLength(3);
  expect(
    (await enquiryAudit({ actorId: staff.id, action: "subject-access-exported" }))
      .slice(-2)
      .map((entry) => entry.details),
  ).toEqual([
    { count: 3, format: "html", ids: person.ids.join(", ") },
    { count: 3, format: "json", ids: person.ids.join(", ") },
  ]);

  // Erasing needs a reason and the box ticked.
  await open(page, "/admin/data-protection");
  await findForm(page).getByLabel("Their e-mail address").fill(person.email);
  await findForm(page).getByLabel("Their phone number").fill(person.phone);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  const eraseForm = page.locator("[data-form=results]");
  await eraseForm.getByRole("button", { name: "Erase the ticked enquiries" }).click();
  await expectErrorPattern(page, eraseForm, {
    reason: "Enter why you are erasing it",
    confirm: "Tick the box to confirm that this cannot be undone",
  });
  await withDatabase(async (database) =>
    expect(
      await database.db.selectFrom("submissions").select("id").where("id", "in", person.ids).execute(),
    ).toHaveLength(3),
  );

  await eraseForm.getByLabel("Why are you erasing them?").fill("Asked by e-mail on 20 November");
  await eraseForm.getByLabel("I understand that this cannot be undone").check();
  await eraseForm.getByRole("button", { name: "Erase the ticked enquiries" }).click();
  await expect(page.locator("[data-confirmation]")).toContainText("3 enquiries were erased");
  const latest = page.locator("[data-erasures] li").first();
  await expect(latest).toContainText(`erased`);
  await expect(latest).toContainText(staff.email);
  await expect(latest).toContainText("Why: Asked by e-mail on 20 November");
  await withDatabase(async (database) => {
    expect(
      await database.db
        .selectFrom("submissions")
        .select("id")
        .where("id", "in", [...person.ids, person.other])
        .execute(),
    ).toEqual([{ id: person.other }]);
  });
  expect((await enquiryAudit({ actorId: staff.id, action: "enquiries-erased" })).at(-1)!.details).toEqual({
    count: 3,
    ids: person.ids.join(", "),
  });
  // Their enquiry pages are gone.
  await open(page, `/admin/enquiries/${person.ids[0]}`, 404);
});

/** A couple who share a landline: her two enquiries (the second by phone alone) and his one. */
async function twoPeopleSharingAPhone() {
  const phone = await unusedDramaPhone();
  const her = { word: uniqueName(), email: "" };
  her.email = `${her.word.toLowerCase()}@example.org`;
  const hisWord = uniqueName();
  const ids = await insertEnquiries([
    {
      form: "contact",
      name: `${her.word} Exampleford`,
      email: her.email,
      phone,
      details: { message: `My knee; ${her.word} message` },
    },
    { form: "callback", name: `${her.word} Exampleford`, phone, email: null },
    {
      form: "assessment",
      name: `${hisWord} Fixturey`,
      email: `${hisWord.toLowerCase()}@example.org`,
      phone,
      details: { specific_requirements: `Oxygen at night; ${hisWord}` },
    },
  ]);
  return {
    phone,
    her: { ...her, name: `${her.word} Exampleford`, ids: ids.slice(0, 2) },
    him: { word: hisWord, name: `${hisWord} Fixturey`, id: ids[2]! },
  };
}

test("two people who share a phone: grouped, warned, and only the ticked person's enquiries exported and erased", async ({
  page,
  staff,
}) => {
  const { phone, her, him } = await twoPeopleSharingAPhone();
  await open(page, "/admin/data-protection");
  await findForm(page).getByLabel("Their phone number").fill(phone);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  const results = page.locator("[data-results]");
  await expect(results.getByRole("heading", { level: 2 })).toHaveText(`3 records for ${phone}`);
  await expect(results.locator("[data-people-warning]")).toContainText("These enquiries name 2 different people.");
  const hers = results.getByRole("group", { name: her.name });
  const his = results.getByRole("group", { name: him.name });
  await expect(hers.getByRole("checkbox")).toHaveCount(2);
  await expect(his.getByRole("checkbox")).toHaveCount(1);
  await expect(hers).toContainText(her.email);
  // Searched by the phone alone: who asked cannot be told, so nothing is ticked and nothing goes without a choice.
  await expect(results.getByRole("checkbox", { checked: true })).toHaveCount(0);
  const form = page.locator("[data-form=results]");
  await form.getByRole("button", { name: "Download as a page (HTML)" }).click();
  await expectErrorPattern(page, form, { enquiry: "Tick the enquiries to give them a copy of" });

  // Her enquiries ticked: the copy holds hers, not his.
  for (const box of await hers.getByRole("checkbox").all()) await box.check();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    form.getByRole("button", { name: "Download as a page (HTML)" }).click(),
  ]);
  const html = await readFile((await download.path())!, "utf8");
  expect(html).toContain("2 enquiries");
  expect(html).toContain(`My knee; ${her.word} message`);
  expect(html).not.toContain(him.word);
  expect(html).not.toContain("Oxygen at night");
  expect((await enquiryAudit({ actorId: staff.id, action: "subject-access-exported" })).at(-1)!.details).toEqual({
    count: 2,
    format: "html",
    ids: her.ids.join(", "),
  });

  // Searched by her address and the phone: hers are ticked, his are not; erasing takes hers and leaves his.
  await open(page, "/admin/data-protection");
  await findForm(page).getByLabel("Their e-mail address").fill(her.email);
  await findForm(page).getByLabel("Their phone number").fill(phone);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  await expect(hers.getByRole("checkbox", { checked: true })).toHaveCount(2);
  await expect(his.getByRole("checkbox", { checked: false })).toHaveCount(1);
  await form.getByLabel("Why are you erasing them?").fill("She asked by letter on 20 November");
  await form.getByLabel("I understand that this cannot be undone").check();
  await form.getByRole("button", { name: "Erase the ticked enquiries" }).click();
  await expect(page.locator("[data-confirmation]")).toContainText("2 enquiries were erased");
  await withDatabase(async (database) => {
    expect(
      await database.db
        .selectFrom("submissions")
        .select("id")
        .where("id", "in", [...her.ids, him.id])
        .execute(),
    ).toEqual([{ id: him.id }]);
  });
  expect((await enquiryAudit({ actorId: staff.id, action: "enquiries-erased" })).at(-1)!.details).toEqual({
    count: 2,
    ids: her.ids.join(", "),
  });
});

test("nothing ticked: erasing asks for a choice and erases nothing", async ({ page, staff }) => {
  void staff;
  const { phone, her, him } = await twoPeopleSharingAPhone();
  await open(page, "/admin/data-protection");
  await findForm(page).getByLabel("Their phone number").fill(phone);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  const form = page.locator("[data-form=results]");
  await form.getByLabel("Why are you erasing them?").fill("Asked by phone");
  await form.getByLabel("I understand that this cannot be undone").check();
  await form.getByRole("button", { name: "Erase the ticked enquiries" }).click();
  await expectErrorPattern(page, form, { enquiry: "Tick the enquiries to erase" });
  // What was typed stays; still nothing ticked.
  await expect(form.getByLabel("Why are you erasing them?")).toHaveValue("Asked by phone");
  await expect(form.getByRole("checkbox", { name: /enquiry|request/, checked: true })).toHaveCount(0);
  await withDatabase(async (database) =>
    expect(
      await database.db
        .selectFrom("submissions")
        .select("id")
        .where("id", "in", [...her.ids, him.id])
        .execute(),
    ).toHaveLength(3),
  );
});

test("the page and its export are for admins only", async ({ page }) => {
  await signedInByDatabase(page, { role: "staff" });
  await open(page, "/admin/data-protection", 403);
  await expect(page.getByRole("link", { name: "Data protection" })).toHaveCount(0);
  const exported = await page.request.post("/admin/data-protection/export", {
    form: { email: "someone@example.org", phone: "", format: "json" },
    headers: { Origin: baseURL },
  });
  expect(exported.status()).toBe(403);
  expect(await exported.text()).not.toContain("records");
});

test("axe finds nothing on the page, its results and its errors @js-only", async ({ page, staff }) => {
  void staff;
  const person = await aPerson();
  await open(page, "/admin/data-protection");
  await expectNoAxeViolations(page);
  await findForm(page).getByLabel("Their e-mail address").fill(person.email);
  await findForm(page).getByRole("button", { name: "Find" }).click();
  await expect(page.locator("[data-results]")).toBeVisible();
  await page.locator("[data-form=results]").getByRole("button", { name: "Erase the ticked enquiries" }).click();
  await expect(page.locator("[data-error-summary]")).toBeVisible();
  await expectNoAxeViolations(page);
});
