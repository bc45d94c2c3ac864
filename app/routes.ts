import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public pages, in the site's header, footer and quick-contact frame.
  layout("routes/_marketing/layout.tsx", [
    index("routes/_marketing/home.tsx"),
    route("domiciliary-care", "routes/_marketing/domiciliary-care.tsx"),
    route("live-in-care", "routes/_marketing/live-in-care.tsx"),
    route("supported-living", "routes/_marketing/supported-living.tsx"),
    route("respite-care", "routes/_marketing/respite-care.tsx"),
    route("elderly-care", "routes/_marketing/elderly-care.tsx"),
    route("dementia-care", "routes/_marketing/dementia-care.tsx"),
    route("explore-supported-living-options", "routes/_marketing/explore-supported-living-options.tsx"),
    route("about", "routes/_marketing/about.tsx"),
    route("contact", "routes/_marketing/contact.tsx"),
    route("request-a-callback", "routes/_marketing/request-a-callback.tsx"),
    route("free-assessment", "routes/_marketing/free-assessment.tsx"),
    route("quick-contact", "routes/_marketing/quick-contact.tsx"),
    route("carbon-reduction-plan", "routes/_marketing/carbon-reduction-plan.tsx"),
    route("privacy", "routes/_marketing/privacy.tsx"),
    route("terms", "routes/_marketing/terms.tsx"),
    route("accessibility", "routes/_marketing/accessibility.tsx"),
    route("sitemap", "routes/_marketing/sitemap.tsx"),
    route("careers", "routes/_marketing/careers.tsx"),
    route("careers/:slug", "routes/_marketing/vacancy.tsx"),
    route("careers/apply", "routes/_marketing/careers-apply.tsx"),
    route("careers/equality", "routes/_marketing/careers-equality.tsx"),
    route("resources", "routes/_marketing/resources.tsx"),
    route("faqs", "routes/_marketing/faqs.tsx"),
    route("do-we-cover-my-area", "routes/_marketing/do-we-cover-my-area.tsx"),
    route("care-costs", "routes/_marketing/care-costs.tsx"),
    route("thank-you", "routes/_marketing/thank-you.tsx"),
    route("assessment-thank-you", "routes/_marketing/assessment-thank-you.tsx"),
    route("*", "routes/_marketing/not-found.tsx"),
  ]),
  // Staff sign-in: Login and Sign Up (confirmed from the mailbox), the second factor, setting up the authenticator app,
  // invitations, logout.
  layout("routes/_auth/layout.tsx", [
    route("auth", "routes/_auth/auth.tsx"),
    route("auth/verify", "routes/_auth/verify.tsx"),
    route("auth/set-up", "routes/_auth/set-up.tsx"),
    route("auth/invite/:token", "routes/_auth/invite.tsx"),
    route("auth/confirm/:token", "routes/_auth/confirm.tsx"),
  ]),
  route("auth/logout", "routes/_auth/logout.tsx"),
  // Staff pages, each behind the layout's guard (session, second factor, role).
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/enquiries/:id", "routes/admin/enquiry.tsx"),
    // The CSV export: a resource route, inside the layout so its middleware guards it too.
    route("admin/export", "routes/admin/export.ts"),
    // The applicants' inbox (admins and recruiters), its CSV export and the CVs: resource routes inside the layout.
    route("admin/applicants", "routes/admin/applicants.tsx"),
    route("admin/applicants/export", "routes/admin/applicants-export.ts"),
    // Equality monitoring's counts (admins only: recruiters who shortlist never see them).
    route("admin/applicants/equality", "routes/admin/applicants-equality.tsx"),
    route("admin/applicants/:id", "routes/admin/applicant.tsx"),
    route("admin/applicants/:id/cv", "routes/admin/applicant-cv.ts"),
    route("admin/staff", "routes/admin/staff.tsx"),
    // The page that asks before disabling, resetting an authenticator app or signing people out (admins).
    route("admin/staff/confirm", "routes/admin/staff-confirm.tsx"),
    // The audit log (admins), and its CSV export: a resource route inside the layout like the inbox's.
    route("admin/audit", "routes/admin/audit.tsx"),
    route("admin/audit/export", "routes/admin/audit-export.ts"),
    // Reports (any staff): the last twelve weeks' figures, and their CSV (a resource route inside the layout).
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/reports/export", "routes/admin/reports-export.ts"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/data-protection", "routes/admin/data-protection.tsx"),
    // Vacancies on /careers (admins): add, change, publish, close.
    route("admin/vacancies", "routes/admin/vacancies.tsx"),
    // The subject access export: a resource route (posted), inside the layout so its middleware guards it too.
    route("admin/data-protection/export", "routes/admin/data-protection-export.ts"),
    // "Stay signed in" (the session-timeout dialog): a post only.
    route("admin/session", "routes/admin/session.ts"),
    // Any other address under /admin: a staff 404, behind the guard like the rest.
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  // Machine-readable resources.
  route("healthz", "routes/resources/healthz.ts"),
  route("api/*", "routes/resources/api.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
] satisfies RouteConfig;
