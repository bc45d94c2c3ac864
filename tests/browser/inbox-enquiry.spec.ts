import type { Page } from "@playwright/test";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { REFERENCE_PATTERN } from "#app/enquiries/reference.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { samples } from "#tests/support/sample-submissions.ts";
import {
  beOwnClient,
  expectErrorPattern,
  fill,
  formNamed,
  uniqueWord,
  waitPastMinimumFillTime,
} from "#tests/browser/support/forms.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { makeAccount, signedInEmail, withDatabase } from "#tests/browser/support/staff.ts";
import {
  enquiryAudit,
  enquiryRow,
  expect,
  follow,
  followUpForm,
  insertEnquiries,
  listRows,
  rowOf,
  saveFollowUp,
  searchFor,
  test,
  uniqueName,
  uniqueReference,
} from "#tests/browser/support/inbox.ts";

// One enquiry at /admin/enquiries/:id, with JavaScript on and off: everything the visitor sent, labelled from the
// form's field list; opening it marks it read (who, when) and is audited; and the follow-up (unread again, status,
// assignment, notes, spam), each change confirmed, stored and in the audit log.

/** Opens the list searched for `word` and the enquiry named `name` from it. */
async function openFromList(page: Page, word: string, name: string) {
  await open(page, "/admin");
  await searchFor(page, word);
  await follow(page, rowOf(page, name).getByRole("link", { name, exact: true }));
  await expect(page.locator("[data-enquiry-name]")).toHaveText(name);
}

/** The value shown beside a label in the page's lists of facts. */
const fact = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
    .locator("dd");

test("an enquiry shows every field the visitor sent, labelled from the form's field list, with consent, origin and contact links", async ({
  page,
  staff,
}) => {
  void staff;
  const word = uniqueName();
  const name = `${word} Margaret`;
  const reference = uniqueReference();
  const createdAt = new Date(Date.now() - 3 * 3_600_000);
  const [id] = await insertEnquiries([
    {
      form: "assessment",
      name,
      reference,
      phone: "07700 900461",
      email: "margaret.t@example.org",
      postcode: "MK9 3XS",
      urgency: "immediate",
      createdAt,
      originPage: "/free-assessment",
      consentText: "I agree to be contacted to arrange my free care assessment.",
      details: {
        relationship_to_person: "parent",
        preferred_date: "2026-12-02",
        preferred_time: "morning",
        support_needs: ["Personal care", "Companionship"],
        current_situation: "hospital",
        specific_requirements: "Uses a walking frame.\nNeeds a ground-floor room.",
        additional_information: "",
        hear_about: "search",
      },
    },
  ]);
  await openFromList(page, word, name);
  expect(new URL(page.url()).pathname).toBe(`/admin/enquiries/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Assessment, reference ${reference}`);

  // Each field the form asks for, by its label in the field list; the columns it does not ask for are left out when empty.
  const sent = page.locator("[data-fields]");
  for (const field of fieldLists.assessment.filter((candidate) => candidate.kind !== "consent")) {
    await expect(sent.locator("dt", { hasText: new RegExp(`^${field.label}$`) }), field.label).toHaveCount(
      field.field === null ? 0 : 1,
    );
  }
  await expect(fact(page, "Name")).toHaveText(name);
  await expect(fact(page, "How urgent")).toHaveText("Immediately (within 24-48 hours)");
  await expect(fact(page, "Support needed")).toHaveText("Personal care; Companionship");
  await expect(fact(page, "Preferred date")).toHaveText("2 Dec 2026");
  await expect(fact(page, "Specific requirements")).toHaveText("Uses a walking frame.\nNeeds a ground-floor room.");
  await expect(fact(page, "Anything else")).toHaveText("Not given");
  await expect(sent.getByRole("link", { name: "07700 900461" })).toHaveAttribute("href", "tel:+447700900461");
  await expect(sent.getByRole("link", { name: "margaret.t@example.org" })).toHaveAttribute(
    "href",
    "mailto:margaret.t@example.org",
  );

  await expect(fact(page, "Received")).toHaveText(formatUkDateTime(createdAt));
  await expect(fact(page, "Reference")).toHaveText(reference);
  await expect(fact(page, "Agreed to be contacted")).toHaveText(`Yes, ${formatUkDateTime(createdAt)}`);
  await expect(fact(page, "What they agreed to")).toHaveText(
    "I agree to be contacted to arrange my free care assessment.",
  );
  await expect(fact(page, "Sent from")).toHaveText("/free-assessment");
  await expect(fact(page, "Spam")).toHaveText("No");
  await expect(page.locator("[data-badge=urgent]")).toHaveText("Urgent");
});

