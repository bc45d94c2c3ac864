import { Icon } from "#app/components/icons/icons.tsx";

/** Stars drawn for the eye, the rating said in words for everyone else. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <p className="flex gap-1 text-amber-700">
      <span className="sr-only">
        Rated {rating} out of {outOf}
      </span>
      {Array.from({ length: outOf }, (_, index) => (
        <Icon key={index} name="star" filled={index < rating} className="size-6" />
      ))}
    </p>
  );
}
