import { Outlet } from "react-router";
import { StaffFrame } from "#app/components/staff/staff-frame/staff-frame.tsx";
import { staffPageHeaders } from "#app/auth/staff-pages.ts";

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
