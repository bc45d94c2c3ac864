import type { Page } from "@playwright/test";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";
import { formCases } from "#tests/browser/support/form-cases.ts";
import { fill, formNamed } from "#tests/browser/support/forms.ts";
import { jsDisabled, open } from "#tests/browser/support/pages.ts";
import { ownServer, signedInEmail } from "#tests/browser/support/staff.ts";
import {
  applyFilters,
  dramaPhone,
  expect,
  follow,
  insertEnquiries,
  listedNames,
  listRows,
  listSettled,
  openList,
  rowOf,
  searchFor,
  signedInOn,
  test,
  uniqueName,
  uniqueReference,
} from "#tests/browser/support/inbox.ts";

// The inbox at /admin, each test with JavaScript on and off, on a signed-in account: the spec's dashboard (heading,
// tabs, unread in bold, UK dates), finding enquiries (search, filters, order, pages of 50 by keyset) and a search
// that never puts the searched words in a URL. Each test's enquiries carry a name of its own and are found by
// searching for it, so tests running side by side never see each other's rows.

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Searches for a test's word and returns the list's `q` (the search's id). */
async function searchId(page: Page, words: string): Promise<string> {
  await open(page, "/admin");
  await searchFor(page, words);
  return new URL(page.url()).searchParams.get("q")!;
}

test("the dashboard: 'Admin Dashboard', the e-mail and Logout, the tabs, unread in bold, UK dates, the phone link, urgency and references", async ({
  page,
  staff,
}) => {
  const word = uniqueName();
  const unreadAt = minutesAgo(30);
  const readAt = minutesAgo(90);
  const assessment = { name: `${word} Ada`, reference: uniqueReference(), phone: dramaPhone() };
  await insertEnquiries([
    {
      form: "assessment",
      name: assessment.name,
      reference: assessment.reference,
      phone: assessment.phone,
      email: "ada.lovelace@example.org",
      urgency: "immediate",
      createdAt: unreadAt,
    },
    { form: "callback", name: `${word} Bob`, createdAt: readAt, read: true, status: "assessment-booked" },
  ]);
  await open(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  await expect(signedInEmail(page)).toHaveText(staff.email);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  // Six tabs: To do (the default), All and one per form, the chosen one marked as the current page.
  const tabs = page.getByRole("navigation", { name: "Enquiry lists" }).getByRole("link");
  await expect(tabs).toHaveText([
    /^To do \(\d+ overdue\)$/,
    /^All enquiries \(\d+ unread\)$/,
    /^Assessments \(\d+ unread\)$/,
    /^Callbacks \(\d+ unread\)$/,
    /^Contact enquiries \(\d+ unread\)$/,
    /^Quick contacts \(\d+ unread\)$/,
  ]);
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  await expect(tabs.filter({ hasText: "Callbacks" })).not.toHaveAttribute("aria-current", /.*/);

  // A search looks in All enquiries.
  await searchFor(page, word);
  await expect(tabs.filter({ hasText: "All enquiries" })).toHaveAttribute("aria-current", "page");
  await expect(listRows(page)).toHaveCount(2);
  // Newest first.
  expect(await listedNames(page)).toEqual([`${word} Ada`, `${word} Bob`]);

  const ada = rowOf(page, assessment.name);
  // Unread: the name in bold and the word for screen readers; no "New" badge beside the stage "New".
  await expect(ada).toHaveAttribute("data-unread", "true");
  await expect(ada.getByRole("link", { name: assessment.name })).toHaveCSS("font-weight", "700");
  await expect(ada.getByText("(unread)")).toHaveCount(1);
  await expect(ada.locator("[data-badge=new]")).toHaveCount(0);
  await expect(ada.locator("time")).toHaveText(formatUkDateTime(unreadAt));
  expect(formatUkDateTime(unreadAt)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  await expect(ada).toContainText("Assessment");
  await expect(ada.locator("[data-reference]")).toHaveText(assessment.reference);
  await expect(ada.getByRole("link", { name: assessment.phone })).toHaveAttribute(
    "href",
    `tel:+44${assessment.phone.replace(/\s/g, "").slice(1)}`,
  );
  // The e-mail address (and the urgency's label) are on the enquiry's page: the row keeps to one or two lines.
  await expect(ada.getByRole("link", { name: "ada.lovelace@example.org" })).toHaveCount(0);
  // Urgent: a badge in words.
  await expect(ada.locator("[data-badge=urgent]")).toHaveText("Urgent");
  await expect(ada.locator("[data-stage]")).toHaveText("New");

  const bob = rowOf(page, `${word} Bob`);
  await expect(bob).not.toHaveAttribute("data-unread", /.*/);
  await expect(bob.getByRole("link", { name: `${word} Bob` })).toHaveCSS("font-weight", "400");
  await expect(bob.getByText("(unread)")).toHaveCount(0);
  await expect(bob.locator("time")).toHaveText(formatUkDateTime(readAt));
  await expect(bob.locator("[data-badge=urgent]")).toHaveCount(0);
  await expect(bob).toContainText("Assessment booked");
  await expect(bob.locator("[data-reference]")).toHaveCount(0);
  // The name opens the enquiry.
  await expect(bob.getByRole("link", { name: `${word} Bob` })).toHaveAttribute(
    "href",
    /^\/admin\/enquiries\/\d+\?from=%2Fadmin%3F/,
  );

  // A tab: only that form's enquiries, the tab marked current, the search kept.
  await follow(page, page.getByRole("navigation", { name: "Enquiry lists" }).getByRole("link", { name: /^Callbacks/ }));
  expect(new URL(page.url()).searchParams.get("form")).toBe("callback");
  await expect(
    page.getByRole("navigation", { name: "Enquiry lists" }).getByRole("link", { name: /^Callbacks/ }),
  ).toHaveAttribute("aria-current", "page");
  expect(await listedNames(page)).toEqual([`${word} Bob`]);
  await expect(page.getByRole("heading", { level: 2, name: "Callbacks" })).toBeVisible();
});

test("a list on a large screen is a table with column and row headers", async ({ page, staff }) => {
  void staff;
  const word = uniqueName();
  await insertEnquiries([{ name: `${word} Table` }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await searchId(page, word);
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Enquiry",
    "Due",
    "Stage",
    "Assigned",
    "Phone",
    "Received",
  ]);
  await expect(table.locator('th[scope="col"]')).toHaveCount(6);
  await expect(table.getByRole("rowheader", { name: new RegExp(`${word} Table`) })).toBeVisible();
  await expect(table.locator('th[scope="row"]')).toHaveCount(1);
  expect(await table.locator("thead").evaluate((element) => getComputedStyle(element).display)).toBe(
    "table-header-group",
  );
});

test("search by name, e-mail, phone, postcode, reference or a word in a message; the words never reach a URL", async ({
  page,
  staff,
}) => {
  void staff;
  const word = uniqueName();
  const messageWord = uniqueName().toLowerCase();
  const email = `mail.${word.toLowerCase()}@example.org`;
  const phone = dramaPhone();
  const letters = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const postcode = `${letters()}${letters()}${Math.floor(Math.random() * 10)} ${Math.floor(Math.random() * 10)}${letters()}${letters()}`;
  const reference = uniqueReference();
  await insertEnquiries([
    { form: "contact", name: `${word} Named`, createdAt: minutesAgo(5) },
    { form: "contact", name: "Grace Emailed", email, createdAt: minutesAgo(6) },
    { form: "callback", name: "Harold Phoned", phone, createdAt: minutesAgo(7) },
    { form: "contact", name: "Iris Postcoded", postcode, createdAt: minutesAgo(8) },
    { form: "assessment", name: "Jack Referenced", reference, createdAt: minutesAgo(9) },
    {
      form: "contact",
      name: "Kath Messaged",
      details: { message: `Please call about ${messageWord} on Tuesday.` },
      createdAt: minutesAgo(10),
    },
  ]);
  // Every request the page makes, with its URL: none may carry what was searched for.
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));

  await open(page, "/admin");
  const searches: [string, string, boolean][] = [
    [word, `${word} Named`, true],
    [email.toUpperCase(), "Grace Emailed", true],
    [phone.replace(/\s/g, ""), "Harold Phoned", false],
    [postcode.toLowerCase().replace(" ", ""), "Iris Postcoded", false],
    [reference, "Jack Referenced", true],
    [messageWord, "Kath Messaged", true],
  ];
  for (const [words, name, unique] of searches) {
    const answer = await searchFor(page, words);
    if (jsDisabled()) {
      // The post is answered with a redirect to All (a search looks everywhere) with the search's id.
      expect(answer.status(), `the answer to searching for ${words}`).toBe(303);
      expect(answer.headers().location).toMatch(/^\/admin\?form=all&q=[0-9a-f]{32}$/);
    }
    expect(new URL(page.url()).searchParams.get("q")).toMatch(/^[0-9a-f]{32}$/);
    if (unique) expect(await listedNames(page), `found by ${words}`).toEqual([name]);
    else await expect(rowOf(page, name), `found by ${words}`).toHaveCount(1);
    // The words are shown back in the box (from the server, not the URL).
    await expect(page.getByLabel("Search enquiries")).toHaveValue(words);
  }
  // A phone number also as typed with +44, and a postcode's district: other forms of the same.
  await searchFor(page, `+44 ${phone.slice(1)}`);
  await expect(rowOf(page, "Harold Phoned")).toHaveCount(1);
  await searchFor(page, postcode.split(" ")[0]!);
  await expect(rowOf(page, "Iris Postcoded")).toHaveCount(1);

  for (const [words] of searches) {
    const forms = [
      words,
      encodeURIComponent(words),
      words.toLowerCase(),
      encodeURIComponent(words).replace(/%20/g, "+"),
    ];
    for (const url of urls)
      for (const form of forms) expect(url.toLowerCase(), "a URL the page requested").not.toContain(form.toLowerCase());
  }

  // Clear search: back to the list without it.
  await follow(page, page.getByRole("link", { name: "Clear search" }));
  expect(new URL(page.url()).searchParams.has("q")).toBe(false);
  await expect(page.getByLabel("Search enquiries")).toHaveValue("");
});

test("a search that cannot be made says why, in the GOV.UK error pattern", async ({ page, staff }) => {
  void staff;
  await open(page, "/admin");
  const form = page.locator("[data-form=inbox-search]");
  await form.getByLabel("Search enquiries").fill("x");
  await form.getByRole("button", { name: "Search" }).click();
  const message = "Enter a name, e-mail address, phone number, postcode, reference or a word of at least 2 letters";
  const summary = page.locator("[data-error-summary]");
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#inbox-search");
  await expect(form.getByLabel("Search enquiries")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Search enquiries")).toHaveValue("x");
  await expect(page.locator("#inbox-search-error")).toContainText(message);
  await expect(page).toHaveTitle(/^Error: /);
});

test("filters: status, urgent only, unread only, a date range, assigned to me, spam hidden, shown or only; newest or oldest first", async ({
  page,
  staff,
}) => {
  // A dozen lists loaded one after another: on a busy CI machine 30 s was not always enough.
  test.setTimeout(90_000);
  const word = uniqueName();
  const names = { A: `${word} Alpha`, B: `${word} Bravo`, C: `${word} Charlie`, D: `${word} Delta`, E: `${word} Echo` };
  await insertEnquiries([
    { form: "quick-contact", name: names.A, urgency: "48hours", createdAt: new Date("2025-01-10T10:00:00Z") },
    {
      form: "contact",
      name: names.B,
      urgency: "week",
      read: true,
      status: "assessment-booked",
      createdAt: new Date("2025-02-15T10:00:00Z"),
    },
    {
      form: "assessment",
      name: names.C,
      urgency: "immediate",
      read: true,
      status: "contacted",
      assignedTo: staff.id,
      createdAt: new Date("2025-03-20T10:00:00Z"),
    },
    {
      form: "callback",
      name: names.D,
      status: "not-going-ahead",
      spam: true,
      createdAt: new Date("2025-04-25T10:00:00Z"),
    },
    { form: "contact", name: names.E, urgency: "month", createdAt: new Date("2025-05-30T10:00:00Z") },
  ]);
  const q = await searchId(page, word);
  // Spam hidden, newest first: the default.
  expect(await listedNames(page)).toEqual([names.E, names.C, names.B, names.A]);

  const cases: [Parameters<typeof applyFilters>[1], string[]][] = [
    [{ status: "assessment-booked" }, [names.B]],
    [{ status: "new" }, [names.E, names.A]],
    [{ urgent: true }, [names.C, names.A]],
    [{ unread: true }, [names.E, names.A]],
    [{ from: "2025-02-01", to: "2025-03-31" }, [names.C, names.B]],
    [{ from: "2025-03-20" }, [names.E, names.C]],
    [{ to: "2025-01-10" }, [names.A]],
    [{ mine: true }, [names.C]],
    [{ spam: "show" }, [names.E, names.D, names.C, names.B, names.A]],
    [{ spam: "only" }, [names.D]],
    [{ sort: "oldest" }, [names.A, names.B, names.C, names.E]],
    [{ sort: "oldest", urgent: true, status: "new" }, [names.A]],
  ];
  for (const [choices, expected] of cases) {
    await openList(page, { q, form: "all" });
    await applyFilters(page, choices);
    expect(await listedNames(page), JSON.stringify(choices)).toEqual(expected);
    // The search is kept, and the filter is in the URL (a link that can be kept).
    expect(new URL(page.url()).searchParams.get("q")).toBe(q);
  }
  // Spam is marked as such where it is shown.
  await openList(page, { q, form: "all", spam: "show" });
  await expect(rowOf(page, names.D).locator("[data-badge=spam]")).toHaveText("Spam");
  await expect(rowOf(page, names.C).locator("[data-badge=spam]")).toHaveCount(0);
  // A tab and filters together; and "Clear filters" keeps the tab and the search.
  await openList(page, { q, form: "callback", spam: "show" });
  expect(await listedNames(page)).toEqual([names.D]);
  await follow(page, page.getByRole("link", { name: "Clear filters" }));
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ form: "callback", q });
  await expect(page.getByText("No enquiries match")).toBeVisible();
});

