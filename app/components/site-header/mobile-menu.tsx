import { useId, useState } from "react";
import { Link } from "react-router";
import { telHref } from "#app/utils/phone-number.ts";
import { useBusiness } from "#app/config/use-business.ts";
import { assessmentCallToAction, primaryNavigation } from "#app/content/navigation.ts";
import { navigationOrder, services } from "#app/content/services.ts";
import { Icon } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/** Below 640px the word sits under the icon, so the toggle leaves the provider's name room at 320px. */
const toggleClass =
  "flex min-h-12 flex-col items-center justify-center rounded-md border-2 border-brand-700 px-2 text-sm leading-none font-bold text-brand-700 sm:flex-row sm:gap-2 sm:px-3 sm:text-base";

/**
 * The menu below the `xl` breakpoint. A button with `aria-expanded` once JavaScript runs; before that a native
 * `<details>` disclosure, so the menu opens without JavaScript too. Choosing any item closes it.
 */
export function MobileMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  if (!hydrated) {
    return (
      <details className="group">
        <summary className={`${toggleClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
          <Icon name="menu" />
          Menu
        </summary>
        <MenuPanel id={panelId} onChoose={() => {}} />
      </details>
    );
  }

  return (
    <div>
      <button
        type="button"
        className={toggleClass}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? "close" : "menu"} />
        Menu
      </button>
      <MenuPanel id={panelId} hidden={!open} onChoose={() => setOpen(false)} />
    </div>
  );
}

function MenuPanel({ id, hidden, onChoose }: { id: string; hidden?: boolean; onChoose: () => void }) {
  const business = useBusiness();
  const itemClass = "block py-3 text-ink no-underline hover:underline";
  return (
    <nav
      id={id}
      hidden={hidden}
      aria-label="Mobile"
      className="absolute inset-x-0 top-full border-b border-brand-100 bg-white shadow-lg"
    >
      <div className="container-page max-h-[calc(100dvh-4.5rem)] overflow-y-auto py-4">
        <p className="font-bold text-muted">Our Services</p>
        <ul className="border-l-4 border-brand-100 pl-4">
          {navigationOrder.map((key) => (
            <li key={key}>
              <Link to={services[key].path} className={itemClass} onClick={onChoose}>
                {services[key].title}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-2 border-t border-brand-100 pt-2">
          {primaryNavigation.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className={`${itemClass} font-semibold`} onClick={onChoose}>
                {item.label}
              </Link>
            </li>
          ))}
          <li>
            <a
              href={telHref(business.mainPhone)}
              className={`${itemClass} flex items-center gap-2 font-bold text-brand-700`}
              onClick={onChoose}
            >
              <Icon name="phone" className="size-5" />
              {business.mainPhone}
            </a>
          </li>
        </ul>
        <Link to={assessmentCallToAction.href} className="button-primary mt-4 w-full" onClick={onChoose}>
          {assessmentCallToAction.label}
        </Link>
      </div>
    </nav>
  );
}
