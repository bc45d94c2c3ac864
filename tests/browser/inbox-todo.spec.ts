import type { Page } from "@playwright/test";
import { addDays } from "#app/enquiries/office-time.ts";
import { ukToday } from "#app/utils/uk-day.ts";
import { expectNoAxeViolations } from "#tests/browser/support/axe.ts";
import {
  applyFilters,
  dramaPhone,
  expect,
  follow,
  insertEnquiries,
  listedNames,
  listRows,
  openList,
  rowOf,
  searchFor,
  test,
  uniqueName,
  type EnquiryInput,
} from "#tests/browser/support/inbox.ts";
import { overflowProblems } from "#tests/browser/support/overflow.ts";
import { open } from "#tests/browser/support/pages.ts";
import { firstSignIn, makeAccount, ownServer } from "#tests/browser/support/staff.ts";

// The inbox as the office's to-do list (issues 24 and 25): To do, the page staff land on, lists the open enquiries not
// reached yet first, the overdue ones first, and says by how much; a callback chosen for today is urgent; and on a
// phone and an office screen the work comes first (the first row high on the page, rows short, ten to a screen).

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
const tabs = (page: Page) => page.getByRole("navigation", { name: "Enquiry lists" });

test("To do, the default: open enquiries not reached yet first, overdue first and by how much; a callback chosen for today is in 'Urgent only'", async ({
  page,
  staff,
}) => {
  void staff;
  const word = uniqueName();
  const today = ukToday();
  await insertEnquiries([
    { form: "contact", name: `${word} Later`, createdAt: ago(10), dueAt: inMinutes(50) },
    { form: "quick-contact", name: `${word} Overdue`, createdAt: ago(180), dueAt: ago(70) },
    {
      form: "callback",
      name: `${word} Today`,
      createdAt: ago(5),
      dueAt: inMinutes(180),
      details: { preferred_date: today, preferred_time: "evening" },
    },
    {
      form: "callback",
      name: `${word} Tomorrow`,
      createdAt: ago(4),
      dueAt: inMinutes(27 * 60),
      details: { preferred_date: addDays(today, 1), preferred_time: "morning" },
    },
    {
      form: "contact",
      name: `${word} Contacted`,
      status: "contacted",
      read: true,
      createdAt: ago(400),
      dueAt: ago(300),
      firstContactedAt: ago(380),
    },
    { form: "assessment", name: `${word} Started`, status: "care-started", createdAt: ago(900), dueAt: ago(800) },
  ]);

  // /admin is To do.
  await open(page, "/admin");
  await expect(tabs(page).getByRole("link", { name: /^To do/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "To do" })).toBeVisible();
  // A search looks everywhere (All enquiries); the To do tab keeps it, to see only this test's enquiries.
  await searchFor(page, word);
  expect(new URL(page.url()).searchParams.get("form")).toBe("all");
  await follow(page, tabs(page).getByRole("link", { name: /^To do/ }));
  expect(new URL(page.url()).searchParams.has("form")).toBe(false);

  // Not reached yet, by due time (the overdue one first), then the contacted one; care started is not To do's.
  expect(await listedNames(page)).toEqual([
    `${word} Overdue`,
    `${word} Later`,
    `${word} Today`,
    `${word} Tomorrow`,
    `${word} Contacted`,
  ]);
  const overdue = rowOf(page, `${word} Overdue`);
  await expect(overdue.locator("[data-due]")).toHaveText(/^Overdue by 1 h 1[01] min$/);
  await expect(rowOf(page, `${word} Later`).locator("[data-due]")).toHaveText(/^Due in (49|50) min$/);
  await expect(rowOf(page, `${word} Contacted`).locator("[data-due]")).toHaveText("First call after 20 min");
  // The stage and the assignee in words, a callback's chosen day and window; unread in bold with a hidden word.
  await expect(overdue.locator("[data-stage]")).toHaveText("New");
  await expect(overdue).toContainText("Nobody");
  await expect(rowOf(page, `${word} Today`).locator("[data-chosen-time]")).toHaveText(
    /Chosen: Today, Evening \(5pm-8pm\)$/,
  );
  await expect(rowOf(page, `${word} Tomorrow`).locator("[data-chosen-time]")).toHaveText(
    /Chosen: Tomorrow, Morning \(8am-12pm\)$/,
  );
  await expect(overdue.getByRole("link", { name: `${word} Overdue`, exact: true })).toHaveCSS("font-weight", "700");
  await expect(overdue.getByText("(unread)")).toHaveCount(1);
  await expect(
    rowOf(page, `${word} Contacted`).getByRole("link", { name: `${word} Contacted`, exact: true }),
  ).toHaveCSS("font-weight", "400");
  await expect(page.locator("[data-badge=new], [data-badge=read]")).toHaveCount(0);

  // Urgent only: the callback chosen for today, not tomorrow's; in To do and in All.
  await applyFilters(page, { urgent: true });
  expect(await listedNames(page)).toEqual([`${word} Today`]);
  await expect(rowOf(page, `${word} Today`).locator("[data-badge=urgent]")).toHaveText("Urgent");
  await openList(page, { ...Object.fromEntries(new URL(page.url()).searchParams), form: "all" });
  expect(await listedNames(page)).toEqual([`${word} Today`]);
});

