import { parseBusinessDetails, type BusinessDetails } from "./business";

let cached: BusinessDetails | undefined;

/** The business details of this server's environment, read and checked once. */
export function getBusinessDetails(): BusinessDetails {
  cached ??= parseBusinessDetails(process.env);
  return cached;
}
