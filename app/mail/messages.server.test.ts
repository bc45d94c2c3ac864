import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "#app/config/business.ts";
import { acknowledgementMail, enquiryMail, escapeHtml, firstNameOf, staffMail } from "#app/mail/messages.server.ts";

const business = { ...defaultBusinessDetails(), siteUrl: "https://care.example.org" };

describe("firstNameOf", () => {
  it("is the first word, without control characters, at most 40 characters", () => {
    expect(firstNameOf("  Margaret  Ann Smith ")).toBe("Margaret");
    expect(firstNameOf("Ann\r\nBcc: x@example.org")).toBe("Ann");
    expect(firstNameOf("\u0000\u200bZoë\u2028Smith")).toBe("Zoë");
    expect(firstNameOf("x".repeat(40))).toBe("x".repeat(40));
    expect(firstNameOf("x".repeat(41))).toBe("x".repeat(40));
    expect(firstNameOf("   ")).toBe("");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that carry meaning in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;",
    );
  });
});

describe("the e-mails", () => {
  const enquiry = {
    id: 42,
    form: "contact" as const,
    reference: null,
    urgency: "week",
    name: "Cara Jones",
    createdAt: new Date("2026-07-01T13:05:00Z"),
  };

  it("to staff: the form, urgency, UK time (BST here), first name and link; '(none given)' without a name", () => {
    const mail = enquiryMail(enquiry, business);
    expect(mail.subject).toBe("New enquiry");
    expect(mail.text).toContain(
      "Form: Enquiry\nUrgency: Within a week\nReceived: 1 Jul 2026, 14:05 (UK time)\nFirst name: Cara\n",
    );
    expect(mail.text).toContain("https://care.example.org/admin/enquiries/42");
    expect(mail.text).not.toContain("Jones");
    expect(enquiryMail({ ...enquiry, name: " " }, business).text).toContain("First name: (none given)");
    expect(enquiryMail({ ...enquiry, form: "callback", urgency: null }, business).text).not.toContain("Urgency");
  });

  it("to a visitor: thanks once, what happens next, the phone number; a reference only where there is one", () => {
    const mail = acknowledgementMail({ form: "contact", reference: null }, business);
    expect(mail.subject).toBe("We have received your enquiry");
    expect(mail.text.match(/Thank you for contacting/g)).toHaveLength(1);
    expect(mail.text).toContain("We'll respond within 2 hours during office hours.");
    expect(mail.text).toContain(business.mainPhone);
    expect(mail.text).not.toContain("reference");
  });

  it("to staff members: each kind with its subject and link", () => {
    const link = "https://care.example.org/auth/invite/abc";
    expect(staffMail("staff-invite", { link }, business)).toMatchObject({
      subject: "You are invited to the Willowbrook Care staff pages",
    });
    expect(staffMail("staff-invite", { link }, business).text).toContain(`${link}\n`);
    expect(staffMail("staff-password-reset", { link }, business).subject).toBe(
      "Set a new password for the Willowbrook Care staff pages",
    );
    expect(staffMail("staff-password-reset", { link }, business).text).toContain("for 24 hours");
    expect(staffMail("staff-approved", {}, business).text).toContain("https://care.example.org/auth\n");
    expect(staffMail("staff-address-in-use", {}, business).text).toContain("Nothing has changed.");
  });
});
