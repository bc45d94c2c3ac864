import { describe, expect, it } from "vitest";
import { formDefinitions } from "#app/enquiries/definitions.ts";
import {
  enquiryFormReducer,
  enquiryFormView,
  initialEnquiryFormState,
  toastFor,
  type EnquiryFormAnswers,
  type EnquiryFormState,
} from "#app/forms/enquiry-form-state.ts";
import type { FormActionResult } from "#app/forms/results.ts";

const contact = formDefinitions.contact;
const start = initialEnquiryFormState("server-key", "browser-key");
const success: FormActionResult = { status: "success", form: "contact", reference: "ENQ-1", callBack: { phone: "0" } };
const invalid: FormActionResult = {
  status: "invalid",
  form: "contact",
  errors: { name: "Enter your name", email: "Enter your e-mail address" },
  values: { name: "", email: "x" },
};
const failed: FormActionResult = { status: "failed", form: "contact", message: "Try again.", values: { name: "Ann" } };
const limited: FormActionResult = { status: "rate-limited", form: "contact", message: "Too many.", values: {} };
const toast = { title: "t", text: "x", tone: "success" } as const;

const after = (state: EnquiryFormState, ...events: Parameters<typeof enquiryFormReducer>[1][]) =>
  events.reduce(enquiryFormReducer, state);
const answers = (over: Partial<EnquiryFormAnswers> = {}): EnquiryFormAnswers => ({
  fetched: undefined,
  serverResult: undefined,
  initialValues: undefined,
  failureTitle: contact.failure.title,
  ...over,
});

describe("the enquiry form's starting state", () => {
  it("keeps the server's key, else the one made in the browser", () => {
    expect(start.idempotencyKey).toBe("server-key");
    expect(initialEnquiryFormState(undefined, "browser-key").idempotencyKey).toBe("browser-key");
    expect(start).toMatchObject({ generation: 0, emptied: false, cleared: null, clientErrors: null, toast: null });
  });
});

describe("the toast for the fetcher's answer", () => {
  it("says a success with the form's title and success text", () => {
    expect(toastFor(success, contact, "Thank you.")).toEqual({
      title: contact.success.title,
      text: "Thank you.",
      tone: "success",
    });
  });
  it("says the first error of an invalid answer", () => {
    expect(toastFor(invalid, contact, "")).toEqual({
      title: "Validation Error",
      text: "Enter your name",
      tone: "error",
    });
  });
  it("says a failure or the rate limit with the form's failure title and the server's message", () => {
    expect(toastFor(failed, contact, "")).toEqual({ title: "Submission Failed", text: "Try again.", tone: "error" });
    expect(toastFor(limited, contact, "")).toEqual({ title: "Submission Failed", text: "Too many.", tone: "error" });
  });
});

describe("the enquiry form's events", () => {
  it("acts on each answer once: a success empties the form, forgets Clear Form's values and renews the key", () => {
    const cleared = after(start, { type: "cleared", values: { name: "Ann" } });
    const answered = after(cleared, { type: "answered", answer: success, toast, nextKey: "new-key" });
    expect(answered).toMatchObject({
      handled: success,
      toast,
      generation: cleared.generation + 1,
      emptied: true,
      cleared: null,
      restored: undefined,
      idempotencyKey: "new-key",
    });
    expect(enquiryFormReducer(answered, { type: "answered", answer: success, toast, nextKey: "other" })).toBe(answered);
  });

  it("only shows the toast for an answer that is not a success, keeping the key and the form", () => {
    const answered = after(start, { type: "answered", answer: failed, toast, nextKey: "new-key" });
    expect(answered).toEqual({ ...start, handled: failed, toast });
  });

  it("keeps the browser's errors and says the first in a toast when the check refuses the post", () => {
    const refused = after(start, { type: "refused", errors: { phone: "Enter a phone number", name: "x" } });
    expect(refused.clientErrors).toEqual({ phone: "Enter a phone number", name: "x" });
    expect(refused.toast).toEqual({ title: "Validation Error", text: "Enter a phone number", tone: "error" });
  });

  it("forgets the browser's errors, the emptying and the cleared values when the post goes", () => {
    const before = after(
      start,
      { type: "refused", errors: { name: "x" } },
      { type: "cleared", values: { name: "Ann" } },
    );
    expect(after(before, { type: "submitted" })).toMatchObject({ clientErrors: null, emptied: false, cleared: null });
  });

  it("keeps what Clear Form took away, draws the form again empty, and Undo brings it back", () => {
    const errored = after(start, { type: "refused", errors: { name: "x" } });
    const cleared = after(errored, { type: "cleared", values: { name: "Ann" } });
    expect(cleared).toMatchObject({ cleared: { name: "Ann" }, clientErrors: null, emptied: true, generation: 1 });
    const undone = after(cleared, { type: "undone" });
    expect(undone).toMatchObject({ restored: { name: "Ann" }, cleared: null, generation: 2 });
    // Clearing again takes away what Undo brought back.
    expect(after(undone, { type: "cleared", values: { name: "Bo" } }).restored).toBeUndefined();
  });

  it("keeps the earlier cleared values when there was no form to read", () => {
    const cleared = after(start, { type: "cleared", values: { name: "Ann" } }, { type: "cleared", values: undefined });
    expect(cleared.cleared).toEqual({ name: "Ann" });
  });

  it("leaves a confirmation with Send another, and dismisses the toast", () => {
    const left = after(start, { type: "undone" }, { type: "sent-another", result: success });
    expect(left).toMatchObject({ leftSuccess: success, emptied: true, restored: undefined });
    expect(after({ ...start, toast }, { type: "toast-dismissed" }).toast).toBeNull();
  });
});

