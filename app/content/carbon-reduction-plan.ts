import type { PageContent } from "#app/content/types.ts";
import type { BusinessDetails } from "#app/config/business.ts";
import { prose } from "#app/content/shared-sections.ts";

export function carbonReductionPlanPage(business: BusinessDetails): PageContent {
  return {
    hero: {
      title: "Carbon Reduction Plan",
      text: `${business.tradingName} is committed to achieving net zero emissions by 2050, and to cutting our scope 1 and 2 emissions by 35% by 2035 from our 2024/25 baseline.`,
      actions: [],
      points: ["Net zero by 2050", "35% cut in scope 1 and 2 by 2035", "Baseline year 2024/25"],
    },
    sections: [
      prose("commitment", "Our Commitment to Net Zero", [
        `${business.tradingName} is committed to achieving net zero emissions by 2050. This plan sets out our baseline, our targets and the measures we are taking, in the format of the UK Government's Procurement Policy Note 06/21.`,
      ]),
      prose("baseline", "Baseline Emissions", [
        "Our baseline year is 2024/25, the first full year for which we have complete records of fuel, energy and travel. Emissions are measured in tonnes of carbon dioxide equivalent (tCO2e) using the UK Government's greenhouse gas conversion factors, and cover:",
        [
          "Scope 1: fuel used in company vehicles and gas used to heat our office",
          "Scope 2: electricity bought for our office",
          "Scope 3: business travel, including carers' mileage between visits, employee commuting, waste and goods we buy",
        ],
        "Most of our footprint comes from travel between the homes of the people we support, so that is where our plan concentrates.",
      ]),
      {
        kind: "table",
        id: "targets",
        title: "Emissions Reduction Targets",
        intro: "Our targets, each measured against the 2024/25 baseline.",
        table: {
          caption: "Interim and long-term carbon reduction targets",
          columns: ["Year", "Target"],
          rows: [
            ["2027", "10% reduction in scope 1 and 2 emissions"],
            ["2030", "20% reduction in scope 1 and 2 emissions"],
            ["2032", "27% reduction in scope 1 and 2 emissions"],
            ["2035", "35% reduction in scope 1 and 2 emissions"],
            ["2050", "Net zero emissions across scopes 1, 2 and 3"],
          ],
        },
        note: "We will publish our progress against these targets each year.",
      },
      prose("measures", "Carbon Reduction Measures", [
        "Measures we have taken or will take include:",
        [
          "planning rotas so carers visit people who live near each other, cutting miles driven",
          "moving company vehicles to electric or hybrid models as leases end",
          "switching the office to a renewable electricity tariff and LED lighting",
          "digital care records and rotas instead of paper",
          "encouraging walking, cycling, car sharing and public transport for short journeys",
          "choosing suppliers with their own carbon reduction plans",
        ],
      ]),
      prose("declaration", "Declaration and Sign-off", [
        "This Carbon Reduction Plan has been completed in accordance with PPN 06/21 and its associated guidance and reporting standard. Emissions have been reported and recorded in accordance with the published reporting standard for Carbon Reduction Plans and the GHG Reporting Protocol corporate standard, using the appropriate Government emission conversion factors for greenhouse gas company reporting.",
        `This plan has been reviewed and signed off by the board of directors of ${business.tradingName}.`,
        "Signed on behalf of the board: 16 October 2025.",
      ]),
    ],
  };
}
