import { useState } from "react";
import { Icon } from "#app/components/icons/icons.tsx";
import { TestimonialCard } from "#app/components/testimonial-card/testimonial-card.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import type { Testimonial } from "#app/content/types.ts";

/** 48px round arrows that never shrink (the dots between them wrap instead). */
const buttonClass =
  "flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50";

/**
 * One testimonial at a time with previous, next (both wrap around) and a dot for each (WAI-ARIA APG carousel). It
 * never moves by itself. The change is announced politely. Before and without JavaScript every testimonial is shown
 * as a list, with no controls that would do nothing.
 */
export function TestimonialCarousel({ testimonials, label }: { testimonials: readonly Testimonial[]; label: string }) {
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const count = testimonials.length;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div aria-live={hydrated ? "polite" : undefined} className={hydrated ? "" : "grid gap-6 md:grid-cols-2"}>
        {testimonials.map((testimonial, position) => (
          // The slide is a wrapper of its own: `figure` may not take role="group" (axe's aria-allowed-role).
          <div
            key={testimonial.author}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${count}`}
            hidden={hydrated && position !== index}
          >
            <TestimonialCard testimonial={testimonial} />
          </div>
        ))}
      </div>
      {hydrated && (
        <div className="mt-6 flex items-center justify-center gap-2 sm:gap-4">
          <button type="button" className={buttonClass} onClick={() => go(index - 1)} aria-label="Previous testimonial">
            <Icon name="chevronLeft" />
          </button>
          <div className="flex min-w-0 flex-wrap justify-center sm:gap-1">
            {testimonials.map((testimonial, position) => (
              <button
                key={testimonial.author}
                type="button"
                onClick={() => go(position)}
                aria-label={`Show testimonial ${position + 1} of ${count}`}
                aria-current={position === index ? "true" : undefined}
                className="group flex size-6 items-center justify-center sm:size-11"
              >
                <span
                  className={`block size-4 rounded-full border-2 border-brand-700 ${position === index ? "bg-brand-700" : "bg-white group-hover:bg-brand-100"}`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={buttonClass} onClick={() => go(index + 1)} aria-label="Next testimonial">
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </section>
  );
}
