import { useCallback, type ReactNode } from "react";
import { Form } from "react-router";
import { ChoiceControl, ErrorMessage, ErrorSummary, FormStateProvider } from "#app/components/forms/forms.tsx";
import { Answer, panelMessage, type Answered } from "#app/components/staff/enquiry-answer/enquiry-answer.tsx";
import { usePanelAtOnce, type PanelNotice } from "#app/components/staff/enquiry-follow-up/follow-up-at-once.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { LEAVES_PAGE } from "#app/hooks/use-leave-guard.ts";
import type { EnquiryView, PanelField, PanelValues } from "#app/inbox/enquiry-view.ts";
import { stageChoiceOf, stageChoices, stageText } from "#app/inbox/stages.ts";

/** The panel's values as stored. */
export const storedPanel = (enquiry: EnquiryView): PanelValues => ({
  stage: stageChoiceOf(enquiry.status, enquiry.stageReason),
  assignee: enquiry.assignedTo === null ? "" : String(enquiry.assignedTo),
  spam: enquiry.spam ? "yes" : "no",
});

/**
 * The follow-up of an enquiry, at the top of its page: a large tap-to-call button, then its
 * stage (not going ahead always with its reason), whom it is assigned to and spam or not, then marking it unread.
 * Without JavaScript the three are one form with one Save, saved together; with it, each applies as it is changed, with
 * a message and Undo (`usePanelAtOnce`). Either way every control shows what is stored once a change is answered.
 */
export function EnquiryFollowUp({
  enquiry,
  staff,
  me,
  formAction,
  answer,
}: {
  enquiry: EnquiryView;
  staff: { id: number; email: string }[];
  me: number;
  formAction: string;
  /** The Save's confirmation (from `done`), or its refusal with the values sent. */
  answer?: Answered;
}) {
  const hydrated = useHydrated();
  const stored = storedPanel(enquiry);
  const messageOf = useCallback((field: PanelField) => panelMessage(field, enquiry), [enquiry]);
  const atOnce = usePanelAtOnce({ stored, formAction, messageOf });
  const refused = answer?.status === "invalid" ? answer : undefined;
  const errors = refused?.errors ?? {};
  // Without JavaScript a refused Save shows what was sent, beside its error; otherwise what is stored (or being saved).
  const shown: PanelValues = refused?.values ? { ...stored, ...refused.values } : atOnce.shown;

  return (
    <section aria-labelledby="follow-up-heading" id="follow-up" data-follow-up>
      <h2 id="follow-up-heading" className="sr-only">
        Follow-up
      </h2>
      <CallButton enquiry={enquiry} />
      {answer?.status === "done" ? <Answer result={answer} /> : null}
      <FormStateProvider value={{ idPrefix: "follow-up", errors, pending: false }}>
        {/* autoComplete off: a browser restoring a changed, unsaved choice on reload would show what is not stored. */}
        <Form
          method="post"
          action={formAction}
          noValidate
          autoComplete="off"
          className="mt-4 space-y-4"
          data-form="follow-up"
        >
          <ErrorSummary errors={errors} message={refused ? "Nothing was saved." : undefined} />
          <input type="hidden" name="shown-stage" value={stored.stage} />
          <input type="hidden" name="shown-assignee" value={stored.assignee} />
          <input type="hidden" name="shown-spam" value={stored.spam} />
          <PanelSelect
            field="stage"
            label="Stage"
            value={shown.stage}
            error={errors.stage}
            onChange={(value) => atOnce.change("stage", value)}
          >
            {stageChoices.some((choice) => choice.value === stored.stage) ? null : (
              // Not going ahead with no reason recorded (rows from before reasons): shown, never offered.
              <option value={stored.stage}>{stageText(enquiry.status, enquiry.stageReason)}</option>
            )}
            {stageChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </PanelSelect>
          <PanelSelect
            field="assignee"
            label="Assigned to"
            value={shown.assignee}
            error={errors.assignee}
            onChange={(value) => atOnce.change("assignee", value)}
          >
            <option value="">Unassigned</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
                {member.id === me ? " (you)" : ""}
              </option>
            ))}
          </PanelSelect>
          <div className="flex items-start gap-3">
            <ChoiceControl
              id="follow-up-spam"
              type="checkbox"
              name="spam"
              value="yes"
              checked={shown.spam === "yes"}
              onChange={(event) => atOnce.change("spam", event.target.checked ? "yes" : "no")}
            />
            <label htmlFor="follow-up-spam" className="grow cursor-pointer py-1.5 font-bold">
              Spam
            </label>
          </div>
          {hydrated ? null : (
            <button type="submit" name="intent" value="save" className="button-primary">
              Save
            </button>
          )}
        </Form>
      </FormStateProvider>
      <AtOnceNotice
        notice={atOnce.notice}
        saving={atOnce.saving}
        onHold={atOnce.setHeld}
        onUndo={() => {
          // The Undo button goes: focus moves to the control it put back.
          const field = atOnce.undo();
          if (field) document.getElementById(`follow-up-${field}`)?.focus();
        }}
      />
      <Form method="post" action={formAction} className="mt-4" data-form="unread" {...{ [LEAVES_PAGE]: "" }}>
        <button type="submit" name="intent" value="unread" className="button-secondary">
          Mark as unread
        </button>
      </Form>
    </section>
  );
}

