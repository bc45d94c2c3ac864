import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { metaFields, successText } from "#app/enquiries/definitions.ts";
import { CallbackForm } from "#app/forms/callback/callback-form.tsx";
import { newIdempotencyKey } from "#app/forms/enquiry-form-hooks.ts";
import type { FormActionResult, ServerFormData } from "#app/forms/results.ts";

/**
 * The enquiry form as the server draws it (the page without JavaScript, and the first drawing before hydration), through
 * one of the four forms that use it. What it does in the browser is covered by its state (enquiry-form-state.test.ts)
 * and by the browser specs (tests/browser/forms.spec.ts and others).
 */
function render(props: { server?: ServerFormData; serverResult?: FormActionResult; topic?: string }) {
  const Stub = createRoutesStub([{ path: "/request-a-callback", Component: () => <CallbackForm {...props} /> }]);
  return renderToString(<Stub initialEntries={["/request-a-callback"]} />);
}

const server: ServerFormData = { idempotencyKey: "key-1", startedAt: "123.mac", today: "2026-11-27", hasErrors: false };
const business = defaultBusinessDetails();
const hidden = (html: string, name: string) =>
  html.match(new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`))?.[1];

describe("the enquiry form without JavaScript", () => {
  it("carries the guards' hidden fields: the server's key and start time, the page, and the honeypot", () => {
    const html = render({ server });
    expect(hidden(html, metaFields.idempotencyKey)).toBe("key-1");
    expect(hidden(html, metaFields.startedAt)).toBe("123.mac");
    expect(hidden(html, metaFields.originPage)).toBe("/request-a-callback");
    expect(html).toContain(`name="${metaFields.honeypot}"`);
    expect(html).toContain('action="/request-a-callback"');
    expect(html).toContain('aria-label="Request a callback"');
    // The marks of JavaScript, Clear Form's notice and the toast come after hydration only.
    expect(html).not.toContain(`name="${metaFields.js}"`);
    expect(html).not.toContain(`name="${metaFields.elapsedMs}"`);
    expect(html).not.toContain("data-cleared-notice");
  });

  it("carries no key or start time on a prerendered page (the browser makes its key)", () => {
    const html = render({});
    expect(html).not.toContain(`name="${metaFields.idempotencyKey}"`);
    expect(html).not.toContain(`name="${metaFields.startedAt}"`);
  });

  it("starts with the initial values, and shows the server's errors with the values sent back", () => {
    expect(render({ server, topic: "Live-in care" })).toContain("Live-in care</textarea>");
    const invalid: FormActionResult = {
      status: "invalid",
      form: "callback",
      errors: { name: "Enter your name" },
      values: { name: "", phone: "0123", topic: "Sent back" },
    };
    const html = render({ server, serverResult: invalid, topic: "Live-in care" });
    expect(html).toContain("data-error-summary");
    expect(html).toContain("Enter your name");
    expect(html).toContain('value="0123"');
    expect(html).toContain("Sent back</textarea>");
    expect(html).not.toContain("Live-in care");
  });

  it("says a failure in the summary with the phone number as the way on", () => {
    const failed: FormActionResult = { status: "failed", form: "callback", message: "Please try again.", values: {} };
    const html = render({ server, serverResult: failed });
    expect(html).toContain("Submission Failed. Please try again.");
    expect(html).toContain(`Call <!-- -->${business.mainPhone}`);
  });

  it("shows the confirmation instead of the form after a success, with Send another as a link to the page", () => {
    const success: FormActionResult = {
      status: "success",
      form: "callback",
      reference: "ENQ-42",
      callBack: { phone: "07700 900123" },
    };
    const html = render({ server, serverResult: success });
    expect(html).not.toContain("<form");
    expect(html).toContain("ENQ-42");
    expect(html).toContain(successText("callback", business.tradingName).replaceAll("'", "&#x27;"));
    expect(html).toContain("07700 900123");
    expect(html).toMatch(
      /<a href="\/request-a-callback" class="button-secondary" data-send-another="true">Request another callback<\/a>/,
    );
  });
});

describe("the idempotency key made in the browser", () => {
  it("is 32 hexadecimal digits (with dashes from randomUUID), new each time", () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
