import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { paramsOf, type InboxFilter } from "#app/inbox/filter.ts";
import { statuses, statusLabels, todoStatuses } from "#app/inbox/stages.ts";
import { SEARCH_MAX } from "#app/inbox/search.ts";
import { ErrorSummary, FormStateProvider } from "#app/components/forms/forms.tsx";
import { pageHref } from "#app/components/staff/inbox-list/list-location.ts";

/** A filter form's select or date field (the inbox's, the audit log's). */
export const filterControl = "mt-1 block w-full rounded-md border-2 border-ink bg-white px-3 py-2 text-ink";

/** The filter's parameters as hidden fields, so another form (the search, the filters) keeps what it does not change. */
function KeepFilter({ filter, without }: { filter: InboxFilter; without: readonly string[] }) {
  return (
    <>
      {[...paramsOf(filter).entries()]
        .filter(([name]) => !without.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

/**
 * The search box. It posts (the words go in the body, never in a URL or an access log): the action keeps the words on
 * the server and sends the browser to the list with the search's id, `q`. The words come back in the box from there.
 */
export function InboxSearch({ filter, search, error }: { filter: InboxFilter; search: string | null; error?: string }) {
  const hintId = "inbox-search-hint";
  const errorId = "inbox-search-error";
  return (
    <Form
      method="post"
      action="/admin"
      role="search"
      aria-label="Enquiries"
      data-form="inbox-search"
      key={filter.q ?? "none"}
    >
      <FormStateProvider value={{ idPrefix: "inbox", errors: error ? { search: error } : {}, pending: false }}>
        <ErrorSummary errors={error ? { search: error } : {}} />
      </FormStateProvider>
      <KeepFilter filter={filter} without={["q"]} />
      <div className={error ? "border-l-4 border-danger-700 pl-4" : ""}>
        {/* The label and its hint on one line; on a phone the hint is for screen readers only (issue 25: the list
            comes first there). */}
        <p className="flex flex-wrap items-baseline gap-x-3">
          <label htmlFor="inbox-search" className="font-bold">
            Search enquiries
          </label>
          <span id={hintId} className="text-sm text-muted max-sm:sr-only">
            A name, e-mail, phone number, postcode, reference or words from a message.
          </span>
        </p>
        {error ? (
          <p id={errorId} className="mt-1 font-bold text-danger-700">
            <span className="sr-only">Error: </span>
            {error}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap items-stretch gap-2">
          <input
            id="inbox-search"
            name="search"
            type="search"
            maxLength={SEARCH_MAX}
            defaultValue={search ?? ""}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className={`min-w-0 flex-1 basis-40 rounded-md border-2 bg-white px-3 py-1 text-ink ${error ? "border-danger-700" : "border-ink"}`}
          />
          <button
            type="submit"
            name="intent"
            value="search"
            className="inline-flex items-center rounded-md bg-brand-700 px-4 py-1 font-bold text-white hover:bg-brand-800"
          >
            Search
          </button>
        </div>
      </div>
      {search ? (
        <p className="mt-2">
          Showing enquiries that match your search.{" "}
          <Link to={pageHref(filter, {}, { q: null })} className="font-bold text-brand-700">
            Clear search
          </Link>
        </p>
      ) : null}
    </Form>
  );
}

/** A filter's label, hint and control, in the GOV.UK order. */
export function FilterField({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-bold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** A filter's select: its label (and hint), and each choice's value and label. */
export function FilterSelect({
  id,
  name,
  label,
  hint,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FilterField id={id} label={label} hint={hint}>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={filterControl}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A date filter: a UK calendar date, included in the range. */
export function FilterDate({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null;
}) {
  return (
    <FilterField id={id} label={label} hint="A UK date, included">
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value ?? ""}
        aria-describedby={`${id}-hint`}
        className={filterControl}
      />
    </FilterField>
  );
}

/** A filter form's buttons: apply, and clear when something is chosen (a link to the list without the filters). */
export function FilterButtons({ clearHref }: { clearHref: string | null }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
      <button type="submit" className="button-primary">
        Apply filters
      </button>
      {clearHref ? (
        <Link to={clearHref} className="font-bold text-brand-700">
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

const statusOptions = [
  { value: "any", label: "Any status" },
  ...statuses.map((status) => ({ value: status, label: statusLabels[status] })),
];
/** To do lists open stages only. */
const todoStatusOptions = [
  { value: "any", label: "Any open stage" },
  ...todoStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];

function Tick({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  const id = `filter-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        value="1"
        defaultChecked={checked}
        className="mt-1 size-6 shrink-0 accent-brand-700"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The filters: an ordinary GET form (a filtered list is a link that can be kept or shared; nothing in it names anyone),
 * which works the same with JavaScript (React Router's Form) or without. Keeps the tab and the search. To do has its
 * own order and never lists spam or a finished stage: there it offers the open stages only, and no spam or order.
 */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  const todo = filter.form === "todo";
  const chosen = [
    filter.status !== "any",
    filter.urgentOnly,
    filter.unreadOnly,
    filter.from,
    filter.to,
    filter.mine,
    filter.spam !== "hide",
    filter.sort !== "newest",
  ].filter(Boolean).length;
  return (
    // Folded away until a filter is chosen (the list comes first on a phone); a <details> opens without JavaScript.
    <details
      open={chosen > 0}
      className="group border-2 border-brand-100 bg-brand-50"
      data-filters
      key={paramsOf(filter).toString()}
    >
      <summary className="cursor-pointer px-3 py-2 font-bold text-brand-700 underline underline-offset-4">
        Filters <span className="font-normal">({chosen === 0 ? "none chosen" : `${chosen} chosen`})</span>
      </summary>
      <Form method="get" action="/admin" className="px-3 pb-3" data-form="inbox-filters">
        <KeepFilter filter={filter} without={["status", "urgent", "unread", "from", "to", "mine", "spam", "sort"]} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FilterSelect
            id="filter-status"
            name="status"
            label="Status"
            value={filter.status}
            options={todo ? todoStatusOptions : statusOptions}
          />
          {todo ? null : (
            <FilterField id="filter-spam" label="Spam">
              <select id="filter-spam" name="spam" defaultValue={filter.spam} className={filterControl}>
                <option value="hide">Hide spam</option>
                <option value="show">Show spam too</option>
                <option value="only">Only spam</option>
              </select>
            </FilterField>
          )}
          <FilterDate id="filter-from" name="from" label="Received from" value={filter.from} />
          <FilterDate id="filter-to" name="to" label="Received to" value={filter.to} />
          {todo ? null : (
            <FilterField id="filter-sort" label="Order">
              <select id="filter-sort" name="sort" defaultValue={filter.sort} className={filterControl}>
                <option value="newest">Newest first</option>
                <option value="oldest">Oldest first</option>
              </select>
            </FilterField>
          )}
          <fieldset className="space-y-2 sm:col-span-2 sm:flex sm:flex-wrap sm:items-end sm:gap-x-6 sm:space-y-0">
            <legend className="sr-only">Only show</legend>
            <Tick name="urgent" label="Urgent only" checked={filter.urgentOnly} />
            <Tick name="unread" label="Unread only" checked={filter.unreadOnly} />
            <Tick name="mine" label="Assigned to me" checked={filter.mine} />
          </fieldset>
        </div>
        <FilterButtons
          clearHref={
            chosen > 0
              ? pageHref(
                  filter,
                  {},
                  {
                    status: "any",
                    urgentOnly: false,
                    unreadOnly: false,
                    from: null,
                    to: null,
                    mine: false,
                    spam: "hide",
                    sort: "newest",
                  },
                )
              : null
          }
        />
      </Form>
    </details>
  );
}
