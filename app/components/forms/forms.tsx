import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * The parts every form is made of, in the GOV.UK pattern: a label and an optional hint above each field, the error
 * message between the label and the field, `aria-invalid` and `aria-describedby` on the field, and an error summary
 * at the top of the form that takes focus and links to each field. Works the same with and without JavaScript.
 *
 * They know no form: the forms in app/forms/ import these parts, never the other way round (docs/architecture.md,
 * "Folder arrows"). The two shapes below are what the parts take; the forms' `Option` and `RawValues` have them.
 */

/** A choice a field offers: the value sent and the label shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/** Values shown again after a failed submission: one string per field, a list for checkbox fields. */
export type FieldValues = Record<string, string | string[]>;

interface FormState {
  /** Prefix of every id in the form, so two forms on one page (a page's form and the quick-contact) never clash. */
  idPrefix: string;
  errors: Record<string, string>;
  /** Values to show again after a failed submission rendered by the server. */
  values?: FieldValues;
  pending: boolean;
  /** Empties the form (the Clear Form button, with JavaScript). */
  clear?: () => void;
}

const FormStateContext = createContext<FormState>({ idPrefix: "form", errors: {}, pending: false });

export function FormStateProvider({ value, children }: { value: FormState; children: ReactNode }) {
  return <FormStateContext.Provider value={value}>{children}</FormStateContext.Provider>;
}

export function useFormState() {
  return useContext(FormStateContext);
}

/** The id of a field's control (for a group, of its first option: where the error summary's link goes). */
export function fieldId(idPrefix: string, name: string, optionIndex?: number) {
  return optionIndex === undefined ? `${idPrefix}-${name}` : `${idPrefix}-${name}-${optionIndex}`;
}

function useField(name: string, hint?: string) {
  const { idPrefix, errors, values } = useFormState();
  const id = fieldId(idPrefix, name);
  const error = errors[name];
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const value = values?.[name];
  return { id, error, describedBy, value };
}

function Hint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="mt-1 text-muted">
      {children}
    </p>
  );
}

export function ErrorMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="mt-1 font-bold text-danger-700">
      <span className="sr-only">Error: </span>
      {error}
    </p>
  );
}

/** A field's label, then its hint and its error message, in the GOV.UK order. */
function LabelHintError({ id, label, hint, error }: { id: string; label: string; hint?: string; error?: string }) {
  return (
    <>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      <Hint id={id}>{hint}</Hint>
      <ErrorMessage id={id} error={error} />
    </>
  );
}

// One height for text boxes and selects: a select ignores line height and came out 7 px shorter than an input beside it.
// The height is an input's own: its padding, one line of text and its two borders.
const inputClass = (error?: string) =>
  `mt-2 block min-h-[calc(2.625rem+4px)] w-full rounded-md border-2 bg-white px-3 py-2 leading-relaxed text-ink ${error ? "border-danger-700" : "border-ink"}`;

export function FieldWrapper({ error, children }: { error?: string; children: ReactNode }) {
  return <div className={`mt-6 ${error ? "border-l-4 border-danger-700 pl-4" : ""}`}>{children}</div>;
}

export interface TextFieldProps {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "tel" | "email" | "date" | "password";
  autoComplete?: string;
  inputMode?: "text" | "tel" | "email" | "numeric";
  min?: string;
  required?: boolean;
  className?: string;
}

