import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { useTempFolder } from "../../../../test/helpers/temp-folder.ts";
import { inspectFont } from "./font.ts";
import { fixture, fontsourceFile, refusal, woffToSfnt } from "./test-fixtures.ts";

const folder = useTempFolder("font");
const inter = (type: "woff" | "woff2") => fontsourceFile(`@fontsource/inter/files/inter-latin-400-normal.${type}`);
/** A CFF-outline OpenType font from the system, when there is one (CI images may have none). */
async function systemOtf(): Promise<string | undefined> {
  const root = "/usr/share/fonts/opentype";
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  const name = names.find((file) => file.endsWith(".otf"));
  return name && path.join(root, name);
}
const otf = await systemOtf();

describe("inspectFont", () => {
  it("reads the family and style of a WOFF2 font", async () => {
    expect(await inspectFont(await fixture(folder(), "inter.woff2", await inter("woff2")))).toEqual({ family: "Inter", style: "Regular" });
  });

  it("reads a TrueType font (Inter's, unpacked from its WOFF)", async () => {
    expect(await inspectFont(await fixture(folder(), "inter.ttf", woffToSfnt(await inter("woff"))))).toEqual({
      family: "Inter",
      style: "Regular",
    });
  });

  it("reads an OpenType-signed font (Inter's tables under the OTTO signature)", async () => {
    expect(await inspectFont(await fixture(folder(), "inter.otf", woffToSfnt(await inter("woff"), "OTTO")))).toMatchObject({
      family: "Inter",
    });
  });

  it.runIf(otf)("reads a CFF OpenType font from the system", async () => {
    expect((await inspectFont(otf!)).family).toMatch(/\w/);
  });

  it("refuses a font cut short, and bytes that are no font, as damaged", async () => {
    const woff2 = await inter("woff2");
    expect((await refusal(inspectFont(await fixture(folder(), "cut.woff2", woff2.subarray(0, woff2.length / 2))))).code).toBe("damaged");
    const ttf = woffToSfnt(await inter("woff"));
    expect((await refusal(inspectFont(await fixture(folder(), "cut.ttf", ttf.subarray(0, 600))))).code).toBe("damaged");
    expect((await refusal(inspectFont(await fixture(folder(), "noise.ttf", Buffer.alloc(1000, 0x33))))).code).toBe("damaged");
  });
});
