import type { PageContent } from "#app/content/types.ts";
import { addressLine, type BusinessDetails } from "#app/config/business.ts";
import { prose } from "#app/content/shared-sections.ts";
import { formDefinitions, formNames, type FormName } from "#app/enquiries/definitions.ts";

/** How long enquiries are kept: the periods the daily purge removes by (app/data-protection/policy.server.ts). */
export interface RetentionPeriods {
  spamDays: number;
  closedMonths: Record<FormName, number>;
  openMonths: Record<FormName, number>;
  auditYears: number;
  /** Job applicants not progressed: months after we last changed their application. */
  applicantMonths: number;
}

const months = (count: number) => (count === 1 ? "1 month" : `${count} months`);
const years = (count: number) => (count === 1 ? "1 year" : `${count} years`);

/** The notice's lines on enquiries: one for all forms when they share their periods, else one per form. */
function enquiryPeriods(periods: RetentionPeriods): string[] {
  const line = (what: string, form: FormName) =>
    `${what}: deleted ${months(periods.closedMonths[form])} after we last worked on them once they are closed (answered, with no care to arrange), or ${months(periods.openMonths[form])} after we last worked on them if they are still open.`;
  const same = formNames.every(
    (form) =>
      periods.closedMonths[form] === periods.closedMonths.contact &&
      periods.openMonths[form] === periods.openMonths.contact,
  );
  return same
    ? [line("Enquiries, callback requests and assessment bookings", "contact")]
    : formNames.map((form) => line(formDefinitions[form].names.kept, form));
}

