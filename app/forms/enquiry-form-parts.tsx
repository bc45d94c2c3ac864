import type { MouseEvent, RefObject } from "react";
import { CallBackNote } from "#app/components/call-back-note/call-back-note.tsx";
import { ErrorSummary } from "#app/components/forms/forms.tsx";
import { telHref } from "#app/utils/phone-number.ts";
import type { CallBack } from "#app/enquiries/call-back.ts";
import { metaFields } from "#app/enquiries/definitions.ts";
import type { FieldErrors } from "#app/utils/field-errors.ts";

/** Below the confirmation: the call-back promise, the phone number, and "Send another" where the form has one. */
export function SuccessFooter({
  callBack,
  phone,
  sendAnother,
  href,
  onSendAnother,
}: {
  callBack: CallBack | undefined;
  phone: string;
  /** The label of the "Send another" link, absent on forms without one. */
  sendAnother: string | undefined;
  href: string;
  /** With JavaScript, the form comes back in place; without it, the link loads the page again with an empty form. */
  onSendAnother: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
}) {
  return (
    <>
      {callBack ? <CallBackNote phone={callBack.phone} when={callBack.when} /> : null}
      <p className="mt-4">
        If you need us sooner, call <a href={telHref(phone)}>{phone}</a>.
      </p>
      {sendAnother ? (
        <p className="mt-4">
          <a href={href} onClick={onSendAnother} className="button-secondary" data-send-another>
            {sendAnother}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** The error summary and, after a failure or the rate limit, the phone number as the way on. */
export function FormProblems({
  errors,
  groups,
  problem,
  phone,
}: {
  errors: FieldErrors;
  groups: readonly string[];
  problem: string | undefined;
  phone: string;
}) {
  return (
    <>
      <ErrorSummary errors={errors} groups={groups} message={problem} />
      {problem ? (
        <p className="mb-6">
          <a href={telHref(phone)} className="button-primary">
            Call {phone}
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * The hidden fields of the duplicate and spam guards: the idempotency key, the signed start time, the page the form
 * was sent from, with JavaScript its mark and the time taken, and the honeypot.
 */
export function GuardFields({
  idPrefix,
  idempotencyKey,
  startedAt,
  originPage,
  elapsed,
}: {
  idPrefix: string;
  idempotencyKey: string;
  /** Absent on prerendered pages. */
  startedAt: string | undefined;
  originPage: string;
  /** The field the time taken goes into; absent until JavaScript runs. */
  elapsed: RefObject<HTMLInputElement | null> | undefined;
}) {
  return (
    <>
      {idempotencyKey ? <input type="hidden" name={metaFields.idempotencyKey} value={idempotencyKey} /> : null}
      {startedAt !== undefined ? <input type="hidden" name={metaFields.startedAt} value={startedAt} /> : null}
      <input type="hidden" name={metaFields.originPage} value={originPage} />
      {elapsed ? (
        <>
          <input type="hidden" name={metaFields.js} value="1" />
          <input type="hidden" name={metaFields.elapsedMs} ref={elapsed} defaultValue="" />
        </>
      ) : null}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${metaFields.honeypot}`}>Leave this field empty</label>
        <input
          id={`${idPrefix}-${metaFields.honeypot}`}
          type="text"
          name={metaFields.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}

/** Always on the page (with JavaScript), so that "The form has been cleared." is announced when it appears. */
export function ClearedNotice({
  idPrefix,
  cleared,
  undo,
  onUndo,
}: {
  idPrefix: string;
  cleared: boolean;
  undo: RefObject<HTMLButtonElement | null>;
  onUndo: () => void;
}) {
  return (
    <div role="status" className="mt-4" data-cleared-notice>
      {cleared ? (
        <div className="flex flex-wrap items-center gap-4 border-l-4 border-brand-700 bg-brand-50 p-4">
          <p id={`${idPrefix}-cleared`}>The form has been cleared.</p>
          <button
            ref={undo}
            type="button"
            onClick={onUndo}
            aria-describedby={`${idPrefix}-cleared`}
            className="button-secondary"
          >
            Undo
          </button>
        </div>
      ) : null}
    </div>
  );
}
