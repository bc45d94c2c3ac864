import type { FaqItem } from "#app/content/types.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { faqSection } from "#app/content/faqs/general.ts";

const [, howQuicklyCanCareStart] = faqSection.items;

export function contactFaqs(business: BusinessDetails): readonly FaqItem[] {
  return [
    {
      question: "What are your office hours?",
      answer: `Our office is open ${business.officeHoursText}, and closed on Saturdays and Sundays. Existing clients can reach our 24/7 emergency support at any time.`,
    },
    howQuicklyCanCareStart,
    {
      question: "Do I need to visit your office?",
      answer:
        "No. Most people never need to: we talk on the phone and then visit you at home for a free assessment. You are welcome to visit the office if you prefer; please call first so that the right person is there to meet you.",
    },
    {
      question: "What if I need to call outside office hours?",
      answer: `If you need urgent care, call our 24/7 helpline on ${business.emergencyPhone}. For anything else, leave a message on ${business.mainPhone} or send the enquiry form and we will reply the next working day.`,
    },
  ];
}