export function privacyPage(business: BusinessDetails, periods: RetentionPeriods): PageContent {
  const name = business.tradingName;
  return {
    hero: {
      title: "Privacy Notice",
      text: `How ${name} collects, uses and protects the information you give us through this website, including information about health. Last updated November 2026.`,
      actions: [
        { label: "Your rights", href: "/privacy#your-rights" },
        { label: "Contact us about privacy", href: "/privacy#contact-us" },
      ],
    },
    sections: [
      prose("who-we-are", "Who We Are", [
        `${name} is a home care provider registered with the Care Quality Commission. We are the controller of the personal information you give us through this website, which means we decide how it is used and we are responsible for protecting it under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
        `Our office is at ${addressLine(business)}. You can contact us about privacy by e-mail at ${business.email} or by phone on ${business.mainPhone}.`,
      ]),
      prose("what-we-collect", "What Each Form Collects and Why", [
        "We collect only what we need to answer you and to arrange care. Each form on this website asks for:",
        [
          "Quick contact form (at the end of every page): your name, phone number, e-mail address, what kind of help you are looking for and how soon. We use it to call you back about care.",
          "Contact form: your name, phone number, e-mail address and postcode, the kind of enquiry, how soon care is needed, how you would like us to contact you, and your message. We use it to answer your enquiry, or, for employment enquiries, to talk to you about working with us.",
          "Callback form: your name, phone number, the date and time you would like us to call, and what you would like to talk about. We use it to call you when you asked.",
          "Free assessment booking form: your name, phone number, e-mail address and postcode; who the assessment is for and, if it is someone else, their name if you give it; your preferred date and time; how soon care is needed; the support needed (for example personal care, medication or dementia care); the current situation (for example in hospital); any specific requirements such as mobility needs; anything else you choose to tell us; and how you heard about us. We use it to arrange and prepare for the assessment visit.",
        ],
        "The Support Level Calculator on our supported living page works entirely in your browser. Your answers are never sent to us or stored.",
        "Some of this information is about health, such as support needs, mobility or a diagnosis of dementia. UK GDPR calls this special category data and we protect it with extra care. Please tell us only what you are comfortable sharing: we will ask for anything else we need at the assessment.",
        "If you give us information about someone else, such as a parent, please make sure they know you are contacting us and, where they are able to, that they agree.",
      ]),
      prose("lawful-basis", "Our Lawful Basis", [
        "We use your information on these lawful bases under Article 6 of the UK GDPR:",
        [
          "Taking steps at your request before entering into a contract (Article 6(1)(b)), when you ask for an assessment, a callback or information about care.",
          "Our legitimate interests (Article 6(1)(f)) in answering general enquiries and employment enquiries and in keeping a record of what we were asked and what we replied.",
          "Legal obligation (Article 6(1)(c)), where the law requires us to keep or share records, for example with the CQC or for safeguarding.",
        ],
        "For information about health we rely on the condition in Article 9(2)(h) of the UK GDPR, the provision of health or social care, together with the condition for health or social care purposes in Schedule 1, Part 1, paragraph 2 of the Data Protection Act 2018. The information is handled by, or under the responsibility of, staff who owe a duty of confidentiality. Where we must act to protect someone from harm we may also rely on the safeguarding condition in Schedule 1, Part 2, paragraph 18.",
        "We do not use your information for marketing, and we never sell it.",
      ]),
      prose("who-sees-it", "Who Sees Your Information", [
        [
          "Our office team and care managers, who answer enquiries and arrange assessments.",
          "Companies that host this website, its database and our e-mail, acting only on our instructions under a written contract (processors). Your information is stored in the United Kingdom or in countries the UK recognises as protecting personal information adequately.",
          "Health and social care professionals, such as your GP, a hospital discharge team or the council, only with your agreement, or where the law requires it or someone is at risk of harm.",
        ],
      ]),
      prose("how-long", "How Long We Keep It", [
        "Our website deletes what it holds automatically, every day, at the end of these periods:",
        [
          ...enquiryPeriods(periods),
          `Messages our spam filter catches: deleted ${periods.spamDays} days after they arrive.`,
          `Our record of who on our team opened or changed an enquiry, which holds none of its details: kept ${years(periods.auditYears)}.`,
        ],
        "If you ask us to erase your information, we delete it straight away. We keep only a note that an enquiry was erased, when and why, without any of your details.",
        [
          "If you become a client: your information becomes part of your care record, which we keep for 8 years after care ends, in line with the NHS Records Management Code of Practice for adult social care records.",
          "Employment enquiries: kept as other enquiries above unless you join us, when they become part of your staff record.",
        ],
      ]),
      prose("job-applicants", "If You Apply for a Job", [
        "When you apply through our careers pages we keep what you send (your answers and your CV, if you attach one) apart from enquiries about care. Only the staff who handle recruitment can see it, and no one can open your CV from the website without signing in as one of them.",
        "We use it to consider you for work with us: our lawful basis is taking steps at your request before entering into a contract (Article 6(1)(b)). We do not ask about your age, health, disability, nationality, religion or family on the application. Any question about criminal records comes at a later stage, in the words the law allows for care work.",
        'After you apply we offer a few equality monitoring questions: your age group, sex, whether your gender is the same as your sex registered at birth, disability, ethnic group, religion and sexual orientation. Every question is optional and has "Prefer not to say". We keep your answers apart from your application, with only the month you answered and the kind of job, never your name, contact details or anything else that links them to you or to your application. No one here sees your own answers: our administrators see only totals, never a number smaller than 5, and the staff who handle recruitment do not see even those. We use them to check that we treat everyone who applies fairly: our lawful basis is our legitimate interests (Article 6(1)(f)), and for the answers about health, ethnic group, religion and sexual orientation the condition for equality of opportunity or treatment (Article 9(2)(g) of the UK GDPR and Schedule 1, Part 2, paragraph 8 of the Data Protection Act 2018).',
        [
          `If we do not take your application forward: deleted, with your CV and our notes, ${months(periods.applicantMonths)} after we last worked on it.`,
          "If you join us: your application becomes part of your staff record.",
          `Equality monitoring answers: deleted ${months(periods.applicantMonths)} after the end of the month you gave them.`,
        ],
        "You have the same rights over your application as over any other information we hold, including a copy of it and having it deleted. Because nothing links your equality monitoring answers to you, we cannot find them to give you a copy or delete them early; they are deleted as above.",
      ]),
      prose("security", "How We Protect It", [
        "This website uses an encrypted connection. Form submissions are stored in a secure database that only authorised staff can reach after signing in. Our staff are trained in data protection and confidentiality, and we review who can see what.",
        "We do not use advertising or analytics cookies on this website.",
        "When you book an assessment, your browser keeps one cookie for an hour so that our thank-you page can repeat the phone number you gave us. It holds nothing else, and nothing of it is kept on our side.",
        "When you apply for a job, your browser keeps one cookie for a day so that it can answer the optional equality monitoring questions once. It holds a random number and the kind of job, and nothing of it is kept with your application; it is removed when you send your answers.",
      ]),
      prose("your-rights", "Your Rights", [
        "You have the right to:",
        [
          "ask for a copy of the information we hold about you (a subject access request)",
          "ask us to correct information that is wrong or incomplete",
          "ask us to delete your information",
          "ask us to restrict how we use it, or object to how we use it",
          "ask for information you gave us in a format you can take elsewhere",
          "withdraw your consent at any time, where we rely on consent",
        ],
        "There is no charge, and we will reply within one month. Some rights depend on the lawful basis we rely on, and we will explain if one does not apply.",
      ]),
      prose("complaints", "How to Complain", [
        "If you are unhappy with how we have used your information, please tell us first so that we can try to put it right.",
        "You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data protection regulator, at ico.org.uk/make-a-complaint or by writing to the Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire, SK9 5AF.",
      ]),
      prose("contact-us", "Contact Us About Privacy", [
        `E-mail ${business.email}, call ${business.mainPhone} (${business.officeHoursText}), or write to ${name}, ${addressLine(business)}. Please mark your letter or e-mail "Data protection".`,
      ]),
    ],
  };
}