export function TextField({
  name,
  label,
  hint,
  type = "text",
  autoComplete,
  inputMode,
  min,
  required = true,
  className,
}: TextFieldProps) {
  const { id, error, describedBy, value } = useField(name, hint);
  return (
    <FieldWrapper error={error}>
      <LabelHintError id={id} label={label} hint={hint} error={error} />
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        required={required}
        defaultValue={typeof value === "string" ? value : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass(error)} ${className ?? ""}`}
      />
    </FieldWrapper>
  );
}

/** The phone number field of every form that asks for one: a phone's number keypad, and the browser's autofill. */
export function PhoneField() {
  return <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" inputMode="tel" />;
}

/** The e-mail address field of every form that asks for one (the same name, label, keyboard and autofill). */
export function EmailField() {
  return <TextField name="email" label="Email address" type="email" autoComplete="email" inputMode="email" />;
}

export interface TextAreaProps {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
  /** Show "N of max characters" under the field (live with JavaScript). */
  counter?: boolean;
  rows?: number;
}

export function TextArea({ name, label, hint, maxLength, counter = false, rows = 5 }: TextAreaProps) {
  const { id, error, describedBy, value } = useField(name, hint);
  const initial = typeof value === "string" ? value : "";
  const [length, setLength] = useState(initial.length);
  const counterId = `${id}-counter`;
  return (
    <FieldWrapper error={error}>
      <LabelHintError id={id} label={label} hint={hint} error={error} />
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={initial}
        onChange={(event) => setLength(event.currentTarget.value.length)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[describedBy, counter ? counterId : ""].filter(Boolean).join(" ") || undefined}
        className={inputClass(error)}
      />
      {counter && maxLength ? (
        <p id={counterId} className="mt-1 text-muted" data-counter>
          {length} / {maxLength} characters
        </p>
      ) : null}
    </FieldWrapper>
  );
}

export interface ChoiceProps {
  name: string;
  label: string;
  hint?: string;
  options: readonly FieldOption[];
}

export function Select({ name, label, hint, options }: ChoiceProps) {
  const { id, error, describedBy, value } = useField(name, hint);
  return (
    <FieldWrapper error={error}>
      <LabelHintError id={id} label={label} hint={hint} error={error} />
      <select
        id={id}
        name={name}
        required
        defaultValue={typeof value === "string" ? value : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass(error)}
      >
        <option value="">Please choose</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldWrapper>
  );
}

/**
 * A radio button or checkbox as GOV.UK draws them: a 40 × 40 px target with a 2 px border, a round dot or a thick tick
 * when chosen, and the site's focus ring. The dot and tick are borders, so they still show in Windows' high-contrast
 * mode (which drops background colours).
 */
export function ChoiceControl({
  type,
  className,
  ...input
}: React.InputHTMLAttributes<HTMLInputElement> & { type: "radio" | "checkbox" }) {
  const mark =
    type === "radio"
      ? "top-[10px] left-[10px] size-0 rounded-full border-[10px] border-ink"
      : "top-[11px] left-[9px] h-[12px] w-[23px] -rotate-45 border-b-[5px] border-l-[5px] border-ink";
  return (
    <span className={`relative inline-flex size-[40px] shrink-0 ${className ?? ""}`}>
      <input
        {...input}
        type={type}
        className={`peer m-0 size-[40px] cursor-pointer appearance-none border-2 border-ink bg-white ${type === "radio" ? "rounded-full" : ""}`}
        data-choice-control
      />
      <span aria-hidden="true" className={`pointer-events-none absolute hidden peer-checked:block ${mark}`} />
    </span>
  );
}

function ChoiceGroup({ name, label, hint, options, type }: ChoiceProps & { type: "radio" | "checkbox" }) {
  const { id, error, describedBy, value } = useField(name, hint);
  const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  return (
    <FieldWrapper error={error}>
      <fieldset aria-describedby={describedBy}>
        <legend className="font-bold">{label}</legend>
        <Hint id={id}>{hint}</Hint>
        <ErrorMessage id={id} error={error} />
        <div className={`mt-2 grid gap-2 ${options.length > 5 ? "sm:grid-cols-2" : ""}`}>
          {options.map((option, index) => {
            const optionId = `${id}-${index}`;
            return (
              <div key={option.value} className="flex items-start gap-3">
                <ChoiceControl
                  id={optionId}
                  name={name}
                  type={type}
                  value={option.value}
                  defaultChecked={chosen.includes(option.value)}
                  aria-invalid={error ? true : undefined}
                />
                <label htmlFor={optionId} className="grow cursor-pointer py-1.5">
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </FieldWrapper>
  );
}

export function Radios(props: ChoiceProps) {
  return <ChoiceGroup {...props} type="radio" />;
}

export function Checkboxes(props: ChoiceProps) {
  return <ChoiceGroup {...props} type="checkbox" />;
}

/** One box to tick (consent). */
export function Checkbox({ name, label }: { name: string; label: string }) {
  const { id, error, describedBy, value } = useField(name);
  return (
    <FieldWrapper error={error}>
      <ErrorMessage id={id} error={error} />
      <div className="flex items-start gap-3">
        <ChoiceControl
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={value === "on" || value === "true"}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label htmlFor={id} className="grow cursor-pointer py-1.5">
          {label}
        </label>
      </div>
    </FieldWrapper>
  );
}

/**
 * A headed part of a long form (the assessment's "About you", "When"...): a heading a screen reader can jump to and a
 * region named by it. An `<h3>`: the form sits in a page section whose own heading is the `<h2>`. Not a fieldset: GOV.UK keeps fieldsets for the options of one question, never nested.
 */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const { idPrefix } = useFormState();
  const id = `${idPrefix}-section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-10 border-t-2 border-brand-100 pt-6 first:mt-6" data-form-section>
      <h3 id={id} className="heading-l">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The field a link in the error summary goes to: a group's first option, else the field itself. */
export function errorTarget(idPrefix: string, name: string, groups: readonly string[]) {
  return groups.includes(name) ? `${fieldId(idPrefix, name)}-0` : fieldId(idPrefix, name);
}

/**
 * "There is a problem" and a link to each field in error. It takes focus when it appears: through `autofocus` in the
 * server's HTML (no JavaScript) and through a ref once the page is running.
 */
export function ErrorSummary({
  errors,
  groups = [],
  message,
}: {
  errors: Record<string, string>;
  groups?: readonly string[];
  message?: string;
}) {
  const { idPrefix } = useFormState();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors);
  const shown = entries.length > 0 || message;
  const signature = JSON.stringify([errors, message]);
  useEffect(() => {
    if (!shown) return;
    // At the top of the window (under the sticky header: scroll-padding-top), where a toast at the bottom is clear of it.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start" });
  }, [shown, signature]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      autoFocus
      className="mb-6 border-4 border-danger-700 p-4 focus:outline-none focus-visible:outline-3"
      aria-labelledby={`${idPrefix}-error-summary-title`}
      role="alert"
      data-error-summary
    >
      <h2 id={`${idPrefix}-error-summary-title`} className="heading-m">
        There is a problem
      </h2>
      {message ? <p className="mt-2">{message}</p> : null}
      {entries.length > 0 ? (
        <ul className="mt-2 list-none space-y-1">
          {entries.map(([name, error]) => (
            <li key={name}>
              <a href={`#${errorTarget(idPrefix, name, groups)}`} className="font-bold text-danger-700">
                {error}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** What the title of a page showing errors starts with (GOV.UK). */
const ERROR_TITLE_PREFIX = "Error: ";

/**
 * "Error: " at the start of the page's title while the page shows errors it got without a new page load (a fetcher's
 * answer, an action's answer the loader did not see), and off again once they are gone. The server puts it in the
 * title of a page it rendered with errors; this never doubles it. `refresh`: a value whose change means the title
 * may have been set again without it (a list read again).
 */
export function useErrorTitle(hasErrors: boolean, refresh?: unknown) {
  useEffect(() => {
    const base = document.title.startsWith(ERROR_TITLE_PREFIX)
      ? document.title.slice(ERROR_TITLE_PREFIX.length)
      : document.title;
    document.title = hasErrors ? `${ERROR_TITLE_PREFIX}${base}` : base;
  }, [hasErrors, refresh]);
}

/** A confirmation that stays on the page, announced where it appears (staff pages; the enquiry forms use ConfirmationPanel). */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mb-6 border-4 border-brand-700 bg-brand-50 p-4" role="status" data-confirmation>
      <h2 className="heading-m text-brand-800">{title}</h2>
      <p className="mt-2">{children}</p>
    </div>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  const { pending } = useFormState();
  return (
    <button
      type="submit"
      className="button-primary mt-8"
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
    >
      {pending ? "Sending…" : children}
    </button>
  );
}

/**
 * Empties the form, with JavaScript only: the form then offers to undo it (enquiry-form.tsx). Without JavaScript there
 * is no button: a reset button would throw away what was typed with no way back and no way to ask first.
 */
export function ClearButton({ children }: { children: ReactNode }) {
  const { clear } = useFormState();
  if (!clear) return null;
  return (
    <button type="button" className="button-secondary mt-8" onClick={clear} data-clear-form>
      {children}
    </button>
  );
}

/** A form page's column: lines of a readable length, as GOV.UK lays out forms (two thirds of a wide screen at most). */
export function FormColumn({ children }: { children: React.ReactNode }) {
  return <div className="max-w-2xl">{children}</div>;
}
