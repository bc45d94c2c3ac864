import type { BusinessDetails } from "#app/config/business.ts";
import type { OutboxKind, StoredFormName } from "#app/db.server/schema.ts";
import { formDefinitions, successText } from "#app/enquiries/definitions.ts";
import { labelOf } from "#app/enquiries/choices.ts";
import { fieldLists } from "#app/enquiries/stored-fields.ts";
import { INVITE_HOURS, PASSWORD_RESET_HOURS, REQUEST_CONFIRM_HOURS } from "#app/config/invite-rules.ts";
import { isUrgent } from "#app/inbox/urgency.ts";
import { durationText } from "#app/utils/duration-text.ts";
import { formatUkDateTime } from "#app/utils/uk-date-time.ts";

/**
 * What each e-mail says: a subject, plain text and simple HTML. An e-mail about an enquiry says only that one arrived,
 * from which form, how urgent, when, the person's first name and where to read it: no health or care details, no
 * message, no contact details (those stay behind the sign-in). Every value a visitor typed is escaped in the HTML, and
 * no visitor value reaches a header (the subject holds the form, the urgency and a reference the site made).
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What the e-mail about one enquiry may tell, read from its row when it is sent. */
export interface EnquiryFacts {
  id: number;
  form: StoredFormName;
  reference: string | null;
  urgency: string | null;
  name: string;
  createdAt: Date;
}

