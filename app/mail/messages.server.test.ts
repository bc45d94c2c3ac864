import { describe, expect, it } from "vitest";
import { defaultBusinessDetails } from "#app/config/business.ts";
import {
  acknowledgementMail,
  enquiryMail,
  escapeHtml,
  firstNameOf,
  staffMail,
  type CqcAlert,
  type EnquiryFacts,
  type Escalation,
  type MailContent,
} from "#app/mail/messages.server.ts";

const business = { ...defaultBusinessDetails(), siteUrl: "https://care.example.org" };

// Each e-mail is checked whole, every word of it: the wording is what a person reads, so a lost sentence, a link
// that points elsewhere or a doubled blank line must fail a test (issue #23, the mutation score of app/mail).

/** The HTML part around a message's paragraphs, written out here rather than taken from the code. */
function html(body: string): string {
  return (
    `<!doctype html>\n<html lang="en-GB"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">\n` +
    `${body}\n</body></html>\n`
  );
}

/** The labelled lines of a message as an HTML table. */
function table(rows: [string, string][]): string {
  const cells = rows.map(
    ([label, value]) => `<tr><th align="left" style="padding-right:1em">${label}</th><td>${value}</td></tr>`,
  );
  return `<table role="presentation">${cells.join("")}</table>`;
}

describe("firstNameOf", () => {
  it("is the first word, without control characters, at most 40 characters", () => {
    expect(firstNameOf("  Margaret  Ann Smith ")).toBe("Margaret");
    expect(firstNameOf("Ann\r\nBcc: x@example.org")).toBe("Ann");
    expect(firstNameOf("\u0000\u200bZoë\u2028Smith")).toBe("Zoë");
    expect(firstNameOf("x".repeat(40))).toBe("x".repeat(40));
    expect(firstNameOf("x".repeat(41))).toBe("x".repeat(40));
    // Forty characters, not forty UTF-16 units: an emoji is not cut in half.
    expect(firstNameOf("😀".repeat(41))).toBe("😀".repeat(40));
  });

  it("is empty for a name of spaces or control characters only", () => {
    expect(firstNameOf("   ")).toBe("");
    expect(firstNameOf("")).toBe("");
    expect(firstNameOf("\u0000\r\n\u200b\u2029\t")).toBe("");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that carry meaning in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;",
    );
  });
});

