import { useEffect } from "react";
import {
  isRouteErrorResponse,
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { getBusinessDetails } from "#app/config/business.server.ts";
import { findSitePage } from "#app/content/site-pages.ts";
import { pagePathOf } from "#app/utils/page-path.ts";
import { BusinessFallback, useBusiness } from "#app/config/use-business.ts";
import { telHref } from "#app/utils/phone-number.ts";
import { PublicFrame } from "#app/components/public-frame/public-frame.tsx";
import { StaffError } from "#app/components/staff/staff-error/staff-error.tsx";
import { QuickContactForm } from "#app/forms/quick-contact/quick-contact-form.tsx";
import { NotFound } from "#app/components/not-found/not-found.tsx";
import { RequestProblem } from "#app/components/request-problem/request-problem.tsx";
import { isProblem } from "#app/http/problem.ts";
import { siteNameOf, titleWithSiteName } from "#app/utils/seo.ts";
import { problems } from "#app/http/problem.server.ts";
import { logLine } from "#app/utils/log.server.ts";
import { requestFactsOf, requestInfoIn } from "#app/http/request-context.server.ts";
import { pageHydrates } from "#app/utils/hydration.ts";
import { enhancementScript } from "#app/components/enhancements/enhancements.ts";
import { checkSchemasWithoutEval } from "#app/security/zod-without-eval.ts";
import stylesheet from "#app/app.css?url";

checkSchemasWithoutEval();

// Built documents carry the stylesheet inline (entry.server.tsx), so it costs no request before the first paint; the
// dev server links it, so Vite can update it in place. The build emits no stylesheet file: the server's plain pages
// inline it too (siteStylesheet).
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request }: Route.LoaderArgs) {
  return {
    business: getBusinessDetails(),
    // Read here, not while rendering, so prerendered HTML and hydration agree (React error #418 otherwise).
    currentYear: new Date().getFullYear(),
    // The page's title and description for its meta tags (utils/seo.ts): the registry stays on the server.
    page: findSitePage(pagePathOf(request.url)) ?? null,
  };
}

/**
 * A form post, or any other change, that a browser says came from another site's page is refused before any action
 * runs, with a page that says so and gives the phone number (the production server judges the Origin header against
 * SITE_URL: app/security/origin.ts). One log line, no stack.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    if (request.method !== "GET" && request.method !== "HEAD" && requestFactsOf(context)?.originAllowed === false) {
      logLine("warn", "Refused a request sent from another site's page", { ...requestInfoIn(request, context) });
      throw problems.otherSite();
    }
    return next();
  },
];

/**
 * The root's data depends on the path alone (the page's entry; the business details and the year do not change between
 * navigations), so it is read again only when the path changes: not after a form is sent or a list's filter changes,
 * where a request that failed (the server out of reach) would otherwise replace a staff page with the error page
 * instead of letting it keep what it shows (issue #25).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export function Layout({ children }: { children: React.ReactNode }) {
  const hydrate = pageHydrates(useMatches());
  const prerendered = useRouteLoaderData<typeof loader>("root")?.page?.prerender === true;
  // Marks the document once React runs (on every page, error pages too), so browser tests know when scripted
  // behaviour is in place.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    // A page without React says so (browser tests know not to wait for hydration).
    <html lang="en-GB" data-no-hydration={hydrate ? undefined : ""}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5548" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            {/* Scrolls to the top on a new path and restores the position on back and forward. */}
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          // A page that does not hydrate (its route's handle: app/utils/hydration.ts) gets no React, no router and no
          // route data, only the small plain script, and that only when prerendered: its CSP allows it by its hash,
          // while a page rendered per request (the 404) would need the response's nonce, and has nothing to enhance.
          prerendered && <script dangerouslySetInnerHTML={{ __html: enhancementScript }} />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function meta({ error, matches }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const problem = isRouteErrorResponse(error) && isProblem(error.data) ? error.data : undefined;
  // Error pages are titled like every other page: the provider's name follows (the root loader's, else the problem's).
  const siteName = siteNameOf(matches) ?? problem?.business.tradingName;
  return [
    {
      title: titleWithSiteName(
        problem?.title ?? (notFound ? "Page not found" : "Unexpected Application Error!"),
        siteName,
      ),
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/** The staff pages' addresses: an error on one that reaches the root is shown in the staff frame, never the public one. */
const STAFF_PAGE = /^\/(?:admin|auth)(?:\/|$)/;

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (STAFF_PAGE.test(pathname)) return <StaffError error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicFrame quickContact={<QuickContactForm />}>
        <NotFound />
      </PublicFrame>
    );
  }
  if (isRouteErrorResponse(error) && isProblem(error.data)) {
    return (
      <BusinessFallback value={error.data.business}>
        <PublicFrame quickContact={<QuickContactForm />}>
          <RequestProblem title={error.data.title} text={error.data.text} />
        </PublicFrame>
      </BusinessFallback>
    );
  }
  return (
    <PublicFrame quickContact={<QuickContactForm />}>
      <UnexpectedError error={error} />
    </PublicFrame>
  );
}

/** 500: the message and stack only in development; in production a plain apology and the phone number. */
function UnexpectedError({ error }: { error: unknown }) {
  const business = useBusiness();
  const detail = import.meta.env.DEV && error instanceof Error ? error : undefined;
  return (
    <div className="container-page py-12">
      <h1 className="heading-xl">Unexpected Application Error!</h1>
      {detail ? (
        <>
          <p className="mt-4 font-bold">{detail.message}</p>
          <pre className="mt-4 overflow-auto bg-brand-50 p-4 text-sm">{detail.stack}</pre>
        </>
      ) : (
        <>
          <p className="mt-4 max-w-2xl">
            Sorry, something went wrong on our side and this page could not be shown. Nothing you did caused it, and we
            have been told about it.
          </p>
          <p className="mt-4 max-w-2xl">
            Please try again in a few minutes, or call us on{" "}
            <a href={telHref(business.mainPhone)} className="font-bold">
              {business.mainPhone}
            </a>{" "}
            and we will help you straight away.
          </p>
        </>
      )}
    </div>
  );
}