const CONTROL_CHARACTERS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The first word of a name, without control characters and at most 40 characters: the only visitor value e-mailed. */
export function firstNameOf(name: string): string {
  const first = name.replace(CONTROL_CHARACTERS, " ").trim().split(/\s+/)[0] ?? "";
  return [...first].slice(0, 40).join("");
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The urgency as the form offered it ("Within 48 hours"), or null for a form that does not ask. */
function urgencyLabel(form: StoredFormName, urgency: string | null): string | null {
  if (!urgency) return null;
  const options = fieldLists[form].find((field) => field.column === "urgency")?.options;
  return options ? labelOf(options, urgency) : urgency;
}

/** A message of labelled lines and paragraphs, as plain text and as HTML (each value escaped once, here). */
function compose(
  subject: string,
  parts: { intro: string; facts?: [string, string][]; link?: { text: string; url: string }; outro: string[] },
): MailContent {
  const facts = parts.facts ?? [];
  const text = [
    parts.intro,
    facts.length ? facts.map(([label, value]) => `${label}: ${value}`).join("\n") : null,
    parts.link ? `${parts.link.text}:\n${parts.link.url}` : null,
    ...parts.outro,
  ]
    .filter((part): part is string => part !== null)
    .join("\n\n");
  const html = [
    `<p>${escapeHtml(parts.intro)}</p>`,
    facts.length
      ? `<table role="presentation">${facts.map(([label, value]) => `<tr><th align="left" style="padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`
      : "",
    parts.link ? `<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.text)}</a></p>` : "",
    ...parts.outro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join("\n");
  return {
    subject,
    text: `${text}\n`,
    html: `<!doctype html>\n<html lang="en-GB"><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">\n${html}\n</body></html>\n`,
  };
}

/** To staff: a new enquiry arrived. */
export function enquiryMail(enquiry: EnquiryFacts, business: BusinessDetails): MailContent {
  const urgent = isUrgent(enquiry.urgency);
  const reference = enquiry.form === "assessment" && enquiry.reference ? ` ${enquiry.reference}` : "";
  const names = formDefinitions[enquiry.form].names;
  const subject = `${names.mailSubject}${reference}${urgent ? " (urgent)" : ""}`;
  const urgency = urgencyLabel(enquiry.form, enquiry.urgency);
  const facts: [string, string][] = [
    ["Form", formLabelOf(enquiry.form)],
    ...(urgency ? [["Urgency", urgent ? `${urgency} (urgent)` : urgency] as [string, string]] : []),
    ["Received", `${formatUkDateTime(enquiry.createdAt)} (UK time)`],
    ["First name", firstNameOf(enquiry.name) || "(none given)"],
    ...(enquiry.reference ? [["Reference", enquiry.reference] as [string, string]] : []),
  ];
  return compose(subject, {
    intro: `A new ${names.inSentence} arrived on the ${business.tradingName} website.`,
    facts,
    link: {
      text: "Read it in the staff inbox (sign-in needed)",
      url: `${business.siteUrl}/admin/enquiries/${enquiry.id}`,
    },
    outro: ["The person's details and what they wrote are in the inbox only: they are never sent by e-mail."],
  });
}

/** To the visitor (ACKNOWLEDGE_VISITORS): we have it, its reference, what happens next. Nothing they wrote. */
export function acknowledgementMail(
  enquiry: Pick<EnquiryFacts, "form" | "reference">,
  business: BusinessDetails,
): MailContent {
  const subject =
    enquiry.form === "assessment" && enquiry.reference
      ? `Your free assessment request: ${enquiry.reference}`
      : `We have received your enquiry`;
  const thanks = `Thank you for contacting ${business.tradingName}.`;
  const next = successText(enquiry.form, business.tradingName);
  return compose(subject, {
    intro: next.startsWith(thanks) ? next : `${thanks} ${next}`,
    facts: enquiry.reference ? [["Your reference", enquiry.reference]] : [],
    outro: [
      `If you need us sooner, please call ${business.mainPhone}.`,
      "We have not copied what you told us into this e-mail: it is kept safely by our team.",
      `If you did not contact ${business.tradingName}, someone may have typed your address by mistake: you can ignore this e-mail.`,
    ],
  });
}

/**
 * Why staff are told about the CQC rating (issue #26): CQC published a new rating, or a worse one (the site shows it
 * already), or no read of it has succeeded for 7 days (a new one may be out and not shown). `date` is the rating's
 * date, or the last good read's for "stale"; `daysLeft` of the 21 Regulation 20A allows to show a new rating.
 */
export interface CqcAlert {
  reason: "new" | "worse" | "stale";
  rating: string;
  before?: string;
  date: string;
  daysLeft: number;
}

/**
 * An enquiry that fell due with nobody having called yet (issue 24): which one (its id, form and reference), when it
 * was due and how overdue it was when found. Nothing about the person.
 */
export interface Escalation {
  id: number;
  form: StoredFormName;
  reference: string | null;
  dueAt: string;
  overdueMs: number;
}

/** What a staff e-mail needs besides its kind: the link in it (invitations, password resets), the CQC alert, or the escalation. */
export interface StaffMailPayload {
  link?: string;
  cqc?: CqcAlert;
  escalation?: Escalation;
}

export type StaffMailKind = Extract<OutboxKind, `staff-${string}`>;

/** To a staff member: an invitation, a password-reset link, an approval, or a request for access with their address. */
export function staffMail(kind: StaffMailKind, payload: StaffMailPayload, business: BusinessDetails): MailContent {
  const pages = `the ${business.tradingName} staff pages`;
  const signIn = `${business.siteUrl}/auth`;
  switch (kind) {
    case "staff-invite":
      return compose(`You are invited to ${pages}`, {
        intro: `An admin invited you to ${pages}, where the team reads and answers enquiries.`,
        link: {
          text: `Choose your password (the link works once, for ${INVITE_HOURS} hours)`,
          url: payload.link ?? signIn,
        },
        outro: [
          "You will then set up an authenticator app on your phone.",
          "If you did not expect this e-mail, you can ignore it.",
        ],
      });
    case "staff-password-reset":
      return compose(`Set a new password for ${pages}`, {
        intro: `An admin made you a link to set a new password for ${pages}.`,
        link: {
          text: `Set a new password (the link works once, for ${PASSWORD_RESET_HOURS} hours)`,
          url: payload.link ?? signIn,
        },
        outro: ["If you did not ask for this, tell an admin."],
      });
    case "staff-approved":
      return compose(`Your access to ${pages} is approved`, {
        intro: `An admin approved your request for access to ${pages}.`,
        link: { text: "Sign in", url: signIn },
        outro: ["At your first sign-in you will set up an authenticator app on your phone."],
      });
    case "staff-confirm-request":
      return compose(`Confirm your request for access to ${pages}`, {
        intro: `Someone asked for a staff account on ${pages} with this e-mail address. The request reaches an admin only once you confirm it.`,
        link: {
          text: `If it was you, confirm your request (the link works once, for ${REQUEST_CONFIRM_HOURS} hours)`,
          url: payload.link ?? signIn,
        },
        outro: ["If it was not you, ignore this e-mail: nothing happens, and the request is removed after that time."],
      });
    case "staff-new-application":
      return compose(`A new job application on ${business.tradingName}'s website`, {
        intro: "Someone applied for a job through the website's careers page.",
        link: { text: "Read it in the applicants' inbox", url: `${business.siteUrl}/admin/applicants` },
        outro: ["We have not copied the application into this e-mail: it is kept safely in the staff pages."],
      });
    case "staff-address-in-use":
      return compose(`Someone asked for access to ${pages} with your address`, {
        intro: `Someone asked for an account on ${pages} with this e-mail address, which already has one. Nothing has changed.`,
        link: { text: "If it was you, sign in here", url: signIn },
        outro: [
          "If you have forgotten your password, ask an admin for a reset link. If it was not you, please tell an admin.",
        ],
      });
    case "staff-cqc-rating":
      if (!payload.cqc) throw new Error("A CQC alert without what it tells");
      return cqcAlertMail(payload.cqc, business);
    case "staff-escalation":
      if (!payload.escalation) throw new Error("An escalation without its enquiry");
      return escalationMail(payload.escalation, business);
  }
}

/** A form's enquiries as the staff e-mails name them ("Callback request"). */
function formLabelOf(form: StoredFormName): string {
  return formDefinitions[form].names.mailSubject.replace(/^New /, "").replace(/^./, (letter) => letter.toUpperCase());
}

/**
 * To the office (ESCALATE_TO): an enquiry fell due and nobody has called yet. Which enquiry (form, reference, or its
 * number when the form gives none), how overdue and where to read it: no name, no contact details, nothing they wrote.
 */
function escalationMail(escalation: Escalation, business: BusinessDetails): MailContent {
  const overdue = durationText(escalation.overdueMs);
  const which = escalation.reference ?? `number ${escalation.id}`;
  return compose(`Nobody has called yet: ${formLabelOf(escalation.form)} ${which}, overdue by ${overdue}`, {
    intro: `This enquiry fell due for its first call and nobody has logged a call yet. Please call the family now, then log the call on the enquiry.`,
    facts: [
      ["Form", formLabelOf(escalation.form)],
      escalation.reference ? ["Reference", escalation.reference] : ["Enquiry number", String(escalation.id)],
      ["Due", `${formatUkDateTime(new Date(escalation.dueAt))} (UK time)`],
      ["Overdue by", overdue],
    ],
    link: {
      text: "Open it in the staff inbox (sign-in needed)",
      url: `${business.siteUrl}/admin/enquiries/${escalation.id}`,
    },
    outro: [
      "This e-mail is sent once per enquiry. The person's details are in the inbox only: they are never sent by e-mail.",
    ],
  });
}

/** To staff: the CQC rating changed, got worse, or has not been read for 7 days. */
function cqcAlertMail(alert: CqcAlert, business: BusinessDetails): MailContent {
  const where = { text: "The location on the CQC website", url: business.cqcLocationUrl };
  const daysLeft = `Days left of the 21 to show a new rating: ${alert.daysLeft}`;
  if (alert.reason === "stale")
    return compose(`CQC rating not checked for 7 days: ${business.tradingName}`, {
      intro: `The website could not read the CQC rating for 7 days (last good check ${alert.date}); it still shows ${alert.rating}. If CQC has published a new rating since, the website must show it within 21 days.`,
      facts: [["Last good check", alert.date]],
      link: where,
      outro: [daysLeft, "Check the rating on the CQC website, and the CQC_API_KEY and CQC_LOCATION_ID settings."],
    });
  const worse = alert.reason === "worse";
  return compose(`${worse ? "CQC rating went down" : "New CQC rating"}: ${alert.rating}`, {
    intro: `CQC has published ${worse ? "a lower" : "a new"} rating for ${business.tradingName}. The website shows it from now on.`,
    facts: [
      ["Rating", alert.rating],
      ...(alert.before ? ([["Before", alert.before]] as [string, string][]) : []),
      ["Date", alert.date],
    ],
    link: where,
    outro: [
      daysLeft,
      "Check that other places you show the rating (printed material, other websites) are updated too.",
    ],
  });
}
