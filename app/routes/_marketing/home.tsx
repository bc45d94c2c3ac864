import { Link } from "react-router";
import type { Route } from "./+types/home";
import { telHref } from "~/config/business";
import { useBusiness } from "~/config/use-business";
import { pageMeta } from "~/utils/seo";
import { homeCardOrder, services } from "~/content/services";
import {
  areasServed,
  closingCallToAction,
  cqcSection,
  faqSection,
  hero,
  servicesSection,
  howItWorks,
  testimonials,
  testimonialsSection,
  whyChoose,
} from "~/content/home";
import { localBusinessJsonLd } from "~/content/local-business";
import { Accordion } from "~/components/accordion/accordion";
import { CallToAction } from "~/components/call-to-action/call-to-action";
import { CqcRating } from "~/components/cqc-rating/cqc-rating";
import { Icon } from "~/components/icons/icons";
import { JsonLd } from "~/components/json-ld/json-ld";
import { SectionHeading } from "~/components/section-heading/section-heading";
import { ServiceCard } from "~/components/service-card/service-card";
import { TestimonialCarousel } from "~/components/testimonial-carousel/testimonial-carousel";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/", matches);

export default function Home() {
  const business = useBusiness();
  return (
    <>
      <JsonLd data={localBusinessJsonLd(business)} />

      <section className="bg-brand-50" aria-labelledby="hero-title">
        <div className="container-page py-12 sm:py-16">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 font-bold text-brand-800 ring-1 ring-brand-100">
            <Icon name="shield" className="size-5" />
            {hero.badge}
          </p>
          <h1 id="hero-title" className="heading-xl mt-6 max-w-3xl text-brand-800">
            {hero.headline}
          </h1>
          <p className="mt-4 max-w-2xl text-lg">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row">
            <Link to={hero.primaryAction.href} className="button-primary">
              {hero.primaryAction.label}
            </Link>
            <a href={telHref(business.mainPhone)} className="button-secondary">
              <Icon name="phone" className="mr-2 size-5" />
              Call {business.mainPhone}
            </a>
          </div>
          <dl className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {hero.trustFigures.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-lg bg-white p-4 text-center ring-1 ring-brand-100">
                <dt>{item.label}</dt>
                <dd className="text-3xl font-bold text-brand-700">{item.figure}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section id="services" aria-labelledby="services-title" className="container-page py-16">
        <SectionHeading id="services-title" title={servicesSection.title} subtitle={servicesSection.subtitle} />
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {homeCardOrder.map((key) => (
            <ServiceCard key={key} service={services[key]} />
          ))}
        </div>
      </section>

      <section id="why-choose" aria-labelledby="why-choose-title" className="bg-brand-50 py-16">
        <div className="container-page">
          <SectionHeading id="why-choose-title" title={whyChoose.title(business.tradingName)} />
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {whyChoose.points.map((point) => (
              <li key={point.title} className="rounded-lg bg-white p-6 ring-1 ring-brand-100">
                <Icon name={point.icon} className="size-8 text-brand-700" />
                <h3 className="heading-m mt-3">{point.title}</h3>
                <p className="mt-2 text-muted">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="how-it-works-title" className="container-page py-16">
        <SectionHeading id="how-it-works-title" title={howItWorks.title} subtitle={howItWorks.subtitle} />
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {howItWorks.steps.map((step, position) => (
            <li key={step.title} className="rounded-lg p-6 ring-1 ring-brand-100">
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white" aria-hidden="true">
                {position + 1}
              </span>
              <h3 className="heading-m mt-4">
                <span className="sr-only">Step {position + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-center">
          <Link to={howItWorks.action.href} className="button-primary">
            {howItWorks.action.label}
          </Link>
        </p>
      </section>

      <section id="testimonials" aria-labelledby="testimonials-title" className="bg-brand-50 py-16">
        <div className="container-page">
          <SectionHeading id="testimonials-title" title={testimonialsSection.title} />
          <div className="mx-auto mt-10 max-w-3xl">
            <TestimonialCarousel testimonials={testimonials} label={testimonialsSection.title} />
          </div>
          <p className="mt-8 text-center">
            <a href={business.reviewsUrl} target="_blank" rel="noopener noreferrer" className="font-bold text-brand-700">
              {testimonialsSection.reviewsLinkLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="container-page py-16">
        <SectionHeading id="faq-title" title={faqSection.title} />
        <div className="mx-auto mt-10 max-w-3xl">
          <Accordion items={faqSection.items} />
          <p className="mt-8 text-center">
            <Link to={faqSection.allFaqsAction.href} className="button-secondary">
              {faqSection.allFaqsAction.label}
            </Link>
          </p>
        </div>
      </section>

      <section id="areas" aria-labelledby="areas-title" className="bg-brand-50 py-16">
        <div className="container-page grid items-start gap-10 md:grid-cols-2">
          <div>
            <h2 id="areas-title" className="heading-l">
              {areasServed.title}
            </h2>
            <p className="mt-3">{areasServed.text}</p>
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {areasServed.areas.map((area) => (
                <li key={area} className="flex gap-2">
                  <Icon name="mapPin" className="mt-1 size-5 shrink-0 text-brand-700" />
                  {area}
                </li>
              ))}
            </ul>
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
    </>
  );
}
