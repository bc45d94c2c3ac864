import { addressLine } from "#app/config/business.ts";
import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { EmailLink } from "#app/components/email-link/email-link.tsx";
import { Icon } from "#app/components/icons/icons.tsx";
import { phoneNumber } from "#app/components/phone-link/phone-link.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { ContactBlockContent } from "#app/content/types.ts";

/** "Talk to us": a number to call, the e-mail address, the office and its hours, and one next step. */
export function ContactBlock({ content }: { content: ContactBlockContent }) {
  const business = useBusiness();
  const number = phoneNumber(business, content.phone);
  const rows = [
    {
      icon: "phone",
      label: "Phone",
      value: (
        <a href={telHref(number)} className="font-bold">
          {number}
        </a>
      ),
    },
    { icon: "mail", label: "Email", value: <EmailLink address={business.email} /> },
    { icon: "mapPin", label: "Office", value: <address className="not-italic">{addressLine(business)}</address> },
    { icon: "clock", label: "Hours", value: content.hours ?? business.officeHoursText },
  ] as const;
  return (
    <section id={content.id} aria-labelledby={`${content.id}-title`} className="py-14">
      <div className="container-page grid gap-8 rounded-lg bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10 md:grid-cols-2">
        <div>
          <h2 id={`${content.id}-title`} className="heading-l">
            {content.title}
          </h2>
          <p className="mt-3 text-lg">{content.text}</p>
          <p className="mt-6">
            <SmartLink link={content.action} className="button-primary" />
          </p>
        </div>
        <dl className="space-y-4">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className="flex items-center gap-3 font-bold">
                <Icon name={row.icon} className="size-6 shrink-0 text-brand-700" />
                {row.label}
              </dt>
              <dd className="pl-9">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
