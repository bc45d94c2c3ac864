import { CheckList } from "#app/components/check-list/check-list.tsx";
import { Icon } from "#app/components/icons/icons.tsx";
import { PhoneLink } from "#app/components/phone-link/phone-link.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { AlertBannerContent } from "#app/content/types.ts";

/** An urgent message with a number to call at once: emergency respite, urgent care, the 24/7 helpline. */
export function AlertBanner({ content }: { content: AlertBannerContent }) {
  return (
    <section id={content.id} aria-labelledby={`${content.id}-title`} className="py-10">
      <div className="container-page">
        <div className="rounded-lg border-l-8 border-danger-700 bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
          <h2 id={`${content.id}-title`} className="heading-l flex items-start gap-3 text-danger-700">
            <Icon name="clock" className="mt-1 size-8 shrink-0" />
            {content.title}
          </h2>
          <p className="mt-3 max-w-3xl text-lg">{content.text}</p>
          {content.points && <CheckList items={content.points} className="mt-4 grid gap-2 md:grid-cols-2" />}
          <div className="mt-6 flex flex-col gap-4 sm:flex-row">
            <PhoneLink
              phone={content.phone.key}
              label={content.phone.label}
              className="button bg-danger-700 text-white hover:bg-brand-800"
            />
            {content.action && <SmartLink link={content.action} className="button-secondary" />}
          </div>
        </div>
      </div>
    </section>
  );
}
