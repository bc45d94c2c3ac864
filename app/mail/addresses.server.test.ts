import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "#app/config/env.server.ts";
import { escalationRecipients, senderOf, staffRecipients } from "#app/mail/addresses.server.ts";

// Every test sets the variables it reads; a blank variable counts as unset (env.server.ts), so the machine's own
// environment cannot change the answers.
const ADDRESS_VARIABLES = [
  "NOTIFY_TO",
  "NOTIFY_TO_QUICK_CONTACT",
  "NOTIFY_TO_CONTACT",
  "NOTIFY_TO_CALLBACK",
  "NOTIFY_TO_ASSESSMENT",
  "ESCALATE_TO",
  "MAIL_FROM",
  "SMTP_URL",
  "PROVIDER_NAME",
  "CONTACT_EMAIL",
];

function configure(variables: Record<string, string>): void {
  for (const name of ADDRESS_VARIABLES) vi.stubEnv(name, variables[name] ?? "");
  resetEnvForTests();
}

beforeEach(() => configure({}));

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("staffRecipients", () => {
  it("is a form's own NOTIFY_TO_<FORM> when set, else NOTIFY_TO", () => {
    configure({ NOTIFY_TO: "office@example.org", NOTIFY_TO_CALLBACK: "calls@example.org, duty@example.org" });
    expect(staffRecipients("callback")).toEqual(["calls@example.org", "duty@example.org"]);
    expect(staffRecipients("contact")).toEqual(["office@example.org"]);
    expect(staffRecipients("assessment")).toEqual(["office@example.org"]);
  });

  it("is a form's own list even without NOTIFY_TO", () => {
    configure({ NOTIFY_TO_ASSESSMENT: "assessments@example.org" });
    expect(staffRecipients("assessment")).toEqual(["assessments@example.org"]);
    expect(staffRecipients("quick-contact")).toEqual([]);
  });

  it("is nobody when neither is set", () => {
    expect(staffRecipients("contact")).toEqual([]);
  });
});

describe("escalationRecipients", () => {
  it("is ESCALATE_TO when set, else NOTIFY_TO, else nobody", () => {
    configure({ NOTIFY_TO: "office@example.org", ESCALATE_TO: "manager@example.org" });
    expect(escalationRecipients()).toEqual(["manager@example.org"]);
    configure({ NOTIFY_TO: "office@example.org" });
    expect(escalationRecipients()).toEqual(["office@example.org"]);
    configure({});
    expect(escalationRecipients()).toEqual([]);
  });
});

describe("senderOf", () => {
  it("is MAIL_FROM as written when set", () => {
    configure({ MAIL_FROM: "Willowbrook Office <office@example.org>", PROVIDER_NAME: "Oakfield" });
    expect(senderOf()).toBe("Willowbrook Office <office@example.org>");
  });

  it("is the provider's trading name and contact address otherwise", () => {
    configure({ PROVIDER_NAME: "Oakfield", CONTACT_EMAIL: "hello@oakfield.example.org" });
    expect(senderOf()).toEqual({ name: "Oakfield Care", address: "hello@oakfield.example.org" });
    configure({});
    expect(senderOf()).toEqual({ name: "Willowbrook Care", address: "hello@willowbrook-care.example.org" });
  });
});
