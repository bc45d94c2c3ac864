import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { authMessages } from "#app/auth/messages.ts";
import { codeMissing, codeWrong, tooManyAttempts, unexpectedFailure } from "#app/auth/form-answers.server.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { loadContextFor } from "#app/http/request-context.server.ts";
import { captureLog } from "#tests/support/log-lines.ts";
import { answerOf } from "#tests/support/route-actions.ts";

// Auth's form answers: the status, the body the form shows, the headers, and the mark that makes the page's title
// start with "Error: ".

afterEach(() => {
  vi.restoreAllMocks();
});

// The two answers about a code: the same shape, each with its own status and message.
describe.each([
  { name: "codeMissing", answer: codeMissing, status: 400, message: authMessages.codeMissing },
  { name: "codeWrong", answer: codeWrong, status: 401, message: authMessages.codeWrong },
])("$name", ({ answer: answerFor, status, message }) => {
  it(`answers ${status} with the message on the code field, and marks the page as having errors`, () => {
    const context = new RouterContextProvider();
    const answer = answerOf(answerFor(context));
    expect(answer.status).toBe(status);
    expect(answer.data).toEqual({ errors: { code: message } });
    expect(hasFormErrors(context)).toBe(true);
  });

  it("puts the message on the field it is given", () => {
    const answer = answerOf(answerFor(new RouterContextProvider(), "recoveryCode"));
    expect(answer.data).toEqual({ errors: { recoveryCode: message } });
  });
});

describe("tooManyAttempts", () => {
  it("answers 429 with the wait in words and in Retry-After, keeping the form's own data", () => {
    const context = new RouterContextProvider();
    const answer = answerOf(tooManyAttempts(context, 120, { email: "someone@example.com" }));
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("120");
    expect(answer.data).toEqual({
      email: "someone@example.com",
      message: "Too many failed attempts. Try again in 2 minutes.",
      errors: {},
    });
    expect(hasFormErrors(context)).toBe(true);
  });

  it("says a wait under a minute in seconds, with nothing else in the body", () => {
    const answer = answerOf(tooManyAttempts(new RouterContextProvider(), 1));
    expect(answer.headers.get("Retry-After")).toBe("1");
    expect(answer.data).toEqual({ message: "Too many failed attempts. Try again in 1 second.", errors: {} });
  });
});

describe("unexpectedFailure", () => {
  it("answers 500 with the spec's message and logs the error with the request's id, never the form's data", () => {
    const lines = captureLog();
    const context = loadContextFor({
      originAllowed: true,
      requestId: "req-42",
      clientAddress: "203.0.113.9",
      nonce: "n",
    });
    const request = new Request("https://example.com/sign-in?step=password", {
      method: "POST",
      body: new URLSearchParams({ email: "someone@example.com", password: "correct horse battery" }),
    });
    const answer = answerOf(
      unexpectedFailure(context, request, new Error("connection refused"), { email: "someone@example.com" }),
    );
    expect(answer.status).toBe(500);
    expect(answer.data).toEqual({ email: "someone@example.com", message: "An unexpected error occurred", errors: {} });
    expect(hasFormErrors(context)).toBe(true);

    expect(lines).toEqual([{ level: "error", message: "connection refused" }]);
    // captureLog keeps a line's level and message; the spy it sets holds the whole line.
    const line = JSON.parse(String(vi.mocked(console.error).mock.calls[0]![0])) as Record<string, unknown>;
    expect(line).toMatchObject({ requestId: "req-42", method: "POST", path: "/sign-in" });
    const text = JSON.stringify(line);
    expect(text).not.toContain("someone@example.com");
    expect(text).not.toContain("correct horse battery");
  });
});
