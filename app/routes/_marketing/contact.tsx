import type { Route } from "./+types/contact";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { contactPage } from "~/content/contact";
import { ContactForm } from "~/forms/contact/contact-form";
import { enquiryTypeOptions } from "~/forms/contact/options";
import { formPageData, formPageHeaders, handleFormAction } from "~/forms/form-action.server";
import { formPageMeta } from "~/forms/page-meta";
import { FormColumn } from "~/components/forms/forms";
import type { FrameHandle } from "~/components/public-frame/public-frame";

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