describe("the e-mail to staff about a new enquiry", () => {
  const enquiry: EnquiryFacts = {
    id: 42,
    form: "contact",
    reference: null,
    urgency: "week",
    name: "Cara Jones",
    createdAt: new Date("2026-07-01T13:05:00Z"),
  };
  const outro = "The person's details and what they wrote are in the inbox only: they are never sent by e-mail.";

  it("tells the form, urgency, UK time (BST here), first name and where to read it", () => {
    expect(enquiryMail(enquiry, business)).toEqual<MailContent>({
      subject: "New enquiry",
      text:
        "A new enquiry from the contact form arrived on the Willowbrook Care website.\n\n" +
        "Form: Enquiry\nUrgency: Within a week\nReceived: 1 Jul 2026, 14:05 (UK time)\nFirst name: Cara\n\n" +
        "Read it in the staff inbox (sign-in needed):\nhttps://care.example.org/admin/enquiries/42\n\n" +
        `${outro}\n`,
      html: html(
        "<p>A new enquiry from the contact form arrived on the Willowbrook Care website.</p>\n" +
          table([
            ["Form", "Enquiry"],
            ["Urgency", "Within a week"],
            ["Received", "1 Jul 2026, 14:05 (UK time)"],
            ["First name", "Cara"],
          ]) +
          "\n" +
          '<p><a href="https://care.example.org/admin/enquiries/42">Read it in the staff inbox (sign-in needed)</a></p>\n' +
          "<p>The person&#39;s details and what they wrote are in the inbox only: they are never sent by e-mail.</p>",
      ),
    });
  });

  it("an urgent assessment: its reference in the subject and the lines, GMT in winter, the first name escaped", () => {
    const mail = enquiryMail(
      {
        id: 7,
        form: "assessment",
        reference: "FA-1234",
        urgency: "immediate",
        name: "  Zoë<b>&'\" O'Neil",
        createdAt: new Date("2026-01-15T09:30:00Z"),
      },
      business,
    );
    expect(mail).toEqual<MailContent>({
      subject: "New free assessment request FA-1234 (urgent)",
      text:
        "A new free assessment request arrived on the Willowbrook Care website.\n\n" +
        "Form: Free assessment request\nUrgency: Immediately (within 24-48 hours) (urgent)\n" +
        "Received: 15 Jan 2026, 09:30 (UK time)\nFirst name: Zoë<b>&'\"\nReference: FA-1234\n\n" +
        "Read it in the staff inbox (sign-in needed):\nhttps://care.example.org/admin/enquiries/7\n\n" +
        `${outro}\n`,
      html: html(
        "<p>A new free assessment request arrived on the Willowbrook Care website.</p>\n" +
          table([
            ["Form", "Free assessment request"],
            ["Urgency", "Immediately (within 24-48 hours) (urgent)"],
            ["Received", "15 Jan 2026, 09:30 (UK time)"],
            ["First name", "Zoë&#60;b&#62;&#38;&#39;&#34;"],
            ["Reference", "FA-1234"],
          ]) +
          "\n" +
          '<p><a href="https://care.example.org/admin/enquiries/7">Read it in the staff inbox (sign-in needed)</a></p>\n' +
          "<p>The person&#39;s details and what they wrote are in the inbox only: they are never sent by e-mail.</p>",
      ),
    });
  });

  it("a form without an urgency question, and a nameless visitor: no urgency line, '(none given)'", () => {
    const mail = enquiryMail({ ...enquiry, id: 5, form: "callback", urgency: null, name: " \u0000\r\n " }, business);
    expect(mail).toEqual<MailContent>({
      subject: "New callback request",
      text:
        "A new callback request arrived on the Willowbrook Care website.\n\n" +
        "Form: Callback request\nReceived: 1 Jul 2026, 14:05 (UK time)\nFirst name: (none given)\n\n" +
        "Read it in the staff inbox (sign-in needed):\nhttps://care.example.org/admin/enquiries/5\n\n" +
        `${outro}\n`,
      html: html(
        "<p>A new callback request arrived on the Willowbrook Care website.</p>\n" +
          table([
            ["Form", "Callback request"],
            ["Received", "1 Jul 2026, 14:05 (UK time)"],
            ["First name", "(none given)"],
          ]) +
          "\n" +
          '<p><a href="https://care.example.org/admin/enquiries/5">Read it in the staff inbox (sign-in needed)</a></p>\n' +
          "<p>The person&#39;s details and what they wrote are in the inbox only: they are never sent by e-mail.</p>",
      ),
    });
  });

  it("a quick contact: its own names, its most urgent choice marked urgent", () => {
    const mail = enquiryMail({ ...enquiry, form: "quick-contact", urgency: "48hours" }, business);
    expect(mail.subject).toBe("New quick contact request (urgent)");
    expect(mail.text).toBe(
      "A new quick contact request arrived on the Willowbrook Care website.\n\n" +
        "Form: Quick contact request\nUrgency: Within 48 hours (urgent)\nReceived: 1 Jul 2026, 14:05 (UK time)\n" +
        "First name: Cara\n\n" +
        "Read it in the staff inbox (sign-in needed):\nhttps://care.example.org/admin/enquiries/42\n\n" +
        `${outro}\n`,
    );
  });

  it("puts a reference in the subject only for an assessment that has one", () => {
    // An assessment stored without a reference: no stray " null" in the subject.
    expect(enquiryMail({ ...enquiry, form: "assessment", urgency: "planning" }, business).subject).toBe(
      "New free assessment request",
    );
    // Another form's reference is a line of the message, never part of the subject.
    const contact = enquiryMail({ ...enquiry, reference: "EN-77" }, business);
    expect(contact.subject).toBe("New enquiry");
    expect(contact.text).toContain("First name: Cara\nReference: EN-77\n\n");
  });

  it("shows an urgency its form does not offer as it was stored", () => {
    // A callback has no urgency question: a value in the column (an older row) is shown as is, not a crash.
    expect(enquiryMail({ ...enquiry, form: "callback", urgency: "today" }, business).text).toContain(
      "Form: Callback request\nUrgency: today\nReceived:",
    );
    expect(enquiryMail({ ...enquiry, urgency: "someday" }, business).text).toContain("Urgency: someday\n");
    expect(enquiryMail({ ...enquiry, urgency: "" }, business).text).not.toContain("Urgency");
  });

  it("carries no health or care details, no contact details and nothing the person wrote", () => {
    // The row as the inbox holds it, with more than the e-mail may tell: none of it may reach the message.
    const row = {
      ...enquiry,
      name: "Cara Jones",
      phone: "07700 900999",
      email: "cara.jones@example.org",
      postcode: "MK1 1AA",
      message: "Mum has dementia and diabetes",
      details: { conditions: "Dementia", careNeeds: "Personal care", medication: "Insulin" },
    };
    const mail = enquiryMail(row, business);
    for (const secret of ["Jones", "07700 900999", "cara.jones", "MK1 1AA", "dementia", "Dementia", "Insulin"]) {
      expect(mail.subject + mail.text + mail.html).not.toContain(secret);
    }
  });
});

