import { useEffect, useRef } from "react";
import { SiteHeader } from "#app/components/site-header/site-header.tsx";
import { factText } from "#app/config/facts.ts";
import { SiteFooter } from "#app/components/site-footer/site-footer.tsx";
import { SkipLink } from "#app/components/skip-link/skip-link.tsx";
import { useMatches, useRouteError } from "react-router";

/** What a public route may ask of the frame through its `handle`. */
export interface FrameHandle {
  /**
   * The page has a form of its own (/contact, /request-a-callback, /free-assessment, /quick-contact): the quick-contact
   * form is not shown as well, so a page never has two forms to choose from.
   */
  hideQuickContact?: boolean;
  /**
   * The page is a confirmation (/thank-you): the main content takes focus when the page is shown, so it is the first
   * thing read, whether the page came from a redirect without JavaScript or a navigation with it.
   */
  focusMain?: boolean;
}

function useFrameHandle(): FrameHandle {
  // An error page (the root's boundary) stands in for the page: its form is not shown, so the quick-contact form is.
  const onErrorPage = useRouteError() != null;
  const matches = useMatches();
  const handles = onErrorPage ? [] : matches.map((match) => (match.handle ?? {}) as FrameHandle);
  return {
    hideQuickContact: handles.some((handle) => handle.hideQuickContact),
    focusMain: handles.some((handle) => handle.focusMain),
  };
}

/**
 * The frame every public page shares: skip link, sticky header, the page itself, then the end-of-page slot where the
 * quick-contact form goes, and the footer. The form is passed in by the routes that use the frame (the marketing layout
 * and the root's error pages), so components never import app/forms/.
 */
export function PublicFrame({ children, quickContact }: { children: React.ReactNode; quickContact: React.ReactNode }) {
  const { hideQuickContact, focusMain } = useFrameHandle();
  const mainRef = useRef<HTMLElement>(null);
  // After a navigation with JavaScript (the server's HTML has `autofocus` for the first load).
  useEffect(() => {
    if (focusMain) mainRef.current?.focus();
  }, [focusMain]);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main
        ref={mainRef}
        id="main-content"
        tabIndex={-1}
        autoFocus={focusMain}
        className="focus:outline-none focus-visible:shadow-none"
      >
        {children}
      </main>
      {hideQuickContact ? null : (
        <section
          id="quick-contact"
          aria-labelledby="quick-contact-title"
          className="bg-brand-50 py-12"
          data-print="hide"
        >
          <div className="container-page max-w-4xl">
            <h2 id="quick-contact-title" className="heading-l">
              Ask us to contact you
            </h2>
            <p className="mt-2 max-w-2xl">
              Leave your details and we will call you back, usually {factText.quickContactReply}.
            </p>
            {quickContact}
          </div>
        </section>
      )}
      <SiteFooter />
    </>
  );
}
