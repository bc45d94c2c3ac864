import { Link } from "react-router";
import type { Service } from "~/content/services";
import { CheckList } from "~/components/check-list/check-list";
import { Icon } from "~/components/icons/icons";

/** A service with its description, three features and a Learn More link. */
export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={service.icon} />
      </span>
      <Heading className="heading-m mt-4">{service.title}</Heading>
      <p className="mt-2 text-muted">{service.description}</p>
      <CheckList items={service.features} className="mt-4 space-y-2" />
      <p className="mt-auto pt-6">
        <Link to={service.path} className="font-bold text-brand-700">
          Learn More<span className="sr-only"> about {service.title}</span>
        </Link>
      </p>
    </article>
  );
}
