import { telHref, type BusinessDetails } from "~/config/business";
import { useBusiness } from "~/config/use-business";
import { Icon } from "~/components/icons/icons";
import type { PhoneKey } from "~/content/types";

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
export function PhoneLink({ phone = "main", label = "Call", className = "button-secondary" }: { phone?: PhoneKey; label?: string; className?: string }) {
  const number = phoneNumber(useBusiness(), phone);
  return (
    <a href={telHref(number)} className={className}>
      <Icon name="phone" className="mr-2 size-5 shrink-0" />
      {label} {number}
    </a>
  );
}
