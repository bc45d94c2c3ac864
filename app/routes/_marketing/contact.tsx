import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/forms/contact/contact-form";
import { formPageData, handleFormAction } from "~/forms/form-action.server";
import { formPageMeta } from "~/forms/page-meta";

// Rendered per request (not prerendered): the action renders it again with errors, and each visitor's form gets its
// own idempotency key and start time from the loader.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => formPageMeta("/contact", matches, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => formPageData(context);
export const action = (args: Route.ActionArgs) => handleFormAction("contact", args);

export default function ContactPage() {
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container-page py-12">
      <h1 className="heading-xl">Contact Us</h1>
      <section aria-labelledby="contact-form-title" className="mt-8 max-w-2xl">
        <h2 id="contact-form-title" className="heading-l">
          Send us an enquiry
        </h2>
        <ContactForm server={form} serverResult={result} />
      </section>
    </div>
  );
}
