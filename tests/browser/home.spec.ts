import { expect, test } from "@playwright/test";
import { testimonials, faqSection, hero, trustFigures } from "#app/content/home.ts";
import { open } from "#tests/browser/support/pages.ts";

test("the home page's copy is in the server's HTML, sections in the spec's order", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain(hero.headline);
  expect(html).toContain(hero.badge);
  const order = ["hero-title", "services", "why-choose", "how-it-works", "testimonials", "faq", "areas", "contact"].map(
    (id) => html.indexOf(`id="${id}"`),
  );
  expect(order.every((position) => position > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  for (const figure of ["50+", "Families Served", "24/7", "Care Available", "Years Experience", "CQC Regulated"]) {
    expect(html).toContain(figure);
  }
  // The years figure follows from "since 2015" (app/config/facts.ts), counted to the year the page was built.
  const years = trustFigures(new Date().getFullYear()).find((item) => item.label === "Years Experience")!.figure;
  expect(html).toMatch(new RegExp(`<dt>Years Experience</dt><dd[^>]*>${years.replace("+", "\\+")}</dd>`));
  expect(years).not.toBe("5+");
});

test("hero calls to action lead to the assessment and dial the provider", async ({ page }) => {
  await open(page, "/");
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByRole("link", { name: "Get Free Assessment" })).toHaveAttribute("href", "/free-assessment");
  await expect(hero.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+44\d{10}$/);
});

test("six service cards, each with three features and a Learn More link", async ({ page }) => {
  await open(page, "/");
  const cards = page.locator("#services article");
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole("listitem")).toHaveCount(3);
    await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveAttribute("href", /^\/[a-z-]+-(care|living)$/);
  }
});

test.describe("testimonials carousel", () => {
  const carousel = "[aria-roledescription=carousel]";

  // Issue #28: a strip that snaps from slide to slide, with arrows that are links, so it needs no script (the page
  // ships none); the same steps with JavaScript on (the page's small script scrolls the strip) and off (the browser
  // follows the link).
  test("moves with next and previous, wrapping both ways, by mouse and by keyboard", async ({ page }) => {
    // Nine steps, each checking all five slides: it has run past a minute on a busy shared machine.
    test.slow();
    await open(page, "/");
    const slides = page.locator(`${carousel} [aria-roledescription=slide]`);
    await expect(slides).toHaveCount(5);
    const shown = async (index: number) => {
      await expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 });
      for (const other of [0, 1, 2, 3, 4].filter((position) => position !== index))
        await expect(slides.nth(other)).not.toBeInViewport({ ratio: 0.5 });
    };
    const arrow = (index: number, name: "Next testimonial" | "Previous testimonial") =>
      slides.nth(index).getByRole("link", { name });

    await slides.first().scrollIntoViewIfNeeded();
    await shown(0);
    await arrow(0, "Next testimonial").click();
    await shown(1);
    await expect(slides.nth(1)).toContainText(testimonials[1]!.quote);
    await arrow(1, "Previous testimonial").click();
    await shown(0);
    await arrow(0, "Previous testimonial").click();
    await shown(4);
    await expect(slides.nth(4)).toContainText(testimonials[4]!.quote);
    await arrow(4, "Next testimonial").focus();
    await page.keyboard.press("Enter");
    await shown(0);
    await expect(slides.nth(0)).toContainText("Rated 5 out of 5");
    await expect(slides.nth(0)).toContainText(testimonials[0]!.relation);
  });

  test(
    "with JavaScript the strip scrolls alone: no fragment, the focus follows the arrow",
    { tag: "@js-only" },
    async ({ page }) => {
      await open(page, "/");
      const slides = page.locator(`${carousel} [aria-roledescription=slide]`);
      await slides.first().getByRole("link", { name: "Next testimonial" }).focus();
      await page.keyboard.press("Enter");
      await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
      await expect(slides.nth(1).getByRole("link", { name: "Next testimonial" })).toBeFocused();
      expect(new URL(page.url()).hash).toBe("");
    },
  );

  test("never moves by itself", async ({ page }) => {
    await open(page, "/");
    const first = page.locator(`${carousel} [aria-roledescription=slide]`).first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport({ ratio: 0.9 });
    await page.waitForTimeout(6_000);
    await expect(first).toBeInViewport({ ratio: 0.9 });
  });

  // Issue #14: the arrows were squashed to 33 × 57 px at 390 px and pushed off-screen at 360 and 320 px.
  for (const width of [320, 360, 390, 1280]) {
    test(`at ${width}px the arrows are round, at least 48 × 48 px, and lie inside the viewport`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, "/");
      const first = page.locator(`${carousel} [aria-roledescription=slide]`).first();
      for (const name of ["Previous testimonial", "Next testimonial"]) {
        const box = (await first.getByRole("link", { name }).boundingBox())!;
        expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(48);
        expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(48);
        expect(box.width, `${name}: round`).toBe(box.height);
        expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(width);
      }
    });
  }

  test("the reviews link opens the configured page in a new tab", async ({ page }) => {
    await open(page, "/");
    const link = page.getByRole("link", { name: /Read All Reviews on Google/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  });
});

