import type { Route } from "./+types/submit";
import { handleApiRequest, methodNotAllowed } from "~/forms/api.server";

// POST /api/submit-quick-contact, /api/submit-contact, /api/submit-callback, /api/submit-assessment (app/routes.ts).
export const loader = () => methodNotAllowed();
export const action = ({ request }: Route.ActionArgs) => handleApiRequest(request);
