import { apiRequestOf, apiResponse, handleApiRequest } from "#app/forms/api.server.ts";
import type { Route } from "./+types/api";

/**
 * The forms' JSON API as a React Router route, for `npm run dev` and for any /api/ path the production server does
 * not answer itself: it serves POST /api/submit-<form> ahead of React Router (server/form-api.ts) with the same handler.
 * Other /api/ paths get a JSON 404 rather than a page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return apiResponse(await handleApiRequest(await apiRequestOf(request, context)));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return apiResponse(await handleApiRequest(await apiRequestOf(request, context)));
}