test.describe("FAQ accordion", () => {
  test("one item open at a time, and an open item closes again", async ({ page }) => {
    await open(page, "/");
    const items = page.locator("#faq details");
    await expect(items).toHaveCount(5);
    const [first, second] = [items.nth(0), items.nth(1)];
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText(faqSection.items[0].answer)).toBeVisible();
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open");
    await second.locator("summary").click();
    await expect(second).not.toHaveAttribute("open");
  });

  test("works from the keyboard", async ({ page }) => {
    await open(page, "/");
    const item = page.locator("#faq details").nth(2);
    await item.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(item).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(item).not.toHaveAttribute("open");
  });

  test("'View All FAQs' leads to the all-FAQs page", async ({ page }) => {
    await open(page, "/");
    await expect(page.getByRole("link", { name: "View All FAQs" })).toHaveAttribute("href", "/faqs");
  });
});

test.describe("CQC rating", () => {
  test("the rating and a link to the CQC location page, from the server", async ({ page }) => {
    await open(page, "/");
    const box = page.getByTestId("cqc-rating");
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByText("Overall rating")).toBeVisible();
    // The overall rating first, then each key question's (issue #26: the fake CQC of the test server rates all Good).
    await expect(box.getByText("Good", { exact: true }).first()).toBeVisible();
    await expect(box.getByRole("definition")).toHaveCount(5);
    await expect(box.getByRole("link", { name: /Read the report on the CQC website/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.cqc\.org\.uk\/location\/1-\d+$/,
    );
    // No dead space (issue #14): the box ends one padding below its last line.
    const boxBottom = (await box.boundingBox())!;
    const lastLine = (await box.getByText(/CQC location ID/).boundingBox())!;
    const padding = await box.evaluate(
      (element) =>
        parseFloat(getComputedStyle(element).paddingBottom) + parseFloat(getComputedStyle(element).borderBottomWidth),
    );
    expect(boxBottom.y + boxBottom.height - (lastLine.y + lastLine.height)).toBeLessThanOrEqual(padding + 1);
  });
});

test("the home page describes the provider as a local business in JSON-LD", async ({ page }) => {
  await open(page, "/");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(json["@type"]).toBe("LocalBusiness");
  expect(json.telephone).toMatch(/^\d{5} \d{6}$/);
  expect(json.address).toMatchObject({
    "@type": "PostalAddress",
    addressLocality: "Milton Keynes",
    addressCountry: "GB",
  });
  expect(json.areaServed.map((area: { name: string }) => area.name)).toEqual(
    expect.arrayContaining(["Milton Keynes", "Buckinghamshire"]),
  );
  expect(json.openingHoursSpecification[0]).toMatchObject({ opens: "08:00", closes: "18:00" });
});

test("pages run under the Content Security Policy without violations", { tag: "@js-only" }, async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  // Some refusals reach only the page's own event, not the console: zod's probe for `new Function` (which zod catches)
  // is one, and it ran on every form page whose answers were checked in the browser.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      document.documentElement.dataset.cspViolations = `${document.documentElement.dataset.cspViolations ?? ""}${event.violatedDirective} ${event.blockedURI};`;
    });
  });
  const refusedIn = async () => (await page.locator("html").getAttribute("data-csp-violations")) ?? "";
  // A prerendered page (hashes) and server-rendered ones (nonce): each must hydrate. (The pages that do not hydrate,
  // home among them, are checked for errors of any kind by no-hydration.spec.ts.) On the forms, an empty send makes
  // the browser check the answers with the forms' schemas.
  for (const [path, send] of [
    ["/care-costs", null],
    ["/contact", "Submit Enquiry"],
    ["/careers/apply", "Send application"],
  ] as const) {
    const response = await open(page, path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' '(sha256|nonce)-/);
    await expect(page.getByRole("button", { name: "Our Services" })).toBeAttached();
    if (send) {
      await page.getByRole("button", { name: send }).first().click();
      await expect(page.locator("[data-error-summary]")).toContainText("There is a problem");
    }
    expect(await refusedIn(), `refused on ${path}`).toBe("");
  }
  expect(violations).toEqual([]);
});
