import type { BusinessDetails } from "#app/config/business.ts";
import { env, parseBusinessVariables } from "#app/config/env.server.ts";

// What each business variable must hold is checked with the rest of the configuration (env.server.ts).

export class BusinessConfigError extends Error {
  override name = "BusinessConfigError";
}

/** Reads the business details from an environment; throws one error that names every bad variable. */
export function parseBusinessDetails(source: Record<string, string | undefined>): BusinessDetails {
  const { details, problems } = parseBusinessVariables(source);
  if (!details)
    throw new BusinessConfigError(`Invalid business details in the environment:\n  ${problems.join("\n  ")}`);
  return details;
}

/** The business details of this server's environment, read and checked once with the rest of its configuration. */
export function getBusinessDetails(): BusinessDetails {
  return env().business;
}
