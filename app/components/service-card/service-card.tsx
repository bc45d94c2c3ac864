import { Link } from "react-router";
import type { Service } from "#app/content/services.ts";
import { CheckList } from "#app/components/check-list/check-list.tsx";
import { CardImage } from "#app/components/responsive-image/card-image.tsx";

/** A service card's width in the grids of three that show them (home, related services). */
const SERVICE_CARD_SIZES = "(min-width: 1152px) 355px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** A service with its picture, description, three features and a Learn More link. */
export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-6">
      <CardImage image={service.image} sizes={SERVICE_CARD_SIZES} />
      <Heading className="heading-m">{service.title}</Heading>
      <p className="mt-2 text-muted">{service.description}</p>
      <CheckList
        items={service.features}
        className="mt-3 flex flex-wrap gap-x-4 gap-y-1 md:mt-4 md:block md:space-y-2"
      />
      <p className="mt-auto pt-4 md:pt-6">
        <Link to={service.path} className="font-bold text-brand-700">
          Learn More<span className="sr-only"> about {service.title}</span>
        </Link>
      </p>
    </article>
  );
}
