import { Link } from "react-router";
import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { assessmentCallToAction, primaryNavigation } from "#app/content/navigation.ts";
import { Icon } from "#app/components/icons/icons.tsx";
import { ServicesMenu } from "#app/components/site-header/services-menu.tsx";
import { MobileMenu } from "#app/components/site-header/mobile-menu.tsx";

/** The sticky header: desktop navigation from the `xl` breakpoint (1280px), phone link and menu toggle below it. */
export function SiteHeader() {
  const business = useBusiness();
  return (
    <header className="sticky top-0 z-40 border-b border-brand-100 bg-white">
      <div className="container-page flex h-18 items-center justify-between gap-2 sm:gap-4">
        {/* The name wraps only between its words on a phone, and not at all beside the desktop navigation. */}
        <Link
          to="/"
          className="flex items-center gap-2 text-base leading-tight font-bold text-brand-800 no-underline sm:text-xl xl:text-lg 2xl:text-xl"
        >
          <Icon name="heart" className="hidden size-8 shrink-0 text-brand-600 sm:block" />
          <span className="xl:whitespace-nowrap">
            {business.tradingName}
            <span className="sr-only"> home page</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-4 whitespace-nowrap xl:flex 2xl:gap-6">
          <ServicesMenu />
          {primaryNavigation.map((item) => (
            <Link key={item.href} to={item.href} className="font-semibold text-ink no-underline hover:underline">
              {item.label}
            </Link>
          ))}
          <a
            href={telHref(business.mainPhone)}
            className="flex items-center gap-2 font-bold text-brand-700 no-underline hover:underline"
          >
            <Icon name="phone" className="size-5" />
            {business.mainPhone}
          </a>
          <Link to={assessmentCallToAction.href} className="button-primary">
            {assessmentCallToAction.label}
          </Link>
        </nav>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2 xl:hidden">
          <a
            href={telHref(business.mainPhone)}
            className="flex size-11 items-center justify-center rounded-md text-brand-700 sm:size-12"
            aria-label={`Call us on ${business.mainPhone}`}
          >
            <Icon name="phone" />
          </a>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
