import { Link, useRouteLoaderData } from "react-router";
import { addressLine } from "#app/config/business.ts";
import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { footerColumns, type NavLink } from "#app/content/navigation.ts";
import { navigationOrder, services } from "#app/content/services.ts";
import { EmailLink } from "#app/components/email-link/email-link.tsx";
import { Icon } from "#app/components/icons/icons.tsx";

/** The year the copyright line starts; the end year comes from the server so prerendered HTML and hydration agree. */
const FIRST_YEAR = 2024;

export function SiteFooter() {
  const business = useBusiness();
  const root = useRouteLoaderData<{ currentYear: number }>("root");
  const year = root?.currentYear ?? FIRST_YEAR;
  const serviceLinks: NavLink[] = navigationOrder.map((key) => ({
    label: services[key].title,
    href: services[key].path,
  }));
  const columns = [{ heading: "Our services", links: serviceLinks }, ...footerColumns(business)];

  return (
    // No top margin: whatever ends the page (the quick-contact band, a coloured call to action) meets the footer
    // directly, with no white strip between them; each section brings its own padding.
    <footer className="bg-brand-800 text-white [&_a]:text-white">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="heading-m">
            Contact {business.tradingName}
          </h2>
          <ul className="mt-4 space-y-3">
            <li className="flex gap-2">
              <Icon name="phone" className="mt-1 size-5 shrink-0" />
              <a href={telHref(business.mainPhone)} className="font-bold">
                {business.mainPhone}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="mail" className="mt-1 size-5 shrink-0" />
              <EmailLink address={business.email} />
            </li>
            <li className="flex gap-2">
              <Icon name="mapPin" className="mt-1 size-5 shrink-0" />
              <address className="not-italic">{addressLine(business)}</address>
            </li>
            <li className="flex gap-2">
              <Icon name="clock" className="mt-1 size-5 shrink-0" />
              <span>
                Office hours: {business.officeHoursText}
                <br />
                24/7 emergency support for existing clients
              </span>
            </li>
          </ul>
        </section>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={`Footer: ${column.heading}`}>
            <h2 className="heading-m">{column.heading}</h2>
            <ul className="mt-4 space-y-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.label}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <Link to={link.href}>{link.label}</Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/30">
        <div className="container-page flex flex-col gap-2 py-6 text-base sm:flex-row sm:justify-between">
          <p>
            © {FIRST_YEAR === year ? FIRST_YEAR : `${FIRST_YEAR}–${year}`} {business.tradingName}. All rights reserved.
          </p>
          <p>
            Regulated by the Care Quality Commission. CQC Provider ID:{" "}
            <span className="whitespace-nowrap">{business.cqcProviderId}</span>
          </p>
        </div>
      </div>
    </footer>
  );
}
