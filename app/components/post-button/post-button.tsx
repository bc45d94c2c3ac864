/** Where a button posts and the hidden fields it sends (for example a postcode carried into another page's form). */
export interface PostTarget {
  action: string;
  fields: Readonly<Record<string, string>>;
}

/**
 * A button that posts a few hidden fields to another page: a plain form, so it works the same without JavaScript, and
 * what it carries travels in the request's body, never in an address.
 */
export function PostButton({
  target,
  label,
  className = "button-secondary",
}: {
  target: PostTarget;
  label: string;
  className?: string;
}) {
  return (
    <form method="post" action={target.action}>
      {Object.entries(target.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={`${className} w-full sm:w-auto`}>
        {label}
      </button>
    </form>
  );
}
