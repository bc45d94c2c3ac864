import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/quick-contact";
import { QuickContactForm } from "#app/forms/quick-contact/quick-contact-form.tsx";
import { formPageData, formPageHeaders, handleFormAction } from "#app/forms/form-action.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";
import type { FrameHandle } from "#app/components/public-frame/public-frame.tsx";

/**
 * Where the quick-contact form at the end of every page posts. Prerendered pages have no action, so the form comes
 * here: without JavaScript this page shows the confirmation, or the form again with its errors and values; with
 * JavaScript a fetcher posts here and the answer is shown in place.
 */
export const handle: FrameHandle = { hideQuickContact: true };
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  formPageMeta("/quick-contact", matches, loaderData);
export const loader = ({ context }: Route.LoaderArgs) => formPageData(context);
export const action = (args: Route.ActionArgs) => handleFormAction("quick-contact", args);
export const headers = formPageHeaders;

export default function QuickContactPage() {
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container-page py-12">
      <h1 className="heading-xl">Ask Us to Contact You</h1>
      <section id="quick-contact" aria-label="Quick contact form" className="mt-8 max-w-3xl">
        <QuickContactForm server={form} serverResult={result} />
      </section>
    </div>
  );
}
