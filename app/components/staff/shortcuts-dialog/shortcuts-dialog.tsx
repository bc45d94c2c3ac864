import { useRef, useState, type Ref } from "react";
import { createPortal } from "react-dom";
import { ChoiceControl } from "#app/components/forms/forms.tsx";
import { rememberShortcutsOn, shortcuts, shortcutsOn, useInboxShortcuts } from "#app/hooks/inbox-shortcuts.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/**
 * The inbox's keyboard shortcuts (app/hooks/inbox-shortcuts.ts) for the page shown, with the button that lists them:
 * only with JavaScript (without it there are no shortcuts, so the server's HTML has no button either). The staff frame
 * shows it on the list and on an enquiry's page.
 */
export function KeyboardShortcuts() {
  return useHydrated() ? <ShortcutsAndButton /> : null;
}

function ShortcutsAndButton() {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Where focus was when the dialog opened: it goes back there when the dialog closes.
  const returnTo = useRef<HTMLElement | null>(null);
  // Read once the page runs in the browser (this part never renders on the server).
  const [on, setOn] = useState(shortcutsOn);

  const open = () => {
    const element = dialog.current;
    if (!element || element.open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    // Its heading, so a screen reader starts at the dialog's name and the list rather than at the checkbox.
    heading.current?.focus();
  };
  useInboxShortcuts({ on, openHelp: open });

  return (
    <>
      {/* Not on a phone or tablet without a mouse (it would cost the list a line there); ? still opens the dialog. */}
      <button
        type="button"
        className="rounded-sm border-2 border-white px-2 py-0.5 text-sm font-bold whitespace-nowrap text-white hover:bg-brand-800 pointer-coarse:hidden"
        onClick={open}
        data-shortcuts-button
      >
        Keyboard shortcuts (?)
      </button>
      {/* At the end of the body, not inside the bar the button sits in (a list of links in the staff navigation). */}
      {createPortal(
        <ShortcutsDialog
          ref={dialog}
          headingRef={heading}
          on={on}
          onChange={(next) => {
            rememberShortcutsOn(next);
            setOn(next);
          }}
          onClose={() => {
            if (returnTo.current?.isConnected) returnTo.current.focus();
            returnTo.current = null;
          }}
        />,
        document.body,
      )}
    </>
  );
}

/**
 * The list of shortcuts in a modal dialog (native `<dialog>`: Escape closes it, the page behind is inert), with the
 * checkbox that turns them off (WCAG 2.1.4: a single key can fire by mistake, and speech recognition types words that
 * are made of them) and a Close button. The only place the shortcuts are announced.
 */
export function ShortcutsDialog({
  ref,
  headingRef,
  on,
  onChange,
  onClose,
}: {
  ref?: Ref<HTMLDialogElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  on: boolean;
  onChange: (on: boolean) => void;
  onClose: () => void;
}) {
  return (
    <dialog
      ref={ref}
      aria-labelledby="shortcuts-heading"
      className="m-auto w-[calc(100%-2rem)] max-w-lg border-4 border-ink bg-white p-4 text-ink backdrop:bg-ink/70 sm:p-6"
      onClose={onClose}
      data-shortcuts-dialog
    >
      <h2
        id="shortcuts-heading"
        ref={headingRef}
        tabIndex={-1}
        className="heading-l focus:shadow-none focus:outline-none"
      >
        Keyboard shortcuts
      </h2>
      <p className="mt-3">
        On the list of enquiries and on an enquiry&apos;s page. They do nothing while you type in a box, or with Ctrl,
        Alt or Cmd held down.
      </p>
      <dl className="mt-3 space-y-1">
        {shortcuts.map(({ key, does }) => (
          <div key={key} className="flex items-baseline gap-3">
            <dt className="w-[4.5rem] shrink-0">
              <kbd className="rounded-sm border-2 border-ink px-1.5 font-mono text-[0.875em] font-bold">{key}</kbd>
            </dt>
            <dd>{does}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex items-start gap-3">
        <ChoiceControl
          id="shortcuts-on"
          type="checkbox"
          checked={on}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby="shortcuts-on-hint"
        />
        <div className="py-1.5">
          <label htmlFor="shortcuts-on" className="cursor-pointer font-bold">
            Use keyboard shortcuts
          </label>
          <p id="shortcuts-on-hint" className="text-muted">
            Untick this if single keys get in your way, for example with speech recognition software. This browser
            remembers your choice.
          </p>
        </div>
      </div>
      <form method="dialog" className="mt-4">
        <button type="submit" className="button-secondary">
          Close
        </button>
      </form>
    </dialog>
  );
}