describe("the acknowledgement to a visitor", () => {
  const outro = [
    "If you need us sooner, please call 07700 900123.",
    "We have not copied what you told us into this e-mail: it is kept safely by our team.",
    "If you did not contact Willowbrook Care, someone may have typed your address by mistake: you can ignore this e-mail.",
  ];
  const outroHtml = [
    "<p>If you need us sooner, please call 07700 900123.</p>",
    "<p>We have not copied what you told us into this e-mail: it is kept safely by our team.</p>",
    "<p>If you did not contact Willowbrook Care, someone may have typed your address by mistake: you can ignore this e-mail.</p>",
  ].join("\n");

  it("an assessment: its reference in the subject and as a line, thanks, what happens next, the phone", () => {
    expect(acknowledgementMail({ form: "assessment", reference: "FA-1234" }, business)).toEqual<MailContent>({
      subject: "Your free assessment request: FA-1234",
      text:
        "Thank you for contacting Willowbrook Care. Assessment booking received! We'll contact you within 1 hour to confirm.\n\n" +
        "Your reference: FA-1234\n\n" +
        `${outro.join("\n\n")}\n`,
      html: html(
        "<p>Thank you for contacting Willowbrook Care. Assessment booking received! We&#39;ll contact you within 1 hour to confirm.</p>\n" +
          table([["Your reference", "FA-1234"]]) +
          "\n\n" +
          outroHtml,
      ),
    });
  });

  it("the contact form, whose own text thanks already: thanks once, no reference line", () => {
    expect(acknowledgementMail({ form: "contact", reference: null }, business)).toEqual<MailContent>({
      subject: "We have received your enquiry",
      text:
        "Thank you for contacting Willowbrook Care. We'll respond within 2 hours during office hours.\n\n" +
        `${outro.join("\n\n")}\n`,
      html: html(
        "<p>Thank you for contacting Willowbrook Care. We&#39;ll respond within 2 hours during office hours.</p>\n\n\n" +
          outroHtml,
      ),
    });
  });

  it("a callback and a quick contact: the thanks put before their texts", () => {
    expect(acknowledgementMail({ form: "callback", reference: null }, business).text).toBe(
      "Thank you for contacting Willowbrook Care. We'll call you within the time window specified.\n\n" +
        `${outro.join("\n\n")}\n`,
    );
    expect(acknowledgementMail({ form: "quick-contact", reference: null }, business).text).toBe(
      "Thank you for contacting Willowbrook Care. We'll contact you within 24 hours to schedule your free care assessment.\n\n" +
        `${outro.join("\n\n")}\n`,
    );
  });

  it("names a reference in the subject only for an assessment that has one", () => {
    expect(acknowledgementMail({ form: "assessment", reference: null }, business).subject).toBe(
      "We have received your enquiry",
    );
    const contact = acknowledgementMail({ form: "contact", reference: "EN-77" }, business);
    expect(contact.subject).toBe("We have received your enquiry");
    expect(contact.text).toContain("during office hours.\n\nYour reference: EN-77\n\nIf you need us sooner");
  });
});

