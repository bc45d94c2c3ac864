/**
 * Where the provider's care reaches: the one place the covered areas are written. The postcode checker
 * (/do-we-cover-my-area, app/family-tools/postcode-coverage.ts), the lists of areas on the home page and /contact and the
 * home page's structured data all read it.
 *
 * Visiting care (domiciliary, respite, elderly and dementia visits) goes to the postcode districts below, the first
 * part of a postcode ("MK9" of "MK9 3AB"). The places are the ones the site's copy names: Milton Keynes "(all MK
 * postcodes)", the Milton Keynes towns, Buckingham and Aylesbury in Buckinghamshire, and the parts of Bedfordshire and
 * Northamptonshire that border Milton Keynes. How each maps to districts (Royal Mail's districts as they are in 2026):
 *
 * - Milton Keynes, all MK postcodes: every district of the MK postcode area that has homes in it. MK1-MK15 are the city
 *   (MK1-MK3 Bletchley, MK9 Central Milton Keynes, MK11 Stony Stratford, MK12 Wolverton); MK16 Newport Pagnell; MK17
 *   Woburn Sands and the Brickhills (and Woburn, Bedfordshire); MK18 Buckingham and Winslow; MK19 Hanslope, and Old
 *   Stratford and Deanshanger in Northamptonshire; MK40-MK45 Bedford, Kempston, Cranfield, Ampthill and Flitwick in
 *   Bedfordshire; MK46 Olney. MK77 is left out: it is a non-geographic district (the Open University's post), no one
 *   lives there.
 * - Aylesbury: HP19, HP20 and HP21 (the town) and HP22 (the villages around it, Aston Clinton to Wendover).
 * - Leighton Buzzard, Bedfordshire: LU7, which borders Milton Keynes to the south.
 * - Towcester, Northamptonshire: NN12, which borders Milton Keynes to the north-west.
 *
 * A district that is not listed (Tring HP23, Dunstable LU6, Brackley NN13, Northampton NN1-NN7, Bicester OX26, …) is
 * told that visiting care does not reach it, with the live-in answer and the phone number.
 *
 * Live-in care is arranged across the UK: every valid postcode but those of the Crown Dependencies, which use UK-style
 * postcodes but are not in the UK (Guernsey GY, Jersey JE, the Isle of Man IM).
 *
 * This module has no dependencies, so the browser bundle can carry it cheaply.
 */

export interface VisitingArea {
  /** The place as the lists and the checker's answer name it. */
  name: string;
  /** Added in brackets in the lists of areas, e.g. "all MK postcodes". */
  detail?: string;
  /** Postcode districts (outward codes), upper case. */
  districts: readonly string[];
}

/** "MK", 1, 3 → ["MK1", "MK2", "MK3"]. */
function districtRange(area: string, from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `${area}${from + index}`);
}

/** The places our carers visit, in the order the lists show them; a district may belong to more than one place. */
export const visitingAreas: readonly VisitingArea[] = [
  {
    name: "Milton Keynes",
    detail: "all MK postcodes",
    districts: [...districtRange("MK", 1, 19), ...districtRange("MK", 40, 46)],
  },
  { name: "Newport Pagnell", districts: ["MK16"] },
  { name: "Olney", districts: ["MK46"] },
  { name: "Woburn Sands", districts: ["MK17"] },
  { name: "Bletchley", districts: ["MK1", "MK2", "MK3"] },
  { name: "Wolverton", districts: ["MK12"] },
  { name: "Stony Stratford", districts: ["MK11"] },
  { name: "Buckingham", districts: ["MK18"] },
  { name: "Aylesbury", districts: ["HP19", "HP20", "HP21", "HP22"] },
  { name: "Leighton Buzzard", detail: "Bedfordshire", districts: ["LU7"] },
  { name: "Towcester", detail: "Northamptonshire", districts: ["NN12"] },
];

/** Postcode areas (the letters at the start) where live-in care is not arranged: the Crown Dependencies. */
export const liveInExcludedAreas: readonly string[] = ["GY", "JE", "IM"];

/** Every district visiting care reaches, once each. */
export const visitingDistricts: ReadonlySet<string> = new Set(visitingAreas.flatMap((area) => area.districts));

/** Districts in short: runs of numbers joined, ["MK1", "MK2", "MK3", "MK16"] → "MK1-MK3, MK16". */
export function districtsText(districts: readonly string[]): string {
  const runs: string[][] = [];
  for (const district of districts) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && follows(last, district)) run.push(district);
    else runs.push([district]);
  }
  return runs.map((run) => (run.length > 2 ? `${run[0]}-${run.at(-1)}` : run.join(", "))).join(", ");
}

/** "MK9" then "MK10": the same letters, the next number. */
function follows(previous: string, next: string): boolean {
  const [, letters, number] = /^([A-Z]+)([0-9]+)$/.exec(previous) ?? [];
  const [, nextLetters, nextNumber] = /^([A-Z]+)([0-9]+)$/.exec(next) ?? [];
  return letters !== undefined && letters === nextLetters && Number(nextNumber) === Number(number) + 1;
}

/** A place as the lists show it: "Milton Keynes (all MK postcodes)", "Olney". */
export function areaLabel(area: VisitingArea): string {
  return area.detail ? `${area.name} (${area.detail})` : area.name;
}
