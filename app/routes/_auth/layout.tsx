import { Outlet } from "react-router";
import { StaffFrame } from "~/components/staff-frame/staff-frame";
import { staffPageHeaders } from "~/auth/staff-pages";

/** The sign-in pages: the staff frame without an account (nobody is signed in yet), private and never indexed. */
export const headers = staffPageHeaders;

export default function AuthLayout() {
  return (
    <StaffFrame>
      <div className="max-w-2xl">
        <Outlet />
      </div>
    </StaffFrame>
  );
}
