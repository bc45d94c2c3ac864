import { services } from "#app/content/services.ts";
import type { FaqItem, PageContent, Section } from "#app/content/types.ts";
import type { PagePictures } from "#app/images/picture.ts";
import { Accordion } from "#app/components/accordion/accordion.tsx";
import { AlertBanner } from "#app/components/alert-banner/alert-banner.tsx";
import { CallToAction } from "#app/components/call-to-action/call-to-action.tsx";
import { CardGrid } from "#app/components/card-grid/card-grid.tsx";
import { CareQuestions } from "#app/components/care-questions/care-questions.tsx";
import { CheckList } from "#app/components/check-list/check-list.tsx";
import { ContactBlock } from "#app/components/contact-block/contact-block.tsx";
import { DataTable } from "#app/components/data-table/data-table.tsx";
import { LinkList } from "#app/components/link-list/link-list.tsx";
import { PageHero } from "#app/components/page-hero/page-hero.tsx";
import { PageSection } from "#app/components/page-section/page-section.tsx";
import { Prose } from "#app/components/prose/prose.tsx";
import { EasyReadList } from "#app/components/easy-read-list/easy-read-list.tsx";
import { PicturesProvider, ResponsiveImage } from "#app/components/responsive-image/responsive-image.tsx";
import { ServiceCard } from "#app/components/service-card/service-card.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import { StepList } from "#app/components/step-list/step-list.tsx";
import { TestimonialList } from "#app/components/testimonial-list/testimonial-list.tsx";
import { gridClasses } from "#app/components/card-grid/grid-columns.ts";

/** A whole content page: the hero, then each section laid out by its component, tinting every other headed section. */
export function ContentPage({
  page,
  slots = {},
  heroExtra,
}: {
  /** The page's copy and its pictures, from the route's loader (see app/http/page-data.server.ts). */
  page: PageContent & { pictures: PagePictures };
  /** What the route renders in each `slot` section, by the section's `slot` name. */
  slots?: Record<string, React.ReactNode>;
  /** Shown inside the hero, after its buttons: a booking reference, for example. */
  heroExtra?: React.ReactNode;
}) {
  const content = page;
  const headed = content.sections.filter((section) => "title" in section);
  return (
    <PicturesProvider pictures={page.pictures}>
      <PageHero hero={content.hero}>{heroExtra}</PageHero>
      {content.sections.map((section) => {
        if (section.kind === "cta") return <CallToAction key={section.id} id={section.id} content={section.content} />;
        if (section.kind === "banner") return <AlertBanner key={section.content.id} content={section.content} />;
        if (section.kind === "contact") return <ContactBlock key={section.content.id} content={section.content} />;
        return (
          <PageSection
            key={section.id}
            id={section.id}
            title={section.title}
            subtitle={section.subtitle}
            tinted={headed.indexOf(section) % 2 === 1}
          >
            <SectionBody section={section} slots={slots} />
            {section.links && (
              <p className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
                {section.links.map((link) => (
                  <SmartLink key={link.href} link={link} className="button-secondary" />
                ))}
              </p>
            )}
          </PageSection>
        );
      })}
    </PicturesProvider>
  );
}

function SectionBody({
  section,
  slots,
}: {
  section: Exclude<Section, { kind: "cta" | "banner" | "contact" }>;
  slots: Record<string, React.ReactNode>;
}) {
  switch (section.kind) {
    case "prose":
      if (!section.image) return <Prose blocks={section.blocks} />;
      return (
        <div className="mx-auto grid max-w-5xl items-center gap-8 md:grid-cols-[3fr_2fr]">
          <Prose blocks={section.blocks} />
          <ResponsiveImage
            image={section.image}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 40vw, 100vw"
            className="h-auto w-full rounded-2xl"
          />
        </div>
      );
    case "easy-read":
      return <EasyReadList points={section.points} />;
    case "cards":
      return <CardGrid cards={section.cards} columns={section.columns} />;
    case "checklist":
      return (
        <>
          {section.intro && <Intro text={section.intro} />}
          <CheckList items={section.items} className="mx-auto grid max-w-4xl gap-3 md:grid-cols-2" />
        </>
      );
    case "steps":
      return <StepList steps={section.steps} />;
    case "faq":
      return (
        <div className="mx-auto max-w-3xl">
          <Accordion items={section.items} />
        </div>
      );
    case "testimonials":
      return <TestimonialList testimonials={section.items} />;
    case "table":
      return (
        <div className="mx-auto max-w-4xl">
          {section.intro && <Intro text={section.intro} />}
          <DataTable id={section.id} table={section.table} />
          {section.note && <p className="mt-4 text-muted">{section.note}</p>}
        </div>
      );
    case "related": {
      const grid = gridClasses(section.services.length);
      return (
        <ul className={grid.grid}>
          {section.services.map((key, index) => (
            <li key={key} className={`grid ${index === section.services.length - 1 ? grid.last : ""}`}>
              <ServiceCard service={services[key]} />
            </li>
          ))}
        </ul>
      );
    }
    case "links":
      return (
        <>
          {section.intro && <Intro text={section.intro} />}
          <LinkList links={section.items} />
        </>
      );
    case "care-questions":
      return <CareQuestions section={section} />;
    case "slot":
      return (
        <>
          {section.intro && <Intro text={section.intro} />}
          {slots[section.slot]}
        </>
      );
  }
}

function Intro({ text }: { text: string }) {
  return <p className="mx-auto mb-8 max-w-3xl text-center text-lg">{text}</p>;
}

/** Every FAQ a page shows, for the all-FAQs page. */
export function pageFaqs(page: PageContent): FaqItem[] {
  return page.sections.flatMap((section) => (section.kind === "faq" ? section.items : []));
}
