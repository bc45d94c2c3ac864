import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { dialects, useTestDatabase } from "#tests/support/databases.ts";
import { answerOfCall, signedInStaff } from "#tests/support/route-actions.ts";
import { authMessages } from "#app/auth/messages.ts";
import { hasFormErrors } from "#app/http/form-errors.server.ts";
import { accountAction, accountPage } from "#app/routes/admin/account.server.ts";

// "My account"'s work: each form's intent read by one schema (anything else a 400 that changes nothing), and the
// forms' own checks in their words before any password or code is tried.

const NOW = new Date(Date.UTC(2026, 10, 21, 10));

describe.each(dialects)("My account on %s", (dialect) => {
  const current = useTestDatabase(dialect);
  const act = async (fields: Record<string, string>) => {
    const context = new RouterContextProvider();
    const staff = await signedInStaff(current(), "staff", NOW);
    const request = new Request("http://localhost/admin/account", { method: "POST" });
    const answer = await answerOfCall(() => accountAction(staff, new URLSearchParams(fields), { request, context }));
    return { ...answer, marked: hasFormErrors(context) };
  };

  it("answers an intent that is none of its forms with a 400 in plain words", async () => {
    for (const intent of ["", "delete-account", "end"]) {
      const answer = await act({ intent, password: "x" });
      expect([intent, answer.status, answer.data]).toMatchObject([
        intent,
        400,
        { title: "Your form could not be read" },
      ]);
    }
  });

  it("asks for what each form needs before trying anything, in its words", async () => {
    expect(await act({ intent: "renew-codes" })).toMatchObject({
      status: 400,
      marked: true,
      data: {
        form: "codes",
        errors: { "codes-password": authMessages.currentMissing, "codes-code": authMessages.codeMissing },
      },
    });
    expect(await act({ intent: "sessions", "sessions-code": "  ", end: "others" })).toMatchObject({
      status: 400,
      data: { form: "sessions", errors: { "sessions-code": authMessages.codeMissing } },
    });
    const password = await act({ intent: "password" });
    expect(password).toMatchObject({ status: 400, data: { form: "password", status: "invalid" } });
  });

  it("a wrong code ends no session (401)", async () => {
    const answer = await act({ intent: "sessions", "sessions-code": "000000", end: "everywhere" });
    expect(answer).toMatchObject({ status: 401, data: { errors: { "sessions-code": authMessages.codeWrong } } });
  });

  it("lists one's sessions, this one marked", async () => {
    const staff = await signedInStaff(current(), "staff", NOW);
    const page = await accountPage(staff, new RouterContextProvider(), NOW);
    expect(page.email).toBe(staff.session.account.email);
    expect(page.sessions).toEqual([expect.objectContaining({ id: staff.session.id, current: true })]);
  });
});
