import { Icon } from "~/components/icons/icons";
import { SmartLink } from "~/components/smart-link/smart-link";
import type { DescribedLink } from "~/content/types";

/** A list of links with a line each: downloads, useful contacts, the pages of the site. */
export function LinkList({ links }: { links: readonly DescribedLink[] }) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-4 md:grid-cols-2">
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`} className="flex gap-3 rounded-lg bg-white p-4 ring-1 ring-brand-100">
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
