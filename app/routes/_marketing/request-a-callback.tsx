import type { Route } from "./+types/request-a-callback";
import { pageData } from "#app/http/page-data.server.ts";
import { ContentPage } from "#app/components/content-page/content-page.tsx";
import { requestCallbackPage } from "#app/content/request-a-callback.ts";
import { CallbackForm } from "#app/forms/callback/callback-form.tsx";
import { TOPIC_MAX } from "#app/enquiries/callback/options.ts";
import { formPageData, formPageHeaders, handleFormAction } from "#app/forms/form-action.server.ts";
import { formPageMeta } from "#app/forms/page-meta.ts";
import { FormColumn } from "#app/components/forms/forms.tsx";
import type { FrameHandle } from "#app/components/public-frame/public-frame.tsx";

// Rendered per request: the action renders it again with errors; `?topic=` fills in the topic.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  formPageMeta("/request-a-callback", matches, loaderData);
export const loader = async ({ context, request }: Route.LoaderArgs) => ({
  ...pageData(requestCallbackPage),
  ...(await formPageData(context)),
  topic: (new URL(request.url).searchParams.get("topic") ?? "").slice(0, TOPIC_MAX),
});
export const action = (args: Route.ActionArgs) => handleFormAction("callback", args);
export const headers = formPageHeaders;
// The page's own form is enough: no quick-contact form below it.
export const handle: FrameHandle = { hideQuickContact: true };

export default function RequestACallback({ loaderData, actionData }: Route.ComponentProps) {
  const form = <CallbackForm server={loaderData.form} serverResult={actionData} topic={loaderData.topic} />;
  return <ContentPage page={loaderData.page} slots={{ form: <FormColumn>{form}</FormColumn> }} />;
}
