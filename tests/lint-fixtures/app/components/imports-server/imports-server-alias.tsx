// Breaks "nothing that ships to the browser imports server code": a *.server module through the `~/` alias.
import { getBusinessDetails } from "#app/config/business.server.ts";

export function ProviderName() {
  return <span>{getBusinessDetails().providerName}</span>;
}