/** One of the panel's lists, labelled, with its error in the GOV.UK place. */
function PanelSelect({
  field,
  label,
  value,
  error,
  onChange,
  children,
}: {
  field: PanelField;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = `follow-up-${field}`;
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <ErrorMessage id={id} error={error} />
      <select
        id={id}
        name={field}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 block min-h-12 w-full max-w-full rounded-md border-2 bg-white px-3 py-2 ${error ? "border-danger-700" : "border-ink"}`}
      >
        {children}
      </select>
    </div>
  );
}

/**
 * Call them: a large `tel:` button (a 48 px target) when the number is one; else the number as text. Their e-mail
 * address is with what they sent, below.
 */
function CallButton({ enquiry }: { enquiry: EnquiryView }) {
  const phone = enquiry.fields.find((field) => field.kind === "phone");
  if (phone?.href)
    return (
      <a href={phone.href} className="button-primary w-full gap-2" data-call-button>
        Call <span className="whitespace-nowrap">{phone.value}</span>
      </a>
    );
  return phone?.value ? (
    <p>
      Phone: <span className="wrap-anywhere whitespace-pre-wrap">{phone.value}</span>
    </p>
  ) : null;
}

/**
 * Always on the page, so what it says is announced (a status message): "Saving…", the change made or why it was not,
 * and Undo while it is offered (a button, reached by Tab from the controls above; held while focused or hovered).
 */
function AtOnceNotice({
  notice,
  saving,
  onHold,
  onUndo,
}: {
  notice: PanelNotice | null;
  saving: boolean;
  onHold: (held: boolean) => void;
  onUndo: () => void;
}) {
  const text = saving ? "Saving…" : notice?.text;
  return (
    <div
      role="status"
      className="mt-3"
      data-at-once-notice
      onFocus={() => onHold(true)}
      onBlur={() => onHold(false)}
      onMouseEnter={() => onHold(true)}
      onMouseLeave={() => onHold(false)}
    >
      {text ? (
        <div
          className={`flex flex-wrap items-center gap-3 border-l-4 p-3 ${notice?.tone === "refused" && !saving ? "border-danger-700" : "border-brand-700 bg-brand-50"}`}
        >
          <p id="follow-up-notice" className="grow basis-48">
            {text}
          </p>
          {notice?.undo && !saving ? (
            <button
              type="button"
              onClick={onUndo}
              aria-describedby="follow-up-notice"
              className="button-secondary"
              data-undo
            >
              Undo
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
