import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { navigationOrder, services } from "#app/content/services.ts";
import { Icon } from "#app/components/icons/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

const linkClass = "block px-4 py-3 text-ink no-underline hover:bg-brand-50 hover:underline focus-visible:bg-accent-400";

/**
 * 'Our Services' as a disclosure navigation menu (WAI-ARIA APG pattern): opens on hover, on click and from the keyboard
 * (Enter or Space toggle, Down arrow opens and moves into the list, Up and Down move, Home and End jump, Escape closes
 * and returns focus to the button); closes when the pointer leaves, focus leaves, or an item is chosen.
 * Before JavaScript runs it is a link to the home page's services section, with the list shown on hover and focus by CSS.
 */
export function ServicesMenu() {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // A mouse click lands after the hover that already opened the menu: it should keep it open, not toggle it shut.
  const openedByHover = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  const items = navigationOrder.map((key) => services[key]);

  if (!hydrated) {
    return (
      <div className="group relative">
        <a href="/#services" className="flex items-center gap-1 font-semibold text-ink no-underline hover:underline">
          Our Services <Icon name="chevronDown" className="size-5" />
        </a>
        <ul className="absolute left-0 top-full hidden w-64 rounded-md border border-brand-100 bg-white py-2 shadow-lg group-focus-within:block group-hover:block">
          {items.map((service) => (
            <li key={service.key}>
              <a href={service.path} className={linkClass}>
                {service.title}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      // The list renders on the next frame; move focus once it is there.
      requestAnimationFrame(() => focusItem(event.key === "ArrowDown" ? 0 : -1));
    } else if (event.key === "Escape" && open) {
      close(true);
    }
  };

  const onListKeyDown = (event: React.KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    }
  };

  return (
    <div
      className="relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-12 items-center gap-1 font-semibold text-ink hover:underline"
      >
        Our Services <Icon name="chevronDown" className={`size-5 ${open ? "rotate-180" : ""}`} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className="absolute left-0 top-full w-64 rounded-md border border-brand-100 bg-white py-2 shadow-lg"
      >
        {items.map((service) => (
          <li key={service.key}>
            <Link to={service.path} className={linkClass} onClick={() => setOpen(false)}>
              {service.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
