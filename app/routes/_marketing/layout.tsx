import { Outlet } from "react-router";
import { PublicFrame } from "~/components/public-frame/public-frame";
import { QuickContactForm } from "~/forms/quick-contact/quick-contact-form";

/** Every public page: the shared header, the page, the quick-contact slot and the footer. */
export default function MarketingLayout() {
  return (
    <PublicFrame quickContact={<QuickContactForm />}>
      <Outlet />
    </PublicFrame>
  );
}
