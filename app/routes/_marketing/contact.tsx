import type { Route } from "./+types/contact";
import { pageMeta } from "~/utils/seo";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { contactPage } from "~/content/contact";

export const loader = () => pageData(contactPage);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta("/contact", matches);

/** The form goes in the `data-form-slot` placeholder (the forms work fills it). */
export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData.page} slots={{ form: <div data-form-slot="contact" /> }} />;
}