describe("the e-mails to staff members", () => {
  const link = "https://care.example.org/auth/invite/abc?x=1&y=2";
  const linkHtml = "https://care.example.org/auth/invite/abc?x=1&#38;y=2";
  const signIn = "https://care.example.org/auth";

  it("an invitation: its link, good for 72 hours", () => {
    expect(staffMail("staff-invite", { link }, business)).toEqual<MailContent>({
      subject: "You are invited to the Willowbrook Care staff pages",
      text:
        "An admin invited you to the Willowbrook Care staff pages, where the team reads and answers enquiries.\n\n" +
        `Choose your password (the link works once, for 72 hours):\n${link}\n\n` +
        "You will then set up an authenticator app on your phone.\n\n" +
        "If you did not expect this e-mail, you can ignore it.\n",
      html: html(
        "<p>An admin invited you to the Willowbrook Care staff pages, where the team reads and answers enquiries.</p>\n\n" +
          `<p><a href="${linkHtml}">Choose your password (the link works once, for 72 hours)</a></p>\n` +
          "<p>You will then set up an authenticator app on your phone.</p>\n" +
          "<p>If you did not expect this e-mail, you can ignore it.</p>",
      ),
    });
  });

  it("a password reset: its link, good for 24 hours", () => {
    expect(staffMail("staff-password-reset", { link }, business)).toEqual<MailContent>({
      subject: "Set a new password for the Willowbrook Care staff pages",
      text:
        "An admin made you a link to set a new password for the Willowbrook Care staff pages.\n\n" +
        `Set a new password (the link works once, for 24 hours):\n${link}\n\n` +
        "If you did not ask for this, tell an admin.\n",
      html: html(
        "<p>An admin made you a link to set a new password for the Willowbrook Care staff pages.</p>\n\n" +
          `<p><a href="${linkHtml}">Set a new password (the link works once, for 24 hours)</a></p>\n` +
          "<p>If you did not ask for this, tell an admin.</p>",
      ),
    });
  });

  it("a request to confirm: its link, good for 24 hours", () => {
    expect(staffMail("staff-confirm-request", { link }, business)).toEqual<MailContent>({
      subject: "Confirm your request for access to the Willowbrook Care staff pages",
      text:
        "Someone asked for a staff account on the Willowbrook Care staff pages with this e-mail address. " +
        "The request reaches an admin only once you confirm it.\n\n" +
        `If it was you, confirm your request (the link works once, for 24 hours):\n${link}\n\n` +
        "If it was not you, ignore this e-mail: nothing happens, and the request is removed after that time.\n",
      html: html(
        "<p>Someone asked for a staff account on the Willowbrook Care staff pages with this e-mail address. " +
          "The request reaches an admin only once you confirm it.</p>\n\n" +
          `<p><a href="${linkHtml}">If it was you, confirm your request (the link works once, for 24 hours)</a></p>\n` +
          "<p>If it was not you, ignore this e-mail: nothing happens, and the request is removed after that time.</p>",
      ),
    });
  });

  it("the e-mails that need a link fall back to the sign-in page without one", () => {
    for (const kind of ["staff-invite", "staff-password-reset", "staff-confirm-request"] as const) {
      const mail = staffMail(kind, {}, business);
      expect(mail.text).toContain(` hours):\n${signIn}\n\n`);
      expect(mail.html).toContain(`<p><a href="${signIn}">`);
    }
  });

  it("an approval: the sign-in page, whatever link is given", () => {
    expect(staffMail("staff-approved", { link }, business)).toEqual<MailContent>({
      subject: "Your access to the Willowbrook Care staff pages is approved",
      text:
        "An admin approved your request for access to the Willowbrook Care staff pages.\n\n" +
        `Sign in:\n${signIn}\n\n` +
        "At your first sign-in you will set up an authenticator app on your phone.\n",
      html: html(
        "<p>An admin approved your request for access to the Willowbrook Care staff pages.</p>\n\n" +
          `<p><a href="${signIn}">Sign in</a></p>\n` +
          "<p>At your first sign-in you will set up an authenticator app on your phone.</p>",
      ),
    });
  });

  it("an address already in use: nothing changed, the sign-in page", () => {
    expect(staffMail("staff-address-in-use", { link }, business)).toEqual<MailContent>({
      subject: "Someone asked for access to the Willowbrook Care staff pages with your address",
      text:
        "Someone asked for an account on the Willowbrook Care staff pages with this e-mail address, which already has one. " +
        "Nothing has changed.\n\n" +
        `If it was you, sign in here:\n${signIn}\n\n` +
        "If you have forgotten your password, ask an admin for a reset link. If it was not you, please tell an admin.\n",
      html: html(
        "<p>Someone asked for an account on the Willowbrook Care staff pages with this e-mail address, which already has one. " +
          "Nothing has changed.</p>\n\n" +
          `<p><a href="${signIn}">If it was you, sign in here</a></p>\n` +
          "<p>If you have forgotten your password, ask an admin for a reset link. If it was not you, please tell an admin.</p>",
      ),
    });
  });

  it("a new job application: where to read it, nothing of the application itself", () => {
    expect(staffMail("staff-new-application", { link }, business)).toEqual<MailContent>({
      subject: "A new job application on Willowbrook Care's website",
      text:
        "Someone applied for a job through the website's careers page.\n\n" +
        "Read it in the applicants' inbox:\nhttps://care.example.org/admin/applicants\n\n" +
        "We have not copied the application into this e-mail: it is kept safely in the staff pages.\n",
      html: html(
        "<p>Someone applied for a job through the website&#39;s careers page.</p>\n\n" +
          '<p><a href="https://care.example.org/admin/applicants">Read it in the applicants&#39; inbox</a></p>\n' +
          "<p>We have not copied the application into this e-mail: it is kept safely in the staff pages.</p>",
      ),
    });
  });
});

