import type { ImageSlot } from "#app/content/image-slots.ts";
import type { PageContent } from "#app/content/types.ts";
import { services } from "#app/content/services.ts";

/** Every image slot a content page shows: its hero's, its cards', its story's, its Easy Read points' and its related services'. */
export function pageImageSlots(page: PageContent): Set<ImageSlot> {
  const slots = new Set<ImageSlot>();
  if (page.hero.image) slots.add(page.hero.image.slot);
  for (const section of page.sections) {
    if (section.kind === "prose" && section.image) slots.add(section.image.slot);
    if (section.kind === "cards") for (const card of section.cards) if (card.image) slots.add(card.image.slot);
    if (section.kind === "easy-read") for (const point of section.points) slots.add(point.image.slot);
    if (section.kind === "related") for (const key of section.services) slots.add(services[key].image.slot);
  }
  return slots;
}
