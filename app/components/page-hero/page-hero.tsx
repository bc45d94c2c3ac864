import { CheckList } from "#app/components/check-list/check-list.tsx";
import { Icon } from "#app/components/icons/icons.tsx";
import { PhoneLink } from "#app/components/phone-link/phone-link.tsx";
import { DESKTOP, ResponsiveImage } from "#app/components/responsive-image/responsive-image.tsx";
import { SmartLink } from "#app/components/smart-link/smart-link.tsx";
import type { HeroContent } from "#app/content/types.ts";

/** The hero picture's width: two fifths of the page's content (at most 1104 px wide), less the gap. */
const HERO_SIZES = "(min-width: 1152px) 420px, 36vw";

/**
 * The top of every content page: the page's only `<h1>`, its promise in a sentence and the next steps, with the
 * page's picture beside them on desktops. Phones show no picture there and do not download it: the text is the first
 * paint and the largest element.
 */
export function PageHero({ hero, children }: { hero: HeroContent; children?: React.ReactNode }) {
  return (
    <section className="bg-brand-50" aria-labelledby="hero-title">
      <div
        className={`container-page py-12 sm:py-16 ${hero.image ? "lg:grid lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-12" : ""}`}
      >
        <div>
          {hero.badge && (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1 font-bold text-brand-800 ring-1 ring-brand-100">
              <Icon name="shield" className="size-5 shrink-0" />
              {hero.badge}
            </p>
          )}
          <h1 id="hero-title" className="heading-xl mt-6 max-w-3xl text-brand-800">
            {hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg">{hero.text}</p>
          {(hero.actions.length > 0 || hero.phone) && (
            <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
              {hero.actions.map((action, position) => (
                <SmartLink
                  key={action.href}
                  link={action}
                  className={position === 0 ? "button-primary" : "button-secondary"}
                />
              ))}
              {hero.phone && <PhoneLink phone={hero.phone.key} label={hero.phone.label} />}
            </div>
          )}
          {hero.points && (
            <CheckList
              items={hero.points}
              className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6"
              itemClassName="font-bold"
            />
          )}
          {children}
        </div>
        {hero.image && (
          <div className="hidden lg:block">
            <ResponsiveImage
              image={hero.image}
              sizes={HERO_SIZES}
              media={DESKTOP}
              priority
              className="h-auto w-full rounded-2xl"
            />
          </div>
        )}
      </div>
    </section>
  );
}