describe("the CQC rating alert", () => {
  const location = "https://www.cqc.org.uk/location/1-000000002";
  const where = `<p><a href="${location}">The location on the CQC website</a></p>`;
  const others = "Check that other places you show the rating (printed material, other websites) are updated too.";

  it("a new rating: the rating, its date, the days left, where CQC shows it", () => {
    const cqc = { reason: "new", rating: "Outstanding", date: "3 March 2026", daysLeft: 19 } as const;
    expect(staffMail("staff-cqc-rating", { cqc }, business)).toEqual<MailContent>({
      subject: "New CQC rating: Outstanding",
      text:
        "CQC has published a new rating for Willowbrook Care. The website shows it from now on.\n\n" +
        "Rating: Outstanding\nDate: 3 March 2026\n\n" +
        `The location on the CQC website:\n${location}\n\n` +
        "Days left of the 21 to show a new rating: 19\n\n" +
        `${others}\n`,
      html: html(
        "<p>CQC has published a new rating for Willowbrook Care. The website shows it from now on.</p>\n" +
          table([
            ["Rating", "Outstanding"],
            ["Date", "3 March 2026"],
          ]) +
          `\n${where}\n` +
          "<p>Days left of the 21 to show a new rating: 19</p>\n" +
          `<p>${others}</p>`,
      ),
    });
  });

  it("a worse rating: said so, with the rating before", () => {
    const cqc: CqcAlert = {
      reason: "worse",
      rating: "Requires improvement",
      before: "Good",
      date: "3 March 2026",
      daysLeft: 21,
    };
    expect(staffMail("staff-cqc-rating", { cqc }, business)).toEqual<MailContent>({
      subject: "CQC rating went down: Requires improvement",
      text:
        "CQC has published a lower rating for Willowbrook Care. The website shows it from now on.\n\n" +
        "Rating: Requires improvement\nBefore: Good\nDate: 3 March 2026\n\n" +
        `The location on the CQC website:\n${location}\n\n` +
        "Days left of the 21 to show a new rating: 21\n\n" +
        `${others}\n`,
      html: html(
        "<p>CQC has published a lower rating for Willowbrook Care. The website shows it from now on.</p>\n" +
          table([
            ["Rating", "Requires improvement"],
            ["Before", "Good"],
            ["Date", "3 March 2026"],
          ]) +
          `\n${where}\n` +
          "<p>Days left of the 21 to show a new rating: 21</p>\n" +
          `<p>${others}</p>`,
      ),
    });
  });

  it("a rating not read for 7 days: the last good check, what to look at", () => {
    const cqc = { reason: "stale", rating: "Good", date: "1 March 2026", daysLeft: 14 } as const;
    const check = "Check the rating on the CQC website, and the CQC_API_KEY and CQC_LOCATION_ID settings.";
    const intro =
      "The website could not read the CQC rating for 7 days (last good check 1 March 2026); it still shows Good. " +
      "If CQC has published a new rating since, the website must show it within 21 days.";
    expect(staffMail("staff-cqc-rating", { cqc }, business)).toEqual<MailContent>({
      subject: "CQC rating not checked for 7 days: Willowbrook Care",
      text:
        `${intro}\n\n` +
        "Last good check: 1 March 2026\n\n" +
        `The location on the CQC website:\n${location}\n\n` +
        "Days left of the 21 to show a new rating: 14\n\n" +
        `${check}\n`,
      html: html(
        `<p>${intro}</p>\n` +
          table([["Last good check", "1 March 2026"]]) +
          `\n${where}\n` +
          "<p>Days left of the 21 to show a new rating: 14</p>\n" +
          `<p>${check}</p>`,
      ),
    });
  });

  it("is refused without the alert it tells", () => {
    expect(() => staffMail("staff-cqc-rating", {}, business)).toThrow(new Error("A CQC alert without what it tells"));
  });
});

