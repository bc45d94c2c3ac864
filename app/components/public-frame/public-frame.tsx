import { SiteHeader } from "~/components/site-header/site-header";
import { factText } from "~/config/facts";
import { SiteFooter } from "~/components/site-footer/site-footer";
import { SkipLink } from "~/components/skip-link/skip-link";
import { useMatches } from "react-router";

/**
 * The frame every public page shares: skip link, sticky header, the page itself, then the end-of-page slot where the
 * quick-contact form goes, and the footer. The form is passed in by the routes that use the frame (the marketing layout
 * and the root's error pages), so components never import app/forms/.
 */
export function PublicFrame({ children, quickContact }: { children: React.ReactNode; quickContact: React.ReactNode }) {
  // The /quick-contact page is that form itself: it is not shown twice.
  const hideQuickContact = useMatches().some((match) => (match.handle as { hideQuickContact?: boolean } | undefined)?.hideQuickContact);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="focus:outline-none focus-visible:shadow-none">
        {children}
      </main>
      {hideQuickContact ? null : (
        <section id="quick-contact" aria-labelledby="quick-contact-title" className="bg-brand-50 py-12" data-print="hide">
          <div className="container-page max-w-4xl">
            <h2 id="quick-contact-title" className="heading-l">
              Ask us to contact you
            </h2>
            <p className="mt-2 max-w-2xl">Leave your details and we will call you back, usually {factText.quickContactReply}.</p>
            {quickContact}
          </div>
        </section>
      )}
      <SiteFooter />
    </>
  );
}
