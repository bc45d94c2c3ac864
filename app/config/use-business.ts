import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { defaultBusinessDetails, type BusinessDetails } from "#app/config/business.ts";

/**
 * Business details for a page rendered without the root loader's data: an error page for a request refused before
 * any loader ran (app/http/problem.ts) provides the details that came with the error.
 */
export const BusinessFallback = createContext<BusinessDetails | null>(null);

/**
 * The business details for components. They come from the root loader (the server's environment), else from
 * `BusinessFallback`; the defaults stand in only where neither has them (the root loader itself failed).
 */
export function useBusiness(): BusinessDetails {
  const data = useRouteLoaderData<{ business: BusinessDetails }>("root");
  const fallback = useContext(BusinessFallback);
  return data?.business ?? fallback ?? defaultBusinessDetails();
}
