import type { Testimonial } from "~/content/types";
import { TestimonialCard } from "~/components/testimonial-card/testimonial-card";
import { gridClasses } from "~/components/card-grid/grid-columns";

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
