import { Link } from "react-router";
import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { Icon } from "#app/components/icons/icons.tsx";
import type { CallToActionContent } from "#app/content/types.ts";

/** A banner with one clear next step and the phone number, used at the end of pages. */
export function CallToAction({ content, id }: { content: CallToActionContent; id?: string }) {
  const business = useBusiness();
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="bg-brand-700 py-12 text-white">
      <div className="container-page text-center">
        <h2 id={id ? `${id}-title` : undefined} className="heading-l">
          {content.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">{content.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-4 sm:flex-row">
          <Link to={content.action.href} className="button bg-white text-brand-800 hover:bg-brand-50">
            {content.action.label}
          </Link>
          <a href={telHref(business.mainPhone)} className="button border-2 border-white text-white hover:bg-brand-800">
            <Icon name="phone" className="mr-2 size-5" />
            Call {business.mainPhone}
          </a>
        </div>
      </div>
    </section>
  );
}