test("an assessment booked for someone else: a short reference on the confirmation, their name on the staff page", async ({
  page,
  staff,
}) => {
  void staff;
  const word = uniqueWord();
  const name = `${word} Margaret`;
  const theirName = `Grace ${word}`;
  await beOwnClient(page);
  await open(page, "/free-assessment");
  const shownAt = Date.now();
  const form = formNamed(page, "Book your free care assessment");
  if (!jsDisabled()) await expect(form.locator('input[name="js"]')).toHaveCount(1); // hydrated
  await expect(form.getByLabel("Their name (optional)")).toBeVisible();
  await fill(form, { ...samples.assessment.fields(name), assessmentFor: "parent", personNeedingCare: theirName });
  await waitPastMinimumFillTime(page, shownAt);
  await form.locator('button[type="submit"]').click();

  // The reference in its short form, on the confirmation (with JavaScript) and on /thank-you (both ways).
  const shape = REFERENCE_PATTERN.source.slice(1, -1);
  if (!jsDisabled())
    await expect(page.locator("[data-confirmation] [data-reference]")).toHaveText(
      new RegExp(`^Your reference: ${shape}$`),
    );
  await expect(page).toHaveURL(new RegExp(`/thank-you\\?reference=${shape}$`));
  const reference = new URL(page.url()).searchParams.get("reference")!;
  await expect(page.getByTestId("reference")).toHaveText(`Your reference: ${reference}`);

  // Staff find it by the reference as it might be typed from a call (lower case, no dashes) and see the other person's name.
  await openFromList(page, reference.replace(/-/g, "").toLowerCase(), name);
  await expect(fact(page, "Reference")).toHaveText(reference);
  await expect(fact(page, "Who the assessment is for")).toHaveText("My parent");
  await expect(fact(page, "Name of the person who needs care")).toHaveText(theirName);
});

test("spam shows its reason", async ({ page, staff }) => {
  void staff;
  const word = uniqueName();
  const [id] = await insertEnquiries([
    { form: "quick-contact", name: `${word} Spam`, spam: true, spamReason: "filled too fast" },
  ]);
  await open(page, `/admin/enquiries/${id}`);
  await expect(fact(page, "Spam")).toHaveText("Yes: filled too fast");
  await expect(page.locator("[data-badge=spam]")).toHaveText("Spam");
  await expect(followUpForm(page).getByLabel("Spam")).toBeChecked();
});

