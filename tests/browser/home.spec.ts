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

  test(
    "moves with next and previous, wrapping both ways, and jumps with the dots",
    { tag: "@js-only" },
    async ({ page }) => {
      await open(page, "/");
      const slides = page.locator(`${carousel} [aria-roledescription=slide]`);
      const visible = slides.locator("visible=true");
      await expect(slides).toHaveCount(5);
      await expect(visible).toHaveCount(1);
      await expect(visible).toContainText(testimonials[0]!.quote);
      await expect(page.locator(`${carousel} [aria-live=polite]`)).toHaveCount(1);

      const next = page.getByRole("button", { name: "Next testimonial" });
      const previous = page.getByRole("button", { name: "Previous testimonial" });
      await next.click();
      await expect(visible).toContainText(testimonials[1]!.quote);
      await previous.click();
      await previous.click();
      await expect(visible).toContainText(testimonials[4]!.quote);
      await next.click();
      await expect(visible).toContainText(testimonials[0]!.quote);

      await page.getByRole("button", { name: "Show testimonial 3 of 5" }).click();
      await expect(visible).toContainText(testimonials[2]!.quote);
      await expect(page.getByRole("button", { name: "Show testimonial 3 of 5" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(visible).toContainText("Rated 5 out of 5");
      await expect(visible).toContainText(testimonials[2]!.relation);
    },
  );

  test("never moves by itself", { tag: "@js-only" }, async ({ page }) => {
    await open(page, "/");
    const visible = page.locator(`${carousel} [aria-roledescription=slide]`).locator("visible=true");
    await expect(visible).toContainText(testimonials[0]!.quote);
    await page.waitForTimeout(6_000);
    await expect(visible).toContainText(testimonials[0]!.quote);
  });

  // Issue #14: the arrows were squashed to 33 × 57 px at 390 px and pushed off-screen at 360 and 320 px.
  for (const width of [320, 360, 390, 1280]) {
    test(
      `at ${width}px the arrows are round, at least 44 × 44 px, and every control lies inside the viewport`,
      { tag: "@js-only" },
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, "/");
        for (const name of ["Previous testimonial", "Next testimonial"]) {
          const box = (await page.getByRole("button", { name }).boundingBox())!;
          expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(44);
          expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(44);
          expect(box.width, `${name}: round`).toBe(box.height);
        }
        for (const button of await page.locator(`${carousel} button`).all()) {
          const box = (await button.boundingBox())!;
          const name = await button.getAttribute("aria-label");
          expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(width);
          // WCAG 2.2 target size (minimum) for the dots.
          expect(Math.min(box.width, box.height), `${name}: target size`).toBeGreaterThanOrEqual(24);
        }
      },
    );
  }

  test(
    "without JavaScript all five testimonials are readable and no dead controls show",
    { tag: "@no-js-only" },
    async ({ page }) => {
      await open(page, "/");
      for (const testimonial of testimonials) await expect(page.getByText(testimonial.quote)).toBeVisible();
      await expect(page.getByRole("button", { name: "Next testimonial" })).toHaveCount(0);
    },
  );

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
  const widgetScript = "https://www.cqc.org.uk/sites/all/modules/custom/cqc_widget/widget.js**";

  test("the rating and a link to the CQC location page stand without the widget", async ({ page }) => {
    // The regulator's site cannot be reached from here; make that explicit so the test does not wait on the network.
    await page.route(widgetScript, (route) => route.abort());
    await open(page, "/");
    const box = page.getByTestId("cqc-rating");
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByText("Overall rating")).toBeVisible();
    await expect(box.getByText("Good", { exact: true })).toBeVisible();
    await expect(box.getByRole("link", { name: /See the report on the CQC website/ })).toHaveAttribute(
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

  test(
    "loads the official widget near the viewport, without shifting the layout",
    { tag: "@js-only" },
    async ({ page }) => {
      // A stand-in for the CQC's script, which draws beside its own script element as the real one does.
      await page.route(widgetScript, (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `(function(){var s=document.currentScript;var d=document.createElement('div');d.className='cqc-widget';d.textContent='CQC widget: Good';s.parentNode.insertBefore(d,s.nextSibling);})();`,
        }),
      );
      const requested: string[] = [];
      page.on("request", (request) => {
        if (request.url().startsWith("https://www.cqc.org.uk/")) requested.push(request.url());
      });
      await open(page, "/");
      const box = page.getByTestId("cqc-rating");
      const before = await box.boundingBox();
      expect(requested).toEqual([]);
      await box.scrollIntoViewIfNeeded();
      await expect(box.getByText("CQC widget: Good")).toBeVisible();
      await expect(box.getByText("Overall rating")).toBeHidden();
      expect(requested[0]).toContain("data-id=1-");
      expect(requested[0]).toContain("type=location");
      const after = await box.boundingBox();
      expect(after?.height).toBe(before?.height);
    },
  );
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
  // A prerendered page (hashes) and a server-rendered one (nonce): both must hydrate.
  for (const [path, status] of [
    ["/", 200],
    ["/no-such-page", 404],
  ] as const) {
    const response = await open(page, path, status);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' '(sha256|nonce)-/);
    await expect(page.getByRole("button", { name: "Our Services" })).toBeAttached();
  }
  expect(violations).toEqual([]);
});
