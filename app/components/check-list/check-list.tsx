import { Icon } from "#app/components/icons/icons.tsx";
import type { IconName } from "#app/content/types.ts";

/** A list of short points, each after a small icon (a tick unless told otherwise). Layout comes from `className`. */
export function CheckList({
  items,
  className = "space-y-2",
  itemClassName,
  icon = "check",
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  icon?: IconName;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-2 ${itemClassName ?? ""}`}>
          <Icon name={icon} className="mt-1 size-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
