/** GOV.UK skip link: the first thing a keyboard user reaches, hidden until focused. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-50 bg-accent-400 px-4 py-3 font-bold text-ink focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
