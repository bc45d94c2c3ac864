import { useState } from "react";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/**
 * A button that copies `text` to the clipboard and says so. Only with JavaScript (progressive enhancement): the server's
 * HTML has no button, since without a script it could do nothing; what it copies is always on the page as text.
 */
export function CopyButton({ text, children }: { text: string; children: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  if (!hydrated) return null;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setCopied("yes"),
      () => setCopied("failed"),
    );
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3">
      <button type="button" className="button-secondary" onClick={copy} data-print="hide">
        {children}
      </button>
      <span role="status" className="font-bold">
        {copied === "yes" ? "Copied" : copied === "failed" ? "Could not copy: select the text and copy it" : ""}
      </span>
    </span>
  );
}
