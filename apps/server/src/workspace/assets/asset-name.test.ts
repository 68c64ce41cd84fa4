import { describe, expect, it } from "vitest";
import { cleanAssetName } from "./asset-name.ts";

describe("cleanAssetName", () => {
  it("keeps only the last path segment, whatever the separator", () => {
    expect(cleanAssetName("../../etc/passwd")).toBe("passwd");
    expect(cleanAssetName("C:\\photos\\beach.jpg")).toBe("beach.jpg");
    expect(cleanAssetName("..")).toBe("Untitled");
  });

  it("drops control and direction-override characters, keeps Unicode", () => {
    expect(cleanAssetName("evil\u0000name\r\n.png")).toBe("evilname.png");
    expect(cleanAssetName("invoice\u202Egnp.exe")).toBe("invoicegnp.exe");
    expect(cleanAssetName("Café ☕ 東京.jpg")).toBe("Café ☕ 東京.jpg");
  });

  it("names an empty or missing name Untitled and caps long names", () => {
    expect(cleanAssetName(undefined)).toBe("Untitled");
    expect(cleanAssetName("   ")).toBe("Untitled");
    expect(cleanAssetName(`${"a".repeat(300)}.png`)).toHaveLength(200);
  });
});