describe("what the enquiry form shows", () => {
  it("shows the server's answer without JavaScript: its errors and the values sent back", () => {
    const view = enquiryFormView(start, answers({ serverResult: invalid, initialValues: { topic: "t" } }));
    expect(view).toEqual({
      result: invalid,
      errors: invalid.errors,
      problem: undefined,
      succeeded: false,
      values: invalid.values,
    });
  });

  it("starts with the initial values when nothing was sent back", () => {
    expect(enquiryFormView(start, answers({ initialValues: { topic: "t" } })).values).toEqual({ topic: "t" });
  });

  it("prefers the fetcher's answer, and never shows values sent back to the fetcher", () => {
    const view = enquiryFormView(start, answers({ fetched: failed, serverResult: invalid }));
    expect(view.result).toBe(failed);
    expect(view.errors).toEqual({});
    expect(view.values).toBeUndefined();
  });

  it("says a failure with the form's failure title and the rate limit as it is", () => {
    expect(enquiryFormView(start, answers({ serverResult: failed })).problem).toBe("Submission Failed. Try again.");
    expect(enquiryFormView(start, answers({ serverResult: limited })).problem).toBe("Too many.");
  });

  it("shows the browser's errors over the server's", () => {
    const state = after(start, { type: "refused", errors: { phone: "p" } });
    expect(enquiryFormView(state, answers({ serverResult: invalid })).errors).toEqual({ phone: "p" });
  });

  it("hides the server's errors, problem and values once the form has been emptied", () => {
    const state = after(start, { type: "cleared", values: {} });
    for (const serverResult of [invalid, failed]) {
      const view = enquiryFormView(state, answers({ serverResult, initialValues: { topic: "t" } }));
      expect(view).toMatchObject({ errors: {}, problem: undefined, values: undefined });
    }
  });

  it("fills the form with what Undo brought back", () => {
    const state = after(start, { type: "cleared", values: { name: "Ann" } }, { type: "undone" });
    expect(enquiryFormView(state, answers({ serverResult: invalid })).values).toEqual({ name: "Ann" });
  });

  it("shows the confirmation for a success until the visitor leaves it or the browser finds errors", () => {
    expect(enquiryFormView(start, answers({ serverResult: success }))).toMatchObject({
      succeeded: true,
      values: undefined,
    });
    const emptied = after(start, { type: "cleared", values: {} });
    expect(enquiryFormView(emptied, answers({ fetched: success })).succeeded).toBe(true);
    const left = after(start, { type: "sent-another", result: success });
    expect(enquiryFormView(left, answers({ fetched: success })).succeeded).toBe(false);
    const refused = after(start, { type: "refused", errors: { name: "x" } });
    expect(enquiryFormView(refused, answers({ fetched: success })).succeeded).toBe(false);
  });
});