test("opening an enquiry marks it read, by whom and when, and audits the view; 'Mark as unread' undoes it and goes back to the list", async ({
  page,
  staff,
}) => {
  const word = uniqueName();
  const name = `${word} Unread`;
  const [id] = await insertEnquiries([{ form: "callback", name }]);
  await open(page, "/admin");
  await searchFor(page, word);
  const q = new URL(page.url()).searchParams.get("q");
  await expect(rowOf(page, name)).toHaveAttribute("data-unread", "true");
  await expect(rowOf(page, name).getByText("(unread)")).toHaveCount(1);
  const before = Date.now();
  await follow(page, rowOf(page, name).getByRole("link", { name, exact: true }));

  const row = await enquiryRow(id!);
  expect(Number(row.read)).toBe(1);
  expect(row.read_by).toBe(staff.id);
  expect(new Date(String(row.read_at)).getTime()).toBeGreaterThanOrEqual(before - 1_000);
  await expect(fact(page, "Read")).toHaveText(`By ${staff.email}, ${formatUkDateTime(String(row.read_at))}`);
  await expect(page.locator("[data-badge=read]")).toBeVisible();
  expect(await enquiryAudit({ submissionId: id })).toEqual([
    { action: "enquiry-viewed", actorId: staff.id, submissionId: id, details: null },
  ]);

  // Back to the list it came from: the search is kept, and it is no longer marked unread.
  await follow(page, page.getByRole("link", { name: "Back to the list" }));
  expect(new URL(page.url()).searchParams.get("q")).toBe(q);
  await expect(rowOf(page, name)).not.toHaveAttribute("data-unread", /.*/);
  await expect(rowOf(page, name).getByText("(unread)")).toHaveCount(0);

  await follow(page, rowOf(page, name).getByRole("link", { name, exact: true }));
  await page.getByRole("button", { name: "Mark as unread" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  expect(new URL(page.url()).searchParams.get("q")).toBe(q);
  await expect(page.locator("[data-confirmation]")).toContainText("Marked as unread");
  await expect(rowOf(page, name)).toHaveAttribute("data-unread", "true");
  const unread = await enquiryRow(id!);
  expect([Number(unread.read), unread.read_by, unread.read_at]).toEqual([0, null, null]);
  expect((await enquiryAudit({ submissionId: id })).map((entry) => entry.action)).toEqual([
    "enquiry-viewed",
    "enquiry-viewed",
    "enquiry-marked-unread",
  ]);
});

test("stage, assignment, notes and spam: each saved, shown as stored and audited; notes say who and when, newest last, and cannot be edited", async ({
  page,
  staff,
}) => {
  const colleague = await makeAccount({ role: "staff" });
  const word = uniqueName();
  const name = `${word} Follow`;
  const [id] = await insertEnquiries([{ form: "contact", name }]);
  await open(page, `/admin/enquiries/${id}`);
  const confirmation = page.locator("[data-confirmation]");
  const panel = followUpForm(page);

  // Stage.
  await panel.getByLabel("Stage").selectOption("contacted");
  await saveFollowUp(page, "Stage changed to Contacted.");
  await expect(fact(page, "Status")).toHaveText("Contacted");
  await expect(panel.getByLabel("Stage")).toHaveValue("contacted");
  expect((await enquiryRow(id!)).status).toBe("contacted");

  // Assignment: to a colleague, to oneself, to no one.
  await panel.getByLabel("Assigned to").selectOption({ label: colleague.email });
  await saveFollowUp(page, `Assigned to ${colleague.email}.`);
  await expect(fact(page, "Assigned to")).toHaveText(colleague.email);
  expect((await enquiryRow(id!)).assigned_to).toBe(colleague.id);
  await panel.getByLabel("Assigned to").selectOption({ label: `${staff.email} (you)` });
  await saveFollowUp(page, `Assigned to ${staff.email}.`);
  await expect(fact(page, "Assigned to")).toHaveText(staff.email);
  expect((await enquiryRow(id!)).assigned_to).toBe(staff.id);
  await panel.getByLabel("Assigned to").selectOption({ label: "Unassigned" });
  await saveFollowUp(page, "no longer assigned");
  await expect(fact(page, "Assigned to")).toHaveText("No one");
  expect((await enquiryRow(id!)).assigned_to).toBeNull();

  // Notes: who and when, in order, kept as written; never a way to change one.
  const noteBox = page.getByLabel("Add a note");
  await noteBox.fill("Rang her daughter, left a message.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(confirmation).toContainText("Note added.");
  await expect(noteBox).toHaveValue("");
  await noteBox.fill("Called back:\nassessment booked for Tuesday.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.locator("[data-note]");
  await expect(notes).toHaveCount(2);
  const stored = await withNotes(id!);
  await expect(notes.nth(0)).toContainText(`${staff.email}, ${formatUkDateTime(stored[0]!.created_at)}`);
  await expect(notes.nth(0)).toContainText("Rang her daughter, left a message.");
  await expect(notes.nth(1).locator("p").nth(1)).toHaveText("Called back:\nassessment booked for Tuesday.");
  expect(stored.map((note) => [note.body, note.author_id])).toEqual([
    ["Rang her daughter, left a message.", staff.id],
    ["Called back:\nassessment booked for Tuesday.", staff.id],
  ]);
  await expect(page.locator("[data-notes] textarea, [data-notes] button, [data-notes] input")).toHaveCount(0);

  // Spam, and back.
  await panel.getByLabel("Spam").check();
  await saveFollowUp(page, "Marked as spam");
  await expect(fact(page, "Spam")).toHaveText(/^Yes/);
  expect(Number((await enquiryRow(id!)).is_spam)).toBe(1);
  await panel.getByLabel("Spam").uncheck();
  await saveFollowUp(page, "Marked as not spam");
  await expect(panel.getByLabel("Spam")).not.toBeChecked();
  expect(Number((await enquiryRow(id!)).is_spam)).toBe(0);

  const changes = (await enquiryAudit({ submissionId: id })).filter((entry) => entry.action !== "enquiry-viewed");
  expect(changes).toEqual([
    {
      action: "enquiry-status-changed",
      actorId: staff.id,
      submissionId: id,
      details: { from: "new", to: "contacted" },
    },
    { action: "enquiry-assigned", actorId: staff.id, submissionId: id, details: { from: null, to: colleague.id } },
    { action: "enquiry-assigned", actorId: staff.id, submissionId: id, details: { from: colleague.id, to: staff.id } },
    { action: "enquiry-assigned", actorId: staff.id, submissionId: id, details: { from: staff.id, to: null } },
    { action: "enquiry-note-added", actorId: staff.id, submissionId: id, details: null },
    { action: "enquiry-note-added", actorId: staff.id, submissionId: id, details: null },
    { action: "enquiry-spam-changed", actorId: staff.id, submissionId: id, details: { spam: true } },
    { action: "enquiry-spam-changed", actorId: staff.id, submissionId: id, details: { spam: false } },
  ]);
});

test("a note that is empty or too long is refused in the GOV.UK error pattern, and what was typed is kept", async ({
  page,
  staff,
}) => {
  void staff;
  const [id] = await insertEnquiries([{ form: "callback", name: `${uniqueName()} Notes` }]);
  await open(page, `/admin/enquiries/${id}`);
  const form = page.locator("[data-form=note]");
  await form.getByRole("button", { name: "Add note" }).click();
  await expectErrorPattern(page, form, { note: "Enter a note" });

  const long = "a".repeat(2_001);
  await form.getByLabel("Add a note").fill(long);
  await form.getByRole("button", { name: "Add note" }).click();
  await expectErrorPattern(page, form, { note: "The note must be 2,000 characters or fewer" });
  await expect(form.getByLabel("Add a note")).toHaveValue(long);
  expect(await withNotes(id!)).toEqual([]);
  expect((await enquiryAudit({ submissionId: id })).map((entry) => entry.action)).not.toContain("enquiry-note-added");
});

test("an enquiry that does not exist is a 404 inside the staff frame", async ({ page, staff }) => {
  for (const path of [
    "/admin/enquiries/987654321",
    "/admin/enquiries/0",
    "/admin/enquiries/12abc",
    "/admin/enquiries/-1",
  ]) {
    await open(page, path, 404);
    await expect(page.getByRole("heading", { level: 1, name: "Enquiry not found" })).toBeVisible();
    await expect(signedInEmail(page)).toHaveText(staff.email);
    expect(await page.title()).toBe("Enquiry not found – staff");
  }
  // A change posted to one that does not exist changes nothing and finds nothing.
  const answer = await page.request.post("/admin/enquiries/987654321", {
    form: {
      intent: "save",
      stage: "contacted",
      assignee: "",
      "shown-stage": "new",
      "shown-assignee": "",
      "shown-spam": "no",
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(404);
});

test("the list and the enquiry work by keyboard alone", async ({ page, staff }) => {
  void staff;
  const word = uniqueName();
  const name = `${word} Keys`;
  const [id] = await insertEnquiries([{ form: "callback", name }]);
  await open(page, "/admin");
  const box = page.getByLabel("Search enquiries");
  await box.focus();
  await page.keyboard.type(word);
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.searchParams.has("q"));
  await expect(listRows(page)).toHaveCount(1);
  const link = rowOf(page, name).getByRole("link", { name, exact: true });
  await link.focus();
  // A visible focus indicator: the site's outline.
  expect(
    await link.evaluate((element) => element.matches(":focus-visible") && getComputedStyle(element).outlineStyle),
  ).toBe("solid");
  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === `/admin/enquiries/${id}`);
  // The staff bar shows (and tells) that an enquiry is in the inbox's section: its link thickly underlined.
  const bar = page.getByRole("navigation", { name: "Staff pages" });
  await expect(bar.getByRole("link", { name: "Enquiries" })).toHaveAttribute("aria-current", "true");
  await expect(bar.getByRole("link", { name: "Enquiries" })).toHaveCSS("text-decoration-thickness", "4px");
  await expect(bar.getByRole("link", { name: "Reports" })).toHaveCSS("text-decoration-thickness", "1px");
  // Spam: ticked with the space bar; without JavaScript, Tab on to Save and Enter.
  await followUpForm(page).getByLabel("Spam").focus();
  await page.keyboard.press("Space");
  if (jsDisabled()) {
    await page.keyboard.press("Tab");
    await expect(followUpForm(page).getByRole("button", { name: "Save" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-confirmation]")).toContainText("Spam: yes.");
  } else {
    await expect(page.locator("[data-at-once-notice]")).toContainText("Marked as spam");
  }
  expect(Number((await enquiryRow(id!)).is_spam)).toBe(1);

  // A call logged by keyboard: the form is made afresh for the next call, and focus goes to its confirmation (with
  // JavaScript; without, the page loads at its section), so the next Tab is in the new form, not back at the top.
  const call = page.locator("[data-form=call]");
  await call.getByLabel("Reached", { exact: true }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Spoke to her son");
  await page.keyboard.press("Tab");
  await expect(call.getByRole("button", { name: "Log call" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#calls [data-confirmation]")).toContainText("Call logged.");
  if (!jsDisabled()) await expect(page.locator("#calls [data-saved]")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(call.getByLabel("Reached", { exact: true })).toBeFocused();
  await expect(call.getByLabel("Reached", { exact: true })).not.toBeChecked();
});

/** An enquiry's notes as stored, oldest first. */
function withNotes(id: number) {
  return withDatabase((database) =>
    database.db.selectFrom("submission_notes").selectAll().where("submission_id", "=", id).orderBy("id").execute(),
  );
}
