import { CheckList } from "#app/components/check-list/check-list.tsx";
import { Icon } from "#app/components/icons/icons.tsx";
import { CardImage } from "#app/components/responsive-image/card-image.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { Card } from "#app/content/types.ts";
import { gridClasses } from "#app/components/card-grid/grid-columns.ts";

/** How wide a card is: the whole column on phones, then half, then a third or a quarter of the page. */
const cardSizes = {
  2: "(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw",
  3: "(min-width: 1152px) 355px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw",
  4: "(min-width: 1152px) 260px, (min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw",
} as const;

/**
 * Cards in a grid, each with a `<h3>` title: service options, care levels, values, stories, contact methods. Every
 * card has the same parts, any of which may be left out. The columns follow the number of cards, so no row has a hole
 * (`gridClasses`).
 */
export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  const grid = gridClasses(cards.length, columns);
  return (
    <ul className={grid.grid}>
      {cards.map((card, index) => (
        <li
          key={card.title}
          id={card.id}
          className={`flex flex-col rounded-lg bg-white p-6 shadow-sm ring-1 ring-brand-100 ${index === cards.length - 1 ? grid.last : ""}`}
        >
          {card.image && <CardImage image={card.image} sizes={cardSizes[columns]} />}
          {card.icon && (
            <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name={card.icon} />
            </span>
          )}
          <h3 className="heading-m">{card.title}</h3>
          {card.subtitle && <p className="mt-1 font-bold text-brand-700">{card.subtitle}</p>}
          {card.text && <p className="mt-3 text-muted">{card.text}</p>}
          {card.details && (
            <dl className="mt-4 space-y-2">
              {card.details.map((detail) => (
                <div key={detail.label}>
                  <dt className="inline font-bold">{detail.label}: </dt>
                  <dd className="inline">{detail.value}</dd>
                </div>
              ))}
            </dl>
          )}
          {card.bullets && <CheckList items={card.bullets} className="mt-4 space-y-2" />}
          {card.links && (
            <p className="mt-auto flex flex-col gap-3 pt-6">
              {card.links.map((link) => (
                <SmartLink key={link.href} link={link} className="font-bold break-words text-brand-700" />
              ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
