import { Link } from "react-router";
import type { LinkItem } from "#app/content/types.ts";

/**
 * Renders a content link with the right element: the router's `Link` for this site's pages (so `/path#anchor` works
 * before and after hydration), a plain `<a>` for phone, e-mail and other sites. Other sites open in a new tab and say so.
 */
export function SmartLink({ link, className }: { link: LinkItem; className?: string }) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (/^(tel|mailto):/.test(link.href)) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}
