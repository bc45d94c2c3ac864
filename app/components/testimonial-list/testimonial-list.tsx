import type { Testimonial } from "#app/content/types.ts";
import { TestimonialCard } from "#app/components/testimonial-card/testimonial-card.tsx";
import { gridClasses } from "#app/components/card-grid/grid-columns.ts";

/** Testimonials side by side, all visible (the home page's carousel shows one at a time instead). */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const grid = gridClasses(testimonials.length);
  return (
    <ul className={testimonials.length > 1 ? grid.grid : "mx-auto grid max-w-3xl"}>
      {testimonials.map((testimonial, index) => (
        <li key={testimonial.author} className={index === testimonials.length - 1 ? grid.last : undefined}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
