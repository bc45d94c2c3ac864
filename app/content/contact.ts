import type { PageContent } from "#app/content/types.ts";
import { factText } from "#app/config/facts.ts";
import { contactFaqs } from "#app/content/faqs/contact.ts";
import { clockText, type BusinessDetails } from "#app/config/business.ts";
import { telHref } from "#app/utils/phone-number.ts";
import { directionsUrl } from "#app/utils/directions-url.ts";
import { areasServed } from "#app/content/areas.ts";
import { bookingFormLink, callbackLink, careQuestionsSection } from "#app/content/shared-sections.ts";

export function contactPage(business: BusinessDetails): PageContent {
  return {
    hero: {
      image: { slot: "hero-contact", alt: "Drawing of a telephone beside a notepad and a cup of tea" },
      title: "Contact Us",
      text: `Whether you need care now or are planning ahead, our friendly team is here to help. Call us, ask for a callback, or send an enquiry and we will reply ${factText.enquiryReply} during office hours.`,
      actions: [callbackLink],
      phone: { key: "main", label: "Call" },
    },
    sections: [
      {
        kind: "cards",
        id: "contact-details",
        title: "Ways to Reach Us",
        cards: [
          {
            icon: "phone",
            title: "Phone",
            text: `Talk to our care team, ${business.officeHoursText}.`,
            links: [{ label: `Call ${business.mainPhone}`, href: telHref(business.mainPhone) }],
          },
          {
            icon: "mail",
            title: "Email",
            text: `We reply ${factText.enquiryReply} during office hours.`,
            links: [{ label: business.email, href: `mailto:${business.email}` }],
          },
          {
            icon: "mapPin",
            title: "Office",
            text: `${business.addressStreet}, ${business.addressTown} ${business.addressPostcode}. Open ${business.officeHoursText}.`,
            links: [{ label: "Get directions (Google Maps)", href: directionsUrl(business), external: true }],
          },
        ],
      },
      {
        kind: "slot",
        id: "enquiry-form",
        title: "Send Us an Enquiry",
        intro: "Tell us a little about what you need and how you would like us to contact you.",
        slot: "form",
      },
      {
        kind: "banner",
        content: {
          id: "urgent-care",
          title: "Need Urgent Care?",
          text: "If you or someone you care for needs care urgently, call our 24/7 helpline now. Urgent care can often start within 24 to 48 hours.",
          phone: { key: "emergency", label: "Call our 24/7 helpline" },
        },
      },
      careQuestionsSection,
      {
        kind: "checklist",
        id: "areas-covered",
        title: "Areas We Cover",
        intro:
          "We visit people across Milton Keynes and Buckinghamshire. Not sure whether we cover your area? Check your postcode above, or just ask.",
        items: areasServed.areas,
      },
      { kind: "faq", id: "faq", title: "Questions About Contacting Us", items: contactFaqs(business) },
      {
        kind: "table",
        id: "opening-hours",
        title: "Opening Hours",
        table: {
          caption: "When our office is open",
          columns: ["Day", "Hours"],
          rows: [
            ["Monday to Friday", `${clockText(business.officeOpens)}-${clockText(business.officeCloses)}`],
            ["Saturday", "Closed"],
            ["Sunday", "Closed"],
            ["Emergency support", "24/7 for existing clients"],
          ],
        },
      },
      {
        kind: "checklist",
        id: "accessibility",
        title: "Visiting and Accessibility",
        items: [
          "Our office is wheelchair accessible, with step-free access",
          "Free parking outside the office",
          "Text relay: call us through Relay UK",
          "Translation and interpreters, including British Sign Language, on request",
        ],
      },
      {
        kind: "cta",
        id: "next-step",
        content: {
          title: "Ready to talk about care?",
          text: "Book a free, no-obligation assessment at home, or call us for friendly advice.",
          action: bookingFormLink,
        },
      },
    ],
  };
}