test("pages of 50 by keyset: next, previous and first, newest or oldest first", async ({ page, staff }) => {
  void staff;
  test.setTimeout(60_000);
  const word = uniqueName();
  const start = Date.now() - 2 * 86_400_000;
  const nameOf = (n: number) => `${word} No${String(n).padStart(2, "0")}`;
  await insertEnquiries(
    Array.from({ length: 55 }, (_, index) => ({
      form: "quick-contact" as const,
      name: nameOf(index + 1),
      createdAt: new Date(start + index * 60_000),
    })),
  );
  const q = await searchId(page, word);
  const range = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => nameOf(from <= to ? from + index : from - index));
  const pager = page.getByRole("navigation", { name: "Pages of the list" });

  // Newest first: 55 to 6, then 5 to 1.
  expect(await listedNames(page)).toEqual(range(55, 6));
  await expect(pager.getByRole("link")).toHaveText(["Next page (older enquiries)"]);
  await follow(page, pager.getByRole("link", { name: /^Next page/ }));
  expect(new URL(page.url()).searchParams.get("after")).toBeTruthy();
  expect(new URL(page.url()).searchParams.get("q")).toBe(q);
  expect(new URL(page.url()).searchParams.has("offset")).toBe(false);
  expect(await listedNames(page)).toEqual(range(5, 1));
  await expect(pager.getByRole("link", { name: /^Next page/ })).toHaveCount(0);
  // Back: the rows before the first of this page, which are the first page (shown as such: no way further back).
  await follow(page, pager.getByRole("link", { name: /^Previous page/ }));
  expect(new URL(page.url()).searchParams.get("before")).toBeTruthy();
  expect(await listedNames(page)).toEqual(range(55, 6));
  await expect(pager.getByRole("link")).toHaveText(["Next page (older enquiries)"]);
  // "First page" from the second.
  await follow(page, pager.getByRole("link", { name: /^Next page/ }));
  await follow(page, pager.getByRole("link", { name: "First page" }));
  expect(await listedNames(page)).toEqual(range(55, 6));

  // Oldest first: 1 to 50, then 51 to 55.
  await openList(page, { q, form: "all", sort: "oldest" });
  expect(await listedNames(page)).toEqual(range(1, 50));
  await follow(page, pager.getByRole("link", { name: /^Next page/ }));
  expect(await listedNames(page)).toEqual(range(51, 55));
  // An enquiry arriving meanwhile at the start does not shift the pages (keyset, not offset): the page before this one
  // is still 1 to 50, and a page before that now holds the newcomer.
  await insertEnquiries([{ form: "quick-contact", name: nameOf(0), createdAt: new Date(start - 60_000) }]);
  await follow(page, pager.getByRole("link", { name: /^Previous page/ }));
  expect(await listedNames(page)).toEqual(range(1, 50));
  await expect(pager.getByRole("link")).toHaveText([
    "First page",
    "Previous page (older enquiries)",
    "Next page (newer enquiries)",
  ]);
  await follow(page, pager.getByRole("link", { name: /^Previous page/ }));
  expect(await listedNames(page)).toEqual([nameOf(0), ...range(1, 49)]);
});

