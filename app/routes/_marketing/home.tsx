import { Link } from "react-router";
import type { Route } from "./+types/home";
import { useBusiness } from "#app/config/use-business.ts";
import { pageMeta } from "#app/utils/seo.ts";
import { homeCardOrder, services } from "#app/content/services.ts";
import { homePageCopy } from "#app/content/home.ts";
import { localBusinessJsonLd } from "#app/content/local-business.ts";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { Accordion } from "#app/components/accordion/accordion.tsx";
import { CallToAction } from "#app/components/call-to-action/call-to-action.tsx";
import { CareQuestions } from "#app/components/care-questions/care-questions.tsx";
import { CheckList } from "#app/components/check-list/check-list.tsx";
import { CqcRating } from "#app/components/cqc-rating/cqc-rating.tsx";
import { Icon } from "#app/components/icons/icons.tsx";
import { JsonLd } from "#app/components/json-ld/json-ld.tsx";
import { PageHero } from "#app/components/page-hero/page-hero.tsx";
import { PicturesProvider } from "#app/components/responsive-image/responsive-image.tsx";
import { picturesOf } from "#app/images/pictures.server.ts";
import { PageSection } from "#app/components/page-section/page-section.tsx";
import { SectionHeading } from "#app/components/section-heading/section-heading.tsx";
import { ServiceCard } from "#app/components/service-card/service-card.tsx";
import { StepList } from "#app/components/step-list/step-list.tsx";
import { TestimonialCarousel } from "#app/components/testimonial-carousel/testimonial-carousel.tsx";
import { contentPageHandle } from "#app/utils/hydration.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/", matches);

// The copy and the structured data come from the loader (run at build time: the page is prerendered). The year the
// years-of-experience figure is counted to is read here, never while rendering, so hydration sees the same figure.
export function loader() {
  const business = getBusinessDetails();
  const copy = homePageCopy(business.tradingName, new Date().getFullYear());
  const pictures = picturesOf([copy.hero.image.slot, ...homeCardOrder.map((key) => services[key].image.slot)]);
  return { copy, pictures, jsonLd: localBusinessJsonLd(business) };
}

/** Text, pictures, links and the quick-contact form: no script needed (ADR 0015). */
export const handle = contentPageHandle;

export default function Home({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const {
    hero,
    trustFigures,
    careQuestions,
    servicesSection,
    whyChoose,
    howItWorks,
    testimonialsSection,
    testimonials,
    faqSection,
    areasServed,
    areasListLabel,
    cqcSection,
    closingCallToAction,
  } = loaderData.copy;
  return (
    <PicturesProvider pictures={loaderData.pictures}>
      <JsonLd data={loaderData.jsonLd} />

      <PageHero
        hero={{
          badge: hero.badge,
          title: hero.headline,
          text: hero.text,
          actions: [hero.primaryAction],
          phone: { key: "main", label: "Call" },
          image: hero.image,
        }}
      >
        <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {trustFigures.map((item) => (
            <div
              key={item.label}
              className="flex flex-col-reverse rounded-lg bg-white p-4 text-center ring-1 ring-brand-100"
            >
              <dt>{item.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{item.figure}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <PageSection id={careQuestions.id} title={careQuestions.title}>
        <CareQuestions section={careQuestions} />
      </PageSection>

      <section id="services" aria-labelledby="services-title" className="container-page py-10 md:py-16">
        <SectionHeading id="services-title" title={servicesSection.title} subtitle={servicesSection.subtitle} />
        <div className="mt-6 grid gap-6 md:mt-10 md:grid-cols-2 lg:grid-cols-3">
          {homeCardOrder.map((key) => (
            <ServiceCard key={key} service={services[key]} />
          ))}
        </div>
      </section>

      <section id="why-choose" aria-labelledby="why-choose-title" className="bg-brand-50 py-10 md:py-16">
        <div className="container-page">
          <SectionHeading id="why-choose-title" title={whyChoose.title} />
          <ul className="mt-6 grid gap-4 md:mt-10 md:grid-cols-2 md:gap-6 lg:grid-cols-4">
            {whyChoose.points.map((point) => (
              <li key={point.title} className="rounded-lg bg-white p-5 ring-1 ring-brand-100 md:p-6">
                {/* Icon beside the title on phones, above it from md: a shorter card where the screen is narrow. */}
                <div className="flex items-center gap-3 md:block">
                  <Icon name={point.icon} className="size-8 shrink-0 text-brand-700" />
                  <h3 className="heading-m md:mt-3">{point.title}</h3>
                </div>
                <p className="mt-2 text-muted">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-it-works-title" className="container-page py-10 md:py-16">
        <SectionHeading id="how-it-works-title" title={howItWorks.title} subtitle={howItWorks.subtitle} />
        <div className="mt-6 md:mt-10">
          <StepList steps={howItWorks.steps} />
        </div>
        <p className="mt-6 text-center md:mt-10">
          <Link to={howItWorks.action.href} className="button-primary">
            {howItWorks.action.label}
          </Link>
        </p>
      </section>

      <section id="testimonials" aria-labelledby="testimonials-title" className="bg-brand-50 py-10 md:py-16">
        <div className="container-page">
          <SectionHeading id="testimonials-title" title={testimonialsSection.title} />
          <div className="mx-auto mt-6 max-w-3xl md:mt-10">
            <TestimonialCarousel testimonials={testimonials} label={testimonialsSection.title} />
          </div>
          <p className="mt-8 text-center">
            <a
              href={business.reviewsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-bold text-brand-700"
            >
              {testimonialsSection.reviewsLinkLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="container-page py-10 md:py-16">
        <SectionHeading id="faq-title" title={faqSection.title} />
        <div className="mx-auto mt-6 max-w-3xl md:mt-10">
          <Accordion items={faqSection.items} />
          <p className="mt-8 text-center">
            <Link to={faqSection.allFaqsAction.href} className="button-secondary">
              {faqSection.allFaqsAction.label}
            </Link>
          </p>
        </div>
      </section>

      <section id="areas" aria-labelledby="areas-title" className="bg-brand-50 py-10 md:py-16">
        <div className="container-page grid items-start gap-8 md:grid-cols-2 md:gap-10">
          <div>
            <h2 id="areas-title" className="heading-l">
              {areasServed.title}
            </h2>
            <p className="mt-3">{areasServed.text}</p>
            {/* Folded: the same list is on /contact and /do-we-cover-my-area, and the postcode checker above answers it. */}
            <details className="mt-4">
              <summary className="cursor-pointer py-2 font-bold text-brand-700">{areasListLabel}</summary>
              <CheckList items={areasServed.areas} icon="mapPin" className="mt-3 grid gap-2 sm:grid-cols-2" />
            </details>
          </div>
          <div id="cqc-rating" aria-labelledby="cqc-title">
            <h2 id="cqc-title" className="heading-l">
              {cqcSection.title}
            </h2>
            <p className="mt-3">{cqcSection.text}</p>
            <div className="mt-6">
              <CqcRating />
            </div>
          </div>
        </div>
      </section>

      <CallToAction id="contact" content={closingCallToAction} />
    </PicturesProvider>
  );
}
