/** A section's heading and optional subtitle, centred, the same on every page. */
export function SectionHeading({ id, title, subtitle }: { id?: string; title: React.ReactNode; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="heading-l">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-muted">{subtitle}</p>}
    </div>
  );
}
