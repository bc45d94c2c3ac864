import type { PageContent } from "#app/content/types.ts";
import { addressLine, type BusinessDetails } from "#app/config/business.ts";
import { prose } from "#app/content/shared-sections.ts";

export function termsPage(business: BusinessDetails): PageContent {
  const name = business.tradingName;
  return {
    hero: {
      title: "Website Terms of Use",
      text: `The terms that apply when you use the ${name} website. Last updated November 2026.`,
      actions: [],
    },
    sections: [
      prose("about-these-terms", "About These Terms", [
        `This website is run by ${name}, ${addressLine(business)}. By using it you accept these terms. If you do not agree with them, please do not use the website.`,
      ]),
      prose("information", "Information on This Website", [
        "We work hard to keep the information on this website accurate and up to date, but it is general information about our services. It is not medical, legal or financial advice for your situation.",
        "Prices shown as 'from' are starting prices. The price of your care depends on your needs and is confirmed in writing after a free assessment.",
        "If you are worried about someone's health, contact their GP, call NHS 111, or in an emergency call 999.",
      ]),
      prose("our-services", "Our Care Services", [
        "Sending a form on this website does not create a contract for care. Care is provided only after an assessment, under a separate written agreement that sets out the care, the price and the terms that apply to it.",
      ]),
      prose("using-the-website", "Using the Website", [
        [
          "Please give accurate information in our forms, and information about another person only with their knowledge.",
          "Do not misuse the website, for example by trying to gain access to parts that are not public, or by sending harmful code.",
          "The text and design of this website belong to us. You may print or save pages for your own use.",
        ],
      ]),
      prose("other-websites", "Links to Other Websites", [
        "We link to other organisations, such as the CQC and carers' charities, because we think they are helpful. We are not responsible for their content.",
      ]),
      prose("liability", "Our Responsibility to You", [
        "We are not liable for any loss caused by relying on general information on this website. Nothing in these terms limits our liability where it would be unlawful to do so, including for death or personal injury caused by negligence.",
      ]),
      prose("privacy-and-accessibility", "Privacy and Accessibility", [
        "Our privacy notice explains how we use the information you give us, and our accessibility statement explains how we make this website usable for everyone.",
      ]),
      prose("law", "Law and Contact", [
        "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.",
        `Questions about these terms: e-mail ${business.email} or call ${business.mainPhone}.`,
      ]),
    ],
  };
}
