import { SectionHeading } from "#app/components/section-heading/section-heading.tsx";

/**
 * One section of a content page: an `id` to link to, a centred `<h2>` that names the section for assistive
 * technology, an optional subtitle, and a tinted background on every other section.
 */
export function PageSection({
  id,
  title,
  subtitle,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  tinted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={tinted ? "bg-brand-50 py-10 md:py-14" : "py-10 md:py-14"}
    >
      <div className="container-page">
        <SectionHeading id={`${id}-title`} title={title} subtitle={subtitle} />
        <div className="mt-6 md:mt-10">{children}</div>
      </div>
    </section>
  );
}
