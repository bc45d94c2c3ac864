// The types of folder-arrows.js, which eslint.config.js loads as plain JavaScript.

/** Each folder of app/ and the folders it may import. */
export declare const folderArrows: Record<string, string[]>;
/** The folders whose files (all but `*.server.*` and tests) may ship to the browser. */
export declare const browserFolders: string[];
/** A cycle among the allowed arrows, as the list of folders around it, or null when there is none. */
export declare function cycleIn(arrows: Record<string, readonly string[]>): string[] | null;
/** import-x/no-restricted-paths zones, one a folder; throws when the arrows go round a circle. */
export declare function arrowZones(
  arrows?: Record<string, readonly string[]>,
): { target: string; from: string; except: string[]; message: string }[];
