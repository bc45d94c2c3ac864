import { useRouteLoaderData } from "react-router";
import { defaultBusinessDetails, type BusinessDetails } from "./business";

/**
 * The business details for components. They come from the root loader (the server's environment); the defaults stand
 * in only where the root loader has no data, which happens when the root loader itself failed.
 */
export function useBusiness(): BusinessDetails {
  const data = useRouteLoaderData<{ business: BusinessDetails }>("root");
  return data?.business ?? defaultBusinessDetails();
}
