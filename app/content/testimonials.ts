import type { ServiceKey } from "#app/content/services.ts";
import type { Testimonial } from "#app/content/types.ts";

/** The pages that show testimonials of their own: the six service pages and a few others. */
export type TestimonialPage = ServiceKey | "about" | "exploreSupportedLiving" | "assessment";

/** A testimonial and the one page it belongs to (it may also be one of the home page's five). */
interface PlacedTestimonial extends Testimonial {
  page: TestimonialPage;
}

/**
 * Every testimonial on the site, written once, each with the page it speaks about. A page shows its own
 * (`testimonialsFor`); the home page's carousel shows five of them. So no quote is on more than the home page and its
 * own page (app/content/testimonials.test.ts).
 */
export const testimonialsByAuthor = {
  sarah: {
    page: "domiciliary",
    quote:
      "The carers who visit Mum are kind, patient and always on time. She looks forward to their visits, and we finally have peace of mind.",
    author: "Sarah T.",
    relation: "Family Member",
    rating: 5,
  },
  james: {
    page: "domiciliary",
    quote:
      "When Grandad came home from hospital the team had care in place within a day. They treat him with real dignity and keep us updated.",
    author: "James W.",
    relation: "Grandson",
    rating: 5,
  },
  margaret: {
    page: "elderly",
    quote:
      "I wanted to stay in my own home and they have made that possible. My carer helps with the things I find hard and we always have a chat.",
    author: "Margaret H.",
    relation: "Client",
    rating: 5,
  },
  priya: {
    page: "dementia",
    quote:
      "Their dementia care is outstanding. The carers understand Dad's routines and know how to calm him when he is confused.",
    author: "Priya K.",
    relation: "Family Member",
    rating: 5,
  },
  helen: {
    page: "respite",
    quote:
      "Respite care gave me a week to rest after months of looking after my husband. I knew he was in safe hands the whole time.",
    author: "Helen D.",
    relation: "Family Member",
    rating: 5,
  },
  robert: {
    page: "live-in",
    quote:
      "Dad has two carers who take turns living with him. He has kept his garden, his dog and his routines, and we visit whenever we like.",
    author: "Robert M.",
    relation: "Son",
    rating: 5,
  },
  peter: {
    page: "live-in",
    quote:
      "A live-in carer meant my wife and I could stay together in our own home after her stroke. The care is calm, skilled and kind.",
    author: "Peter L.",
    relation: "Client",
    rating: 5,
  },
  anne: {
    page: "supported-living",
    quote:
      "Our son moved into his own flat last year. The support team helped him learn to cook and budget, and he is proud of his home.",
    author: "Anne B.",
    relation: "Mother",
    rating: 5,
  },
  daniel: {
    page: "supported-living",
    quote:
      "I do my own shopping now and I go to college twice a week. My support worker helps me plan, but I make the choices.",
    author: "Daniel S.",
    relation: "Tenant in supported living",
    rating: 5,
  },
  carol: {
    page: "respite",
    quote:
      "We booked two weeks of live-in respite while I had an operation. My husband stayed at home with a carer he had already met.",
    author: "Carol P.",
    relation: "Wife and carer",
    rating: 5,
  },
  mark: {
    page: "dementia",
    quote:
      "The team took time to learn Mum's life story. They use it every day: her music, her old job, the names of her grandchildren.",
    author: "Mark R.",
    relation: "Son",
    rating: 5,
  },
  susan: {
    page: "dementia",
    quote:
      "When my husband's evenings became difficult, the dementia specialist rang back within the hour and changed his visits that week.",
    author: "Susan W.",
    relation: "Wife",
    rating: 5,
  },
  janet: {
    page: "assessment",
    quote:
      "The assessment was relaxed and unhurried. The care manager spoke to Dad, not about him, and we had a clear plan the same week.",
    author: "Janet F.",
    relation: "Daughter",
    rating: 5,
  },
  ruth: {
    page: "about",
    quote:
      "We have had the same two carers for three years. They know Mum's ways, and the office always picks up the phone when we call.",
    author: "Ruth E.",
    relation: "Daughter",
    rating: 5,
  },
  david: {
    page: "about",
    quote:
      "From the first phone call to the care plan, everyone was honest with us about what they could do and what it would cost.",
    author: "David N.",
    relation: "Son",
    rating: 5,
  },
  jean: {
    page: "about",
    quote:
      "My carers are part of my week now. They are local people who know my street, my doctor and the best place for a cup of tea.",
    author: "Jean C.",
    relation: "Client",
    rating: 5,
  },
  emma: {
    page: "exploreSupportedLiving",
    quote:
      "The virtual tour and the visit that followed helped our daughter choose a shared house. She moved in with two housemates she already liked.",
    author: "Emma J.",
    relation: "Mother",
    rating: 5,
  },
  tom: {
    page: "exploreSupportedLiving",
    quote:
      "I moved from hospital to a step-down flat, then to my own place. The team helped with each move and with my benefits forms.",
    author: "Tom B.",
    relation: "Tenant in supported living",
    rating: 5,
  },
} as const satisfies Record<string, PlacedTestimonial>;

type Author = keyof typeof testimonialsByAuthor;

/** A testimonial as a page shows it (which page it belongs to is not copy). */
function shown(author: Author): Testimonial {
  const { quote, author: name, relation, rating } = testimonialsByAuthor[author];
  return { quote, author: name, relation, rating };
}

/** A page's own testimonials, in the order they are written above. */
export function testimonialsFor(page: TestimonialPage): Testimonial[] {
  return (Object.keys(testimonialsByAuthor) as Author[])
    .filter((author) => testimonialsByAuthor[author].page === page)
    .map(shown);
}

/** The home page carousel, in the order it shows them: one or two from each of several services. */
export const homeTestimonials: readonly Testimonial[] = (["sarah", "james", "margaret", "priya", "helen"] as const).map(
  shown,
);
