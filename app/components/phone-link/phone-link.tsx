import type { BusinessDetails } from "#app/config/business.ts";
import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { Icon } from "#app/components/icons/icons.tsx";
import type { PhoneKey } from "#app/content/types.ts";

const fields = {
  main: "mainPhone",
  emergency: "emergencyPhone",
  supportedLiving: "supportedLivingPhone",
  carersHelpline: "carersHelplinePhone",
} as const satisfies Record<PhoneKey, keyof BusinessDetails>;

export function phoneNumber(business: BusinessDetails, key: PhoneKey): string {
  return business[fields[key]];
}

/** A button that calls one of the provider's numbers, reading "{label} {number}". */
export function PhoneLink({
  phone = "main",
  label = "Call",
  className = "button-secondary",
}: {
  phone?: PhoneKey;
  label?: string;
  className?: string;
}) {
  const number = phoneNumber(useBusiness(), phone);
  return (
    <a href={telHref(number)} className={className}>
      <Icon name="phone" className="mr-2 size-5 shrink-0" />
      {label} {number}
    </a>
  );
}
