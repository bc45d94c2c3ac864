import type { Testimonial } from "~/content/types";
import { TestimonialCard } from "~/components/testimonial-card/testimonial-card";

/** Testimonials side by side, all visible (the home page's carousel shows one at a time instead). */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className={`grid gap-6 ${testimonials.length > 1 ? "md:grid-cols-2 lg:grid-cols-3" : "mx-auto max-w-3xl"}`}>
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}
