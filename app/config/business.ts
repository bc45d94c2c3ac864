/**
 * The provider's business details: the one place where a phone number, e-mail address or the provider's name is
 * written. Every default is fictional (Ofcom's drama numbers, an example.org address) so that nothing real is ever
 * shown by accident; each can be overridden by the environment variable named beside it (checked and read by
 * business.server.ts, handed to pages by the root loader, so prerendered pages carry the build's environment).
 *
 * This module depends only on facts.ts (the office hours' defaults), so the browser bundle can carry it cheaply.
 */
import { officeHours } from "#app/config/facts.ts";

export interface BusinessValues {
  providerName: string;
  mainPhone: string;
  emergencyPhone: string;
  supportedLivingPhone: string;
  carersHelplinePhone: string;
  email: string;
  addressStreet: string;
  addressTown: string;
  addressPostcode: string;
  /** 24-hour "HH:MM", Monday to Friday. */
  officeOpens: string;
  officeCloses: string;
  cqcProviderId: string;
  cqcLocationId: string;
  cqcRating: CqcRating;
  /** CQC's official graphic as a file the site serves (under public/), or "" for none: no logo is drawn without it. */
  cqcLogoPath: string;
  reviewsUrl: string;
  siteUrl: string;
}

export const cqcRatings = ["Outstanding", "Good", "Requires improvement", "Inadequate", "Not yet rated"] as const;
export type CqcRating = (typeof cqcRatings)[number];

/** Each field's environment variable and fictional default. */
export const businessSettings: { readonly [K in keyof BusinessValues]: { env: string; fallback: BusinessValues[K] } } =
  {
    providerName: { env: "PROVIDER_NAME", fallback: "Willowbrook" },
    mainPhone: { env: "PHONE_MAIN", fallback: "07700 900123" },
    emergencyPhone: { env: "PHONE_EMERGENCY", fallback: "07700 900456" },
    supportedLivingPhone: { env: "PHONE_SUPPORTED_LIVING", fallback: "01632 960123" },
    carersHelplinePhone: { env: "PHONE_CARERS_HELPLINE", fallback: "01632 960456" },
    email: { env: "CONTACT_EMAIL", fallback: "hello@willowbrook-care.example.org" },
    addressStreet: { env: "OFFICE_STREET", fallback: "Unit 4, Example Business Park, 100 Fictional Way" },
    addressTown: { env: "OFFICE_TOWN", fallback: "Milton Keynes" },
    addressPostcode: { env: "OFFICE_POSTCODE", fallback: "MK9 9ZZ" },
    officeOpens: { env: "OFFICE_OPENS", fallback: officeHours.opens },
    officeCloses: { env: "OFFICE_CLOSES", fallback: officeHours.closes },
    cqcProviderId: { env: "CQC_PROVIDER_ID", fallback: "1-000000001" },
    cqcLocationId: { env: "CQC_LOCATION_ID", fallback: "1-000000002" },
    cqcRating: { env: "CQC_RATING", fallback: "Good" },
    cqcLogoPath: { env: "CQC_LOGO_PATH", fallback: "" },
    reviewsUrl: {
      env: "REVIEWS_URL",
      fallback: "https://www.google.com/search?q=Willowbrook+Care+Milton+Keynes+reviews",
    },
    siteUrl: { env: "SITE_URL", fallback: "http://localhost:3000" },
  };

export type BusinessDetails = BusinessValues & {
  /** The name as visitors read it in sentences, e.g. "Willowbrook Care". */
  tradingName: string;
  /** Office hours in words, e.g. "Mon-Fri 8am-6pm". */
  officeHoursText: string;
  /** The provider's page on the CQC website. */
  cqcProviderUrl: string;
  /** The registered location's page on the CQC website (where the rating is published). */
  cqcLocationUrl: string;
};

/** The details with the values derived from them. */
export function deriveBusinessDetails(values: BusinessValues): BusinessDetails {
  return {
    ...values,
    siteUrl: values.siteUrl.replace(/\/+$/, ""),
    tradingName: `${values.providerName} Care`,
    officeHoursText: `Mon-Fri ${clockText(values.officeOpens)}-${clockText(values.officeCloses)}`,
    cqcProviderUrl: `https://www.cqc.org.uk/provider/${values.cqcProviderId}`,
    cqcLocationUrl: `https://www.cqc.org.uk/location/${values.cqcLocationId}`,
  };
}

/** The fictional defaults, for a page that has no server data (the root loader itself failed). */
export function defaultBusinessDetails(): BusinessDetails {
  const values = Object.fromEntries(Object.entries(businessSettings).map(([field, { fallback }]) => [field, fallback]));
  return deriveBusinessDetails(values as unknown as BusinessValues);
}

/** "08:00" → "8am", "17:30" → "5:30pm". */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour12}${suffix}` : `${hour12}:${String(minutes).padStart(2, "0")}${suffix}`;
}

/** The office address on one line. */
export function addressLine(details: BusinessDetails): string {
  return `${details.addressStreet}, ${details.addressTown} ${details.addressPostcode}`;
}
