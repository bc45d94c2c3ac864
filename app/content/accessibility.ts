import type { PageContent } from "#app/content/types.ts";
import { addressLine, type BusinessDetails } from "#app/config/business.ts";
import { prose } from "#app/content/shared-sections.ts";

export function accessibilityPage(business: BusinessDetails): PageContent {
  const name = business.tradingName;
  return {
    hero: {
      title: "Accessibility Statement",
      text: `We want everyone who visits the ${name} website to be able to find information and contact us easily, whatever device they use and whatever their needs.`,
      actions: [{ label: "Report a problem", href: "/accessibility#report-a-problem" }],
    },
    sections: [
      prose("using-this-website", "Using This Website", [
        "This website is designed so that you can:",
        [
          "read large, high-contrast text, and zoom up to 400% without text spilling off the screen",
          "use every page on a small phone screen",
          "move around the whole website using only a keyboard, with a clearly visible focus",
          "use a screen reader, such as NVDA, JAWS, VoiceOver or TalkBack",
          "read every page even if JavaScript is turned off or fails to load",
          "turn off animation: nothing moves on its own",
        ],
        "AbilityNet has advice on making your device easier to use if you have a disability (abilitynet.org.uk).",
      ]),
      prose("standard", "The Standard We Aim For", [
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. Every page is checked with automated accessibility tests at phone and desktop sizes each time the website changes, and we test by hand with a keyboard and a screen reader.",
      ]),
      prose("known-issues", "Known Issues", [
        "We know of these limitations:",
        [
          "Our guides for families are web pages rather than PDF files. They print from your browser, but we do not yet publish them in easy-read formats, except our easy-read guide to tenancies.",
          "Some links go to other organisations' websites, whose accessibility we do not control.",
        ],
        "If you find anything else that is hard to use, please tell us.",
      ]),
      prose("other-formats", "Asking for Another Format", [
        `If you need information from this website in a different format, such as large print, easy read, audio or Braille, or in another language, e-mail ${business.email} or call ${business.mainPhone}. We will consider your request and reply within 5 working days.`,
        "If you are deaf, hard of hearing or speech-impaired, you can contact us by e-mail or through the Relay UK text relay service. We can arrange interpreters, including British Sign Language interpreters, for assessments and meetings.",
      ]),
      prose("report-a-problem", "Reporting a Problem", [
        `If you find a problem with this website, please tell us what page it was on, what you were trying to do and what device and software you were using. E-mail ${business.email}, call ${business.mainPhone} or write to us at ${addressLine(business)}. We will reply within 5 working days.`,
        "If you are not happy with our reply, you can contact the Equality Advisory and Support Service (EASS) at equalityadvisoryservice.com.",
      ]),
      prose("preparation", "Preparation of This Statement", [
        "This statement was prepared in November 2026. It will be reviewed every year and whenever the website changes significantly.",
      ]),
    ],
  };
}
