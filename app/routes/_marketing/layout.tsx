import { Outlet } from "react-router";
import { PublicFrame } from "~/components/public-frame/public-frame";

/** Every public page: the shared header, the page, the quick-contact slot and the footer. */
export default function MarketingLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