/** A realistic morning's inbox: every form, overdue and due later, some called, some assigned, a few long names. */
function morningInbox(coordinator: number): EnquiryInput[] {
  const people = [
    "Margaret Thompson",
    "David Okafor",
    "Siobhan O'Connell-Fitzgerald",
    "Raj Patel",
    "Eleanor Whitworth",
    "Tomasz Kowalski",
    "Grace Adeyemi",
    "Hamish MacLeod",
    "Priya Chaudhary-Benson",
    "Arthur Lewis",
  ];
  const forms = ["callback", "quick-contact", "assessment", "contact"] as const;
  return Array.from({ length: 60 }, (_, index) => {
    const form = forms[index % forms.length]!;
    const called = index % 5 === 4;
    return {
      form,
      name: `${people[index % people.length]} ${index + 1}`,
      phone: dramaPhone(),
      createdAt: ago(30 + index * 37),
      dueAt: ago(index % 3 === 0 ? 70 + index : -25 - index * 11),
      firstContactedAt: called ? ago(20 + index * 30) : null,
      status: called ? ("contacted" as const) : ("new" as const),
      read: index % 2 === 1,
      assignedTo: index % 4 === 1 ? coordinator : null,
      urgency: form === "contact" && index % 8 === 3 ? "immediate" : undefined,
      details: form === "callback" ? { preferred_date: ukToday(), preferred_time: "afternoon" } : undefined,
    };
  });
}

/** Where the list is on the page: the first row's top, the tallest row, how many rows are wholly in view. */
async function listLayout(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const viewport = page.viewportSize()!;
  const boxes = await listRows(page).evaluateAll((rows) =>
    rows.slice(0, 30).map((row) => {
      const box = row.getBoundingClientRect();
      return { top: box.top + window.scrollY, height: box.height };
    }),
  );
  const tabTops = await tabs(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  const notice = await page.locator("[data-mail-notice] p").first().boundingBox();
  return {
    firstTop: Math.round(boxes[0]!.top),
    tallest: Math.round(Math.max(...boxes.map((box) => box.height))),
    inView: boxes.filter((box) => box.top + box.height <= viewport.height).length,
    tabLines: new Set(tabTops).size,
    noticeHeight: Math.round(notice?.height ?? 0),
  };
}

test("the work first: at 390 px the first row within 600 px and each at most 140 px, the tabs and the e-mail notice one line; ten rows at 1280 × 900; nothing overflows at 320 px; axe finds nothing @js-only", async ({
  otherClient,
}) => {
  test.setTimeout(150_000);
  // A server of its own: a known inbox (no other test's rows) without a mail server, as an office may be.
  const server = await ownServer();
  try {
    const coordinator = await makeAccount({ role: "staff", file: server.file });
    await insertEnquiries(morningInbox(coordinator.id), server.file);
    const page = await otherClient({ baseURL: server.url });
    await firstSignIn(page, coordinator);
    const shots = process.env.INBOX_SCREENSHOTS;
    const seen: Record<number, Awaited<ReturnType<typeof listLayout>>> = {};
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
      [320, 700],
    ] as const) {
      await page.setViewportSize({ width, height });
      await open(page, "/admin");
      await expect(listRows(page).first()).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/inbox-${width}.png` });
      seen[width] = await listLayout(page);
    }
    const layout = JSON.stringify(seen);
    // A phone: the first enquiry within the first 600 px, each row at most 140 px, tabs and notice on one line.
    expect(seen[390]!.firstTop, layout).toBeLessThanOrEqual(600);
    expect(seen[390]!.tallest, layout).toBeLessThanOrEqual(140);
    expect(seen[390]!.tabLines, layout).toBe(1);
    expect(seen[390]!.noticeHeight, layout).toBeGreaterThan(0);
    expect(seen[390]!.noticeHeight, layout).toBeLessThanOrEqual(24);
    // An office screen: at least ten rows without scrolling.
    expect(seen[1280]!.inView, layout).toBeGreaterThanOrEqual(10);
    expect(seen[1280]!.tabLines, layout).toBe(1);
    // The smallest phone: one line of tabs, and nothing sticks out.
    expect(seen[320]!.tabLines, layout).toBe(1);
    expect(await overflowProblems(page)).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  } finally {
    await server.stop();
  }
});
