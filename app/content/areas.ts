import { areaLabel, visitingAreas } from "#app/config/coverage.ts";

/** Where our carers visit, from the coverage configuration: the home page, the contact page and the JSON-LD description share this list. */
export const areasServed = {
  title: "Areas We Cover",
  text: "Our carers visit people across Milton Keynes and Buckinghamshire, and we also support families in parts of Bedfordshire and Northamptonshire. Live-in care is available across the UK.",
  areas: visitingAreas.map(areaLabel),
} as const;