describe("the escalation of an overdue enquiry", () => {
  const intro =
    "This enquiry fell due for its first call and nobody has logged a call yet. " +
    "Please call the family now, then log the call on the enquiry.";
  const outro =
    "This e-mail is sent once per enquiry. The person's details are in the inbox only: they are never sent by e-mail.";
  const outroHtml =
    "<p>This e-mail is sent once per enquiry. The person&#39;s details are in the inbox only: they are never sent by e-mail.</p>";

  it("an enquiry without a reference: named by its number, how overdue, where to read it", () => {
    const escalation: Escalation = {
      id: 9,
      form: "callback",
      reference: null,
      dueAt: "2026-01-15T10:00:00Z",
      overdueMs: 5_400_000,
    };
    expect(staffMail("staff-escalation", { escalation }, business)).toEqual<MailContent>({
      subject: "Nobody has called yet: Callback request number 9, overdue by 1 h 30 min",
      text:
        `${intro}\n\n` +
        "Form: Callback request\nEnquiry number: 9\nDue: 15 Jan 2026, 10:00 (UK time)\nOverdue by: 1 h 30 min\n\n" +
        "Open it in the staff inbox (sign-in needed):\nhttps://care.example.org/admin/enquiries/9\n\n" +
        `${outro}\n`,
      html: html(
        `<p>${intro}</p>\n` +
          table([
            ["Form", "Callback request"],
            ["Enquiry number", "9"],
            ["Due", "15 Jan 2026, 10:00 (UK time)"],
            ["Overdue by", "1 h 30 min"],
          ]) +
          "\n" +
          '<p><a href="https://care.example.org/admin/enquiries/9">Open it in the staff inbox (sign-in needed)</a></p>\n' +
          outroHtml,
      ),
    });
  });

  it("an assessment: named by its reference, BST in summer", () => {
    const escalation = {
      id: 12,
      form: "assessment",
      reference: "FA-5678",
      dueAt: "2026-07-01T08:00:00Z",
      overdueMs: 26 * 3_600_000 + 5 * 60_000,
    } as const;
    const mail = staffMail("staff-escalation", { escalation }, business);
    expect(mail.subject).toBe("Nobody has called yet: Free assessment request FA-5678, overdue by 1 day 2 h");
    expect(mail.text).toBe(
      `${intro}\n\n` +
        "Form: Free assessment request\nReference: FA-5678\nDue: 1 Jul 2026, 09:00 (UK time)\nOverdue by: 1 day 2 h\n\n" +
        "Open it in the staff inbox (sign-in needed):\nhttps://care.example.org/admin/enquiries/12\n\n" +
        `${outro}\n`,
    );
  });

  it("is refused without its enquiry", () => {
    expect(() => staffMail("staff-escalation", {}, business)).toThrow(new Error("An escalation without its enquiry"));
  });
});
