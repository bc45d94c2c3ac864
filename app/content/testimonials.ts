import type { Testimonial } from "./types";

/**
 * Every testimonial on the site, written once. Pages pick the ones that speak about their service; the home page's
 * carousel shows the first five.
 */
export const testimonialsByAuthor = {
  sarah: {
    quote:
      "The carers who visit Mum are kind, patient and always on time. She looks forward to their visits, and we finally have peace of mind.",
    author: "Sarah T.",
    relation: "Family Member",
    rating: 5,
  },
  james: {
    quote:
      "When Grandad came home from hospital the team had care in place within a day. They treat him with real dignity and keep us updated.",
    author: "James W.",
    relation: "Grandson",
    rating: 5,
  },
  margaret: {
    quote:
      "I wanted to stay in my own home and they have made that possible. My carer helps with the things I find hard and we always have a chat.",
    author: "Margaret H.",
    relation: "Client",
    rating: 5,
  },
  priya: {
    quote:
      "Their dementia care is outstanding. The carers understand Dad's routines and know how to calm him when he is confused.",
    author: "Priya K.",
    relation: "Family Member",
    rating: 5,
  },
  helen: {
    quote:
      "Respite care gave me a week to rest after months of looking after my husband. I knew he was in safe hands the whole time.",
    author: "Helen D.",
    relation: "Family Member",
    rating: 5,
  },
  robert: {
    quote:
      "Dad has two carers who take turns living with him. He has kept his garden, his dog and his routines, and we visit whenever we like.",
    author: "Robert M.",
    relation: "Son",
    rating: 5,
  },
  peter: {
    quote:
      "A live-in carer meant my wife and I could stay together in our own home after her stroke. The care is calm, skilled and kind.",
    author: "Peter L.",
    relation: "Client",
    rating: 5,
  },
  anne: {
    quote:
      "Our son moved into his own flat last year. The support team helped him learn to cook and budget, and he is proud of his home.",
    author: "Anne B.",
    relation: "Mother",
    rating: 5,
  },
  daniel: {
    quote: "I do my own shopping now and I go to college twice a week. My support worker helps me plan, but I make the choices.",
    author: "Daniel S.",
    relation: "Tenant in supported living",
    rating: 5,
  },
  carol: {
    quote:
      "We booked two weeks of live-in respite while I had an operation. My husband stayed at home with a carer he had already met.",
    author: "Carol P.",
    relation: "Wife and carer",
    rating: 5,
  },
  linda: {
    quote:
      "Mum's carer helps her with the shopping and sits with her in the garden. Mum has her confidence back and is eating properly again.",
    author: "Linda G.",
    relation: "Daughter",
    rating: 5,
  },
  mark: {
    quote:
      "The team took time to learn Mum's life story. They use it every day: her music, her old job, the names of her grandchildren.",
    author: "Mark R.",
    relation: "Son",
    rating: 5,
  },
  susan: {
    quote:
      "When my husband's evenings became difficult, the dementia specialist rang back within the hour and changed his visits that week.",
    author: "Susan W.",
    relation: "Wife",
    rating: 5,
  },
  janet: {
    quote:
      "The assessment was relaxed and unhurried. The care manager spoke to Dad, not about him, and we had a clear plan the same week.",
    author: "Janet F.",
    relation: "Daughter",
    rating: 5,
  },
} as const satisfies Record<string, Testimonial>;

const t = testimonialsByAuthor;

/** The home page carousel, in the order it shows them. */
export const homeTestimonials: readonly Testimonial[] = [t.sarah, t.james, t.margaret, t.priya, t.helen];
