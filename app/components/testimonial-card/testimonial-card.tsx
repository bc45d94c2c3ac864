import type { Testimonial } from "#app/content/types.ts";
import { StarRating } from "#app/components/star-rating/star-rating.tsx";

/** One testimonial: its stars, the quote and who said it. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="h-full rounded-lg bg-white p-6 shadow-sm ring-1 ring-brand-100 md:p-8">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 text-lg">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-4">
        <span className="font-bold">{testimonial.author}</span>
        <span className="block text-muted">{testimonial.relation}</span>
      </figcaption>
    </figure>
  );
}
