import { CopyButton } from "#app/components/staff/copy-button/copy-button.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/** The codes as the downloaded file and the copied text hold them: a line each, with a line saying what they are for. */
export function recoveryCodesText(codes: readonly string[], siteName: string): string {
  return [`Recovery codes for ${siteName} staff sign-in. Each works once.`, "", ...codes, ""].join("\n");
}

/**
 * Recovery codes, shown once: one to a line (a code never wraps), with Download (a .txt file from a data: URL written
 * into the page, so it works without JavaScript and the codes never travel in a request), and with JavaScript Print
 * (the print stylesheet leaves out the staff frame and these buttons) and Copy.
 */
export function RecoveryCodeList({ codes, siteName }: { codes: readonly string[]; siteName: string }) {
  const hydrated = useHydrated();
  const text = recoveryCodesText(codes, siteName);
  return (
    <>
      {/* One code to a line, never broken: on the narrowest phones the type shrinks with the screen to fit 29 characters. */}
      <ul className="mt-6 space-y-1 font-mono text-[min(1rem,4.5vw)] sm:text-xl" data-recovery-codes>
        {codes.map((code) => (
          <li key={code} className="whitespace-nowrap">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-4" data-print="hide">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          className="button-secondary"
        >
          Download as a text file
        </a>
        {hydrated ? (
          <button type="button" className="button-secondary" onClick={() => window.print()}>
            Print
          </button>
        ) : null}
        <CopyButton text={text}>Copy</CopyButton>
      </div>
    </>
  );
}
