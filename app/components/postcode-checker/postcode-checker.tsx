import { useEffect, useRef } from "react";
import { ErrorSummary, FormStateProvider, TextField } from "#app/components/forms/forms.tsx";
import { PhoneLink } from "#app/components/phone-link/phone-link.tsx";
import { PostButton, type PostTarget } from "#app/components/post-button/post-button.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { LinkItem } from "#app/content/types.ts";

/** Where every postcode checker posts: the page whose action answers (content pages are prerendered and have none). */
const POSTCODE_CHECK_PATH = "/do-we-cover-my-area";

/**
 * The postcode checker's form: one field and a button, posting to /do-we-cover-my-area. A plain server-rendered form
 * wherever it stands (no script of its own); on its own page the route may pass `onSubmit` to post it through a fetcher.
 * The postcode goes in the body of the POST, never in the address.
 */
export function PostcodeCheckForm({
  error,
  value,
  pending = false,
  onSubmit,
}: {
  /** The message for what was sent (the error summary shows it too). */
  error?: string;
  /** What was sent, shown again. */
  value?: string;
  pending?: boolean;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <FormStateProvider
      value={{
        idPrefix: "postcode-check",
        errors: error ? { postcode: error } : {},
        values: value ? { postcode: value } : undefined,
        pending,
      }}
    >
      {error ? <ErrorSummary errors={{ postcode: error }} /> : null}
      <form
        method="post"
        action={POSTCODE_CHECK_PATH}
        noValidate
        onSubmit={onSubmit}
        aria-label="Check whether we cover your area"
        data-print="hide"
      >
        <TextField
          name="postcode"
          label="Your postcode"
          hint="For example, MK9 3AB, or just the first part, like MK9"
          autoComplete="postal-code"
          className="max-w-xs"
        />
        <button type="submit" className="button-primary mt-6" aria-disabled={pending || undefined}>
          {pending ? "Checking…" : "Check postcode"}
        </button>
      </form>
    </FormStateProvider>
  );
}

export interface CoverageAnswerPanelProps {
  tone: "yes" | "live-in" | "no";
  title: string;
  paragraphs: readonly string[];
  /** Buttons that open a form with the postcode filled in. */
  carry: readonly { label: string; target: PostTarget }[];
  links: readonly LinkItem[];
}

/**
 * The checker's answer. It takes focus when it appears (through `autofocus` in the server's HTML, through a ref once
 * the page runs), so screen readers read it and keyboard users start from it.
 */
export function CoverageAnswerPanel({ tone, title, paragraphs, carry, links }: CoverageAnswerPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [title]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      autoFocus
      aria-labelledby="coverage-answer-title"
      data-coverage-answer={tone}
      className={`mb-10 rounded-lg border-l-8 bg-white p-4 ring-1 sm:p-6 ring-brand-100 focus:outline-none focus-visible:outline-3 ${
        tone === "yes" ? "border-brand-700" : "border-ink"
      }`}
    >
      <h2 id="coverage-answer-title" className="heading-l text-brand-800">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 max-w-3xl">
          {paragraph}
        </p>
      ))}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap" data-print="hide">
        {carry.map((step, position) => (
          <PostButton
            key={step.label}
            target={step.target}
            label={step.label}
            className={position === 0 ? "button-primary" : "button-secondary"}
          />
        ))}
        <PhoneLink className={carry.length === 0 ? "button-primary" : "button-secondary"} />
      </div>
      {links.length > 0 && (
        <ul className="mt-6 space-y-2">
          {links.map((link) => (
            <li key={link.href}>
              <SmartLink link={link} className="font-bold text-brand-700" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
