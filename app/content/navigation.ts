import type { BusinessDetails } from "#app/config/business.ts";

export interface NavLink {
  label: string;
  href: string;
  /** Opens another website, in a new tab. */
  external?: boolean;
}

/** Header links after the services menu. */
export const primaryNavigation: readonly NavLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Contact", href: "/contact" },
];

export const assessmentCallToAction: NavLink = { label: "Get Care Assessment", href: "/free-assessment" };

/** The footer's second and third link columns (the first lists the services). */
export function footerColumns(business: BusinessDetails): readonly { heading: string; links: readonly NavLink[] }[] {
  return [
    {
      heading: "About us",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Meet the team", href: "/about#team" },
        { label: "Careers", href: "/careers" },
        { label: "CQC Reports", href: business.cqcProviderUrl, external: true },
        { label: "Carbon Reduction Plan", href: "/carbon-reduction-plan" },
      ],
    },
    {
      heading: "Help and information",
      links: [
        { label: "Contact", href: "/contact" },
        { label: "Resources for Families", href: "/resources" },
        { label: "Frequently asked questions", href: "/faqs" },
        { label: "Privacy Policy", href: "/privacy" },
        { label: "Terms", href: "/terms" },
        { label: "Accessibility", href: "/accessibility" },
        { label: "Sitemap", href: "/sitemap" },
      ],
    },
  ];
}
