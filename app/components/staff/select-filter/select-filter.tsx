import { Form } from "react-router";

/**
 * A list narrowed by one choice: a GET form (the choice is in the address, so it can be bookmarked, and it works without
 * JavaScript) with a labelled select, its first option "every" one, and a button that shows the list.
 */
export function SelectFilter({
  id,
  name,
  label,
  everyLabel,
  options,
  value,
}: {
  id: string;
  name: string;
  label: string;
  /** The first option, which narrows nothing. */
  everyLabel: string;
  options: readonly { value: string; label: string }[];
  /** The choice now, if any. */
  value: string | null;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="block font-bold">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={value ?? ""}
          className="mt-2 block max-w-full rounded-md border-2 border-ink px-3 py-2"
        >
          <option value="">{everyLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button-secondary">
        Show
      </button>
    </Form>
  );
}
