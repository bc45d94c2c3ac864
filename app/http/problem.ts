/**
 * A request the site cannot take (too large, sent from another site, of a kind no form sends): thrown from an action or
 * middleware as a 4xx route error (problem.server.ts), and shown by the root's error boundary as a page of the site in
 * plain words with the phone number (components/request-problem), never as "Unexpected Application Error!". The
 * business details travel with it because the root loader, which gives every page its details, may not have run.
 */
import type { BusinessDetails } from "#app/config/business.ts";

export interface Problem {
  title: string;
  text: string;
  business: BusinessDetails;
}

export function isProblem(value: unknown): value is Problem {
  if (typeof value !== "object" || value === null) return false;
  const { title, text, business } = value as Record<string, unknown>;
  return typeof title === "string" && typeof text === "string" && typeof business === "object" && business !== null;
}
