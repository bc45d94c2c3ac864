import type { FaqItem } from "#app/content/types.ts";

export const supportedLivingFaqs: readonly FaqItem[] = [
  {
    question: "What is the difference between supported living and residential care?",
    answer:
      "In supported living you have your own tenancy and your own front door, and you choose the support you receive. In residential care the home provides both your room and your care. Supported living gives you more control and more independence.",
  },
  {
    question: "Who can have supported living?",
    answer:
      "Adults aged 18 or over with a learning disability, autism, a physical disability or mental-health needs who want to live more independently. Planning for young people can start from age 14, as part of their transition to adult services.",
  },
  {
    question: "How is supported living paid for?",
    answer:
      "Rent is usually paid through Housing Benefit or Universal Credit, and support is usually funded by the local council, the NHS or a personal budget. Some people pay for part of their support themselves. We can help you understand the options.",
  },
  {
    question: "Can I keep my support if my needs change?",
    answer:
      "Yes. Your support hours are reviewed with you regularly and can go up or down. Because your housing and your support are separate, you do not have to move home when your support changes.",
  },
];
