import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/request-a-callback";
import { CallbackForm } from "~/forms/callback/callback-form";
import { formPageData, handleFormAction } from "~/forms/form-action.server";
import { formPageMeta } from "~/forms/page-meta";

// Rendered per request: the action renders it again with errors; `?topic=` fills in the topic.
export const meta: Route.MetaFunction = ({ matches, loaderData }) => formPageMeta("/request-a-callback", matches, loaderData);
export const loader = ({ context, request }: Route.LoaderArgs) => ({
  ...formPageData(context),
  topic: (new URL(request.url).searchParams.get("topic") ?? "").slice(0, 500),
});
export const action = (args: Route.ActionArgs) => handleFormAction("callback", args);

export default function RequestCallbackPage() {
  const { form, topic } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="container-page py-12">
      <h1 className="heading-xl">Request a Callback</h1>
      <section aria-labelledby="callback-form-title" className="mt-8 max-w-2xl">
        <h2 id="callback-form-title" className="heading-l">
          When should we call you?
        </h2>
        <CallbackForm server={form} serverResult={result} topic={topic} />
      </section>
    </div>
  );
}