test("an empty list says so", async ({ page, staff }) => {
  void staff;
  await searchId(page, uniqueName());
  await expect(listRows(page)).toHaveCount(0);
  await expect(page.getByText("No enquiries match")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pages of the list" })).toHaveCount(0);
});

test("'Loading submissions...' shows while a list loads in the browser @js-only", async ({ page, staff }) => {
  void staff;
  const word = uniqueName();
  await insertEnquiries([{ form: "callback", name: `${word} Slow` }]);
  await searchId(page, word);
  // The list's data answers slowly.
  await page.route(/\/admin\.data/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const status = page.locator("[data-loading]");
  await page
    .getByRole("navigation", { name: "Enquiry lists" })
    .getByRole("link", { name: /^Callbacks/ })
    .click();
  await expect(status).toHaveText("Loading submissions...");
  await expect(status).toHaveAttribute("role", "status");
  await listSettled(page);
  await expect(page.getByRole("status").filter({ hasText: "Loading submissions..." })).toHaveCount(0);
  expect(await listedNames(page)).toEqual([`${word} Slow`]);
});

test("a valid quick-contact form sent at once (autofill is that fast) is listed with the others, marked 'Sent very fast'", async ({
  otherClient,
}) => {
  test.setTimeout(120_000);
  // A server of its own whose minimum time to fill is ten minutes: every form is sent "at once", however busy the machine.
  const server = await ownServer({ FORM_MIN_FILL_MS: "600000" });
  try {
    const { page } = await signedInOn(server, otherClient);
    const word = uniqueName();
    const quick = formCases.find((each) => each.form === "quick-contact")!;
    await open(page, "/quick-contact");
    const form = formNamed(page, quick.name);
    await fill(form, quick.fields(`${word} Fast`));
    await form.locator('button[type="submit"]').click();
    await expect(page.locator("[data-confirmation]")).toContainText(quick.confirmation);

    // The list as staff first see it (spam hidden): the enquiry is there, marked, not spam.
    await open(page, "/admin");
    await searchFor(page, word);
    const row = rowOf(page, `${word} Fast`);
    await expect(row.locator("[data-badge=sent-fast]")).toHaveText("Sent very fast");
    await expect(row.locator("[data-badge=spam]")).toHaveCount(0);
    await follow(page, row.getByRole("link", { name: `${word} Fast` }));
    await expect(page.locator("[data-badge=sent-fast]")).toHaveText("Sent very fast");
    await expect(page.getByText("Yes: sooner after the form was shown than a person types.")).toBeVisible();
  } finally {
    await server.stop();
  }
});
