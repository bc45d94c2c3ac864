import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/utils/seo.ts";

type Matches = Parameters<typeof pageMeta>[1];

/** The page's meta tags, with "Error: " at the start of the title when the server rendered the form with errors. */
export function formPageMeta(
  path: string,
  matches: Matches,
  loaderData: { form?: { hasErrors?: boolean } } | undefined,
): MetaDescriptor[] {
  const tags = pageMeta(path, matches);
  if (!loaderData?.form?.hasErrors) return tags;
  return tags.map((tag) => ("title" in tag ? { title: `Error: ${String(tag.title)}` } : tag));
}
