import { SiteHeader } from "~/components/site-header/site-header";
import { SiteFooter } from "~/components/site-footer/site-footer";
import { SkipLink } from "~/components/skip-link/skip-link";

/**
 * The frame every public page shares: skip link, sticky header, the page itself, then the end-of-page slot where the
 * quick-contact form goes, and the footer.
 */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="focus:outline-none focus-visible:shadow-none">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
