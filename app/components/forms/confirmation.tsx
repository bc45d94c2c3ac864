import { useEffect, useRef, type ReactNode } from "react";

export interface ConfirmationPanelProps {
  title: string;
  /** What happens next (the spec's success text). */
  children: ReactNode;
  reference?: string;
  /** More to say after the reference: how to reach us sooner, a way to send another. */
  footer?: ReactNode;
}

/**
 * The GOV.UK confirmation pattern: the panel takes the form's place, is scrolled to the top of the window and its
 * heading takes focus, so the visitor sees and hears that the enquiry went, not an empty form. Without JavaScript the
 * page the server renders has `autofocus` on the heading, which does the same on load.
 */
export function ConfirmationPanel({ title, children, reference, footer }: ConfirmationPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div ref={panel} className="mb-6 border-4 border-brand-700 bg-brand-50 p-6" data-confirmation>
      {/* Without JavaScript the browser scrolls the autofocused heading only just into view, at the window's foot: the
          margin below it makes that scroll leave room for the rest of the panel. */}
      <h2 ref={heading} tabIndex={-1} autoFocus className="heading-l scroll-mb-[60vh] text-brand-800">
        {title}
      </h2>
      <p className="mt-4 text-lg">{children}</p>
      {reference ? (
        <p className="mt-4 text-lg" data-reference>
          Your reference: <strong className="break-all">{reference}</strong>
        </p>
      ) : null}
      {footer}
    </div>
  );
}
