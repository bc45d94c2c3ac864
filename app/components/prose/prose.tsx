import type { ProseBlock } from "#app/content/types.ts";

/** Running text: paragraphs and bulleted lists, at a comfortable reading width. */
export function Prose({ blocks }: { blocks: readonly ProseBlock[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      {blocks.map((block, position) =>
        typeof block === "string" ? (
          <p key={position}>{block}</p>
        ) : (
          <ul key={position} className="list-disc space-y-2 pl-6 marker:text-brand-700">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
