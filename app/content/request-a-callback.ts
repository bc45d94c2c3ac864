import type { PageContent } from "#app/content/types.ts";
import { bookingFormLink } from "#app/content/shared-sections.ts";

export const requestCallbackPage: PageContent = {
  hero: {
    image: { slot: "hero-request-a-callback", alt: "Drawing of a telephone beside a notepad and a cup of tea" },
    title: "Request a Callback",
    text: "Choose a day and a time that suit you, and one of our friendly care advisers will call you then. There is no charge and no obligation.",
    actions: [{ label: "Request Your Callback", href: "/request-a-callback#callback-form" }],
    phone: { key: "main", label: "Call Now" },
  },
  sections: [
    {
      kind: "slot",
      id: "callback-form",
      title: "When Should We Call You?",
      intro: "It takes less than a minute. We only need your name, your number and a time.",
      slot: "form",
    },
    {
      kind: "cards",
      id: "reassurance",
      title: "What to Expect",
      cards: [
        {
          icon: "clock",
          title: "At a Time That Suits You",
          text: "Morning (8am-12pm), afternoon (12pm-5pm), evening (5pm-8pm) or any time.",
        },
        {
          icon: "heart",
          title: "No Obligation",
          text: "A friendly conversation about your situation. You never have to commit to anything on the call.",
        },
        {
          icon: "user",
          title: "Local Care Advisers",
          text: "You talk to someone from our Milton Keynes team who knows local services.",
        },
        {
          icon: "phone",
          title: "We Keep Trying",
          text: "If we miss you, we try up to 3 times, and urgent requests are called within 30 minutes.",
        },
      ],
      columns: 4,
    },
    {
      kind: "cta",
      id: "next-step",
      content: {
        title: "Would you rather book an assessment?",
        text: "A care manager can visit at home for a free, no-obligation assessment of 45-60 minutes.",
        action: bookingFormLink,
      },
    },
  ],
};
