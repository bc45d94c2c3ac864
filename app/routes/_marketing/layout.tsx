import { Outlet } from "react-router";
import { PublicFrame } from "#app/components/public-frame/public-frame.tsx";
import { QuickContactForm } from "#app/forms/quick-contact/quick-contact-form.tsx";

/** Every public page: the shared header, the page, the quick-contact slot and the footer. */
export default function MarketingLayout() {
  return (
    <PublicFrame quickContact={<QuickContactForm />}>
      <Outlet />
    </PublicFrame>
  );
}
