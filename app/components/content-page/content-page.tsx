import type { BusinessDetails } from "~/config/business";
import { services, type ServiceKey } from "~/content/services";
import { Accordion } from "~/components/accordion/accordion";
import { AlertBanner, type AlertBannerContent } from "~/components/alert-banner/alert-banner";
import { CallToAction, type CallToActionContent } from "~/components/call-to-action/call-to-action";
import { CardGrid, type Card } from "~/components/card-grid/card-grid";
import { CheckList } from "~/components/check-list/check-list";
import { ContactBlock, type ContactBlockContent } from "~/components/contact-block/contact-block";
import { DataTable, type TableContent } from "~/components/data-table/data-table";
import { LinkList, type DescribedLink } from "~/components/link-list/link-list";
import { PageHero, type HeroContent } from "~/components/page-hero/page-hero";
import { PageSection } from "~/components/page-section/page-section";
import { Prose, type ProseBlock } from "~/components/prose/prose";
import { ServiceCard } from "~/components/service-card/service-card";
import { SmartLink, type LinkItem } from "~/components/smart-link/smart-link";
import { StepList, type Step } from "~/components/step-list/step-list";
import type { Testimonial } from "~/components/testimonial-carousel/testimonial-carousel";
import { TestimonialList } from "~/components/testimonial-list/testimonial-list";

export interface FaqItem {
  question: string;
  answer: string;
}

/** What every headed section has: an id (the `#anchor` and the heading's label), a title and an optional subtitle. */
interface Headed {
  id: string;
  title: string;
  subtitle?: string;
  /** Links under the section's content, e.g. 'View All FAQs'. */
  links?: readonly LinkItem[];
}

/** The kinds of section a content page is made of; each kind is laid out by one shared component. */
export type Section =
  | (Headed & { kind: "prose"; blocks: readonly ProseBlock[] })
  | (Headed & { kind: "cards"; cards: readonly Card[]; columns?: 2 | 3 | 4 })
  | (Headed & { kind: "checklist"; intro?: string; items: readonly string[] })
  | (Headed & { kind: "steps"; steps: readonly Step[] })
  | (Headed & { kind: "faq"; items: readonly FaqItem[] })
  | (Headed & { kind: "testimonials"; items: readonly Testimonial[] })
  | (Headed & { kind: "table"; intro?: string; table: TableContent; note?: string })
  | (Headed & { kind: "related"; services: readonly ServiceKey[] })
  | (Headed & { kind: "links"; intro?: string; items: readonly DescribedLink[] })
  /** Something only the route can render (a form, the calculator), passed in `slots` under `slot`. */
  | (Headed & { kind: "slot"; slot: string; intro?: string })
  | { kind: "cta"; id: string; content: CallToActionContent }
  | { kind: "banner"; content: AlertBannerContent }
  | { kind: "contact"; content: ContactBlockContent };

export interface PageContent {
  hero: HeroContent;
  sections: readonly Section[];
}

/** Page copy that names the provider or its numbers is a function of the configured business details. */
export type PageSource = PageContent | ((business: BusinessDetails) => PageContent);

export function resolvePage(source: PageSource, business: BusinessDetails): PageContent {
  return typeof source === "function" ? source(business) : source;
}

/** A whole content page: the hero, then each section laid out by its component, tinting every other headed section. */
export function ContentPage({
  page,
  slots = {},
  heroExtra,
}: {
  /** The page's copy, from the route's loader (see app/utils/page-data.server.ts). */
  page: PageContent;
  /** What the route renders in each `slot` section, by the section's `slot` name. */
  slots?: Record<string, React.ReactNode>;
  /** Shown inside the hero, after its buttons: a booking reference, for example. */
  heroExtra?: React.ReactNode;
}) {
  const content = page;
  const headed = content.sections.filter((section) => "title" in section);
  return (
    <>
      <PageHero hero={content.hero}>{heroExtra}</PageHero>
      {content.sections.map((section) => {
        if (section.kind === "cta") return <CallToAction key={section.id} id={section.id} content={section.content} />;
        if (section.kind === "banner") return <AlertBanner key={section.content.id} content={section.content} />;
        if (section.kind === "contact") return <ContactBlock key={section.content.id} content={section.content} />;
        return (
          <PageSection key={section.id} id={section.id} title={section.title} subtitle={section.subtitle} tinted={headed.indexOf(section) % 2 === 1}>
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
    </>
  );
}

function SectionBody({ section, slots }: { section: Exclude<Section, { kind: "cta" | "banner" | "contact" }>; slots: Record<string, React.ReactNode> }) {
  switch (section.kind) {
    case "prose":
      return <Prose blocks={section.blocks} />;
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
    case "related":
      return (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {section.services.map((key) => (
            <ServiceCard key={key} service={services[key]} />
          ))}
        </div>
      );
    case "links":
      return (
        <>
          {section.intro && <Intro text={section.intro} />}
          <LinkList links={section.items} />
        </>
      );
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

