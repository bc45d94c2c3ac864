import type { Route } from "./+types/contact";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { contactPage } from "#app/content/contact.ts";
import { ContactForm } from "#app/forms/contact/contact-form.tsx";
import { enquiryTypeOptions } from "#app/enquiries/contact/options.ts";
import { formPageData, formPageHeaders, handleFormAction } from "#app/forms/form-action.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";
import { FormColumn } from "#app/components/forms/forms.tsx";
import type { FrameHandle } from "#app/components/public-frame/public-frame.tsx";

// Rendered per request (not prerendered): the action renders it again with errors, and each visitor's form gets its
// own idempotency key and start time from the loader. `?enquiryType=` (e.g. from the careers page) picks the type.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => formPageMeta("/contact", matches, loaderData);
export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const requested = new URL(request.url).searchParams.get("enquiryType");
  const enquiryType = enquiryTypeOptions.find((option) => option.value === requested)?.value;
  return { ...pageData(contactPage), ...(await formPageData(context)), enquiryType };
};
export const action = (args: Route.ActionArgs) => handleFormAction("contact", args);
export const headers = formPageHeaders;
// The page's own form is enough: no quick-contact form below it.
export const handle: FrameHandle = { hideQuickContact: true };

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const form = <ContactForm server={loaderData.form} serverResult={actionData} enquiryType={loaderData.enquiryType} />;
  return <ContentPage page={loaderData.page} slots={{ form: <FormColumn>{form}</FormColumn> }} />;
}
