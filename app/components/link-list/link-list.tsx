import { Icon } from "#app/components/icons/icons.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { DescribedLink } from "#app/content/types.ts";
import { gridClasses } from "#app/components/card-grid/grid-columns.ts";

/** A list of links with a line each: downloads, useful contacts, the pages of the site. */
export function LinkList({ links }: { links: readonly DescribedLink[] }) {
  const grid = gridClasses(links.length, 2);
  return (
    <ul className={`mx-auto max-w-4xl ${grid.grid}`}>
      {links.map((link, index) => (
        <li
          key={`${link.href} ${link.label}`}
          className={`flex gap-3 rounded-lg bg-white p-4 ring-1 ring-brand-100 ${index === links.length - 1 ? grid.last : ""}`}
        >
          <Icon name={link.external ? "external" : "chevronRight"} className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>
            <SmartLink link={link} className="font-bold text-brand-700" />
            {link.description && <span className="mt-1 block text-muted">{link.description}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
