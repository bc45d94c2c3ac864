import type { DescribedLink } from "#app/content/types.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { telHref } from "#app/utils/phone-number.ts";

/** Organisations that help family carers, on the respite page and the resources page. */
export function usefulContacts(business: BusinessDetails): DescribedLink[] {
  return [
    {
      label: `National carers helpline: ${business.carersHelplinePhone}`,
      href: telHref(business.carersHelplinePhone),
      description: "Free, confidential advice for carers about benefits, breaks and support.",
    },
    {
      label: "Carers UK",
      href: "https://www.carersuk.org/",
      external: true,
      description: "Information and an online forum for carers across the UK.",
    },
    {
      label: "Support and benefits for carers (NHS)",
      href: "https://www.nhs.uk/social-care-and-support/support-and-benefits-for-carers/",
      external: true,
      description: "Carer's assessments, breaks and financial help explained by the NHS.",
    },
    {
      label: "Carers Bucks",
      href: "https://carersbucks.org/",
      external: true,
      description: "Support for unpaid carers who live in Buckinghamshire.",
    },
    {
      label: "Milton Keynes City Council: adult social care",
      href: "https://www.milton-keynes.gov.uk/adult-social-care",
      external: true,
      description: "Needs assessments, carer's assessments and direct payments in Milton Keynes.",
    },
    {
      label: "Alzheimer's Society",
      href: "https://www.alzheimers.org.uk/",
      external: true,
      description: "Advice and a support line for people affected by dementia.",
    },
  ];
}
