import type { Route } from "./+types/request-a-callback";
import { pageData } from "~/utils/page-data.server";
import { ContentPage } from "~/components/content-page/content-page";
import { requestCallbackPage } from "~/content/request-a-callback";
import { CallbackForm } from "~/forms/callback/callback-form";
import { TOPIC_MAX } from "~/forms/callback/options";
import { formPageData, formPageHeaders, handleFormAction } from "~/forms/form-action.server";
import { formPageMeta } from "~/forms/page-meta";
import { FormColumn } from "~/components/forms/forms";
import type { FrameHandle } from "~/components/public-frame/public-frame";

// Rendered per request: the action renders it again with errors; `?topic=` fills in the topic.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => formPageMeta("/request-a-callback", matches, loaderData);
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
