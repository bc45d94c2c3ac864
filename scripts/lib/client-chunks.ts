// How the browser's JavaScript is cut into files (Vite 8 / Rolldown `output.codeSplitting`). Left alone, Rolldown
// makes a file of every set of modules that the same routes share: the home page requested 20 scripts, most of 1-6 kB,
// each with a round trip of its own on a slow link. Grouped, a page loads the framework, the site's shared code, the
// root (the site frame) and its own route modules: a handful of files holding the same code.

/** A module id as Rolldown gives it, with forward slashes. */
type ModuleId = string;

/** React, React DOM, React Router and what they import: the same on every page, and cached for a year together. */
export const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

/** The site's own code that pages share: components, forms, hooks, configuration, copy and helpers. */
const SHARED_APP_CODE =
  /[\\/]app[\\/](components|config|content|enquiries|family-tools|forms|hooks|http|security|utils)[\\/]/;

/**
 * What only staff pages use stays out of the public pages' files, and so do the three form pages' own forms (the staff
 * pages share their field lists, which would otherwise put them in every public page's file). The staff frame and its
 * error page are the exception: the root shows an error on a staff address in them (never the public frame), so every
 * page imports them, and two files of about 1 kB each are dearer on a slow link than their bytes in the shared one.
 */
const STAFF_ONLY =
  /[\\/]app[\\/](components[\\/]staff[\\/](?!staff-error[\\/]|staff-frame[\\/])|(forms|enquiries)[\\/](assessment|callback|contact)[\\/])/;

/** Whether a module belongs in the file of code shared by several public pages. */
export function isSharedSiteCode(id: ModuleId): boolean {
  return SHARED_APP_CODE.test(id) && !STAFF_ONLY.test(id);
}

/**
 * The groups. The site's group takes only modules two or more entries (route modules, the client entry) import:
 * what one route alone uses, such as the cost estimator, stays in that route's file; what only the root uses (the
 * header, footer and quick-contact form) stays in the root's.
 */
export const clientChunkGroups = [
  { name: "framework", test: FRAMEWORK, priority: 20 },
  { name: "site", test: isSharedSiteCode, minShareCount: 2, priority: 10 },
];
