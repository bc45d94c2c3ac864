import { Link } from "react-router";
import type { Service } from "~/content/services";
import { CheckList } from "~/components/check-list/check-list";
import { Icon } from "~/components/icons/icons";

/** A service with its description, three features and a Learn More link. */
export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-6">
      {/* Icon beside the title on phones, above it from md: a shorter card where the screen is narrow. */}
      <div className="flex items-center gap-3 md:block">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name={service.icon} />
        </span>
        <Heading className="heading-m md:mt-4">{service.title}</Heading>
      </div>
      <p className="mt-2 text-muted">{service.description}</p>
      <CheckList items={service.features} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 md:mt-4 md:block md:space-y-2" />
      <p className="mt-auto pt-4 md:pt-6">
        <Link to={service.path} className="font-bold text-brand-700">
          Learn More<span className="sr-only"> about {service.title}</span>
        </Link>
      </p>
    </article>
  );
}
