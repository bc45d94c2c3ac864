import { Icon } from "#app/components/icons/icons.tsx";
import { TestimonialCard } from "#app/components/testimonial-card/testimonial-card.tsx";
import type { Testimonial } from "#app/content/types.ts";

/** 48px round arrows that never shrink. */
const arrowClass =
  "flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50";

/**
 * One testimonial at a time in a strip that snaps from slide to slide (CSS scroll snap: swiped on a phone, scrolled
 * with a trackpad), with previous and next arrows under each slide (both wrap around). It never moves by itself and
 * needs no script: the arrows are links to the neighbouring slides, which the browser scrolls into view, and Tab
 * reaches them in order. On a page without React, the page's small script scrolls the strip alone and keeps the focus
 * on the arrows (app/components/enhancements/enhancements.ts); on a page with React the links work the same way.
 */
export function TestimonialCarousel({ testimonials, label }: { testimonials: readonly Testimonial[]; label: string }) {
  const count = testimonials.length;
  const slideId = (position: number) => `testimonial-${((position + count) % count) + 1}`;
  return (
    // A group, not a second landmark: the page's own section is the landmark with this name (axe's landmark-unique).
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      {/* Positioned, so what is positioned inside a slide (screen-reader text) scrolls with it, not past the page. */}
      <div
        className="relative flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain"
        data-testid="carousel-strip"
      >
        {testimonials.map((testimonial, position) => (
          // The slide is a wrapper of its own: `figure` may not take role="group" (axe's aria-allowed-role).
          <div
            key={testimonial.author}
            id={slideId(position)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            className="flex w-full shrink-0 snap-start flex-col"
          >
            <div className="grow">
              <TestimonialCard testimonial={testimonial} />
            </div>
            <div className="mt-6 flex items-center justify-center gap-4">
              <a
                href={`#${slideId(position - 1)}`}
                className={arrowClass}
                aria-label="Previous testimonial"
                data-slide="previous"
              >
                <Icon name="chevronLeft" />
              </a>
              <span className="text-base text-muted" aria-hidden="true">
                {position + 1} of {count}
              </span>
              <a
                href={`#${slideId(position + 1)}`}
                className={arrowClass}
                aria-label="Next testimonial"
                data-slide="next"
              >
                <Icon name="chevronRight" />
              </a>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
