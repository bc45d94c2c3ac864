import { describe, expect, it } from "vitest";
import { areaLabel, districtsText, visitingAreas } from "#app/config/coverage.ts";

describe("districtsText", () => {
  it("joins runs of three or more districts and lists the rest", () => {
    expect(districtsText(["MK1", "MK2", "MK3", "MK16"])).toBe("MK1-MK3, MK16");
    expect(districtsText(["MK9", "MK10", "MK11", "MK40"])).toBe("MK9-MK11, MK40");
    expect(districtsText(["MK1", "MK2"])).toBe("MK1, MK2");
    expect(districtsText(["LU7"])).toBe("LU7");
    expect(districtsText(["HP9", "MK10"])).toBe("HP9, MK10");
    expect(districtsText(["SW1A", "SW1B", "SW1C"])).toBe("SW1A, SW1B, SW1C");
  });

  it("writes Milton Keynes's districts as two runs", () => {
    expect(districtsText(visitingAreas[0]!.districts)).toBe("MK1-MK19, MK40-MK46");
  });
});

describe("areaLabel", () => {
  it("adds the detail in brackets, as the spec's list says it", () => {
    expect(visitingAreas.map(areaLabel)).toContain("Milton Keynes (all MK postcodes)");
    expect(visitingAreas.map(areaLabel)).toContain("Olney");
  });
});
