import type { EasyReadPoint } from "#app/content/types.ts";
import { ResponsiveImage } from "#app/components/responsive-image/responsive-image.tsx";

/** Easy Read: one short sentence a line, in large type, each beside the picture that carries its meaning. */
export function EasyReadList({ points }: { points: readonly EasyReadPoint[] }) {
  return (
    <ul className="mx-auto max-w-3xl space-y-6">
      {points.map((point) => (
        <li key={point.text} className="flex items-center gap-5 rounded-lg bg-white p-4 ring-1 ring-brand-100 sm:gap-8">
          {/* The <picture> is the flex item: it keeps its size however long the sentence. */}
          <div className="shrink-0">
            <ResponsiveImage
              image={point.image}
              sizes="(min-width: 640px) 128px, 96px"
              className="size-24 sm:size-32"
            />
          </div>
          <p className="text-xl leading-relaxed sm:text-2xl">{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
