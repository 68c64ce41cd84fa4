import { describe, expect, it } from "vitest";
import { illustrationIcons, illustrationSvg } from "./illustration-svg.ts";
import { ILLUSTRATION_WORDS, NEUTRAL_ILLUSTRATIONS, STAT_ILLUSTRATIONS } from "./illustration-words.ts";
import { pickIllustrations } from "./pick-illustrations.ts";

/** Articles, pronouns, prepositions and the like of the seven languages read, without accents. */
const SMALL_WORDS =
  "the a an and or of to in on at for with by from is are be your you our we it this that as all new more now " +
  "der die das und oder mit fur von zu im ist ein eine den dem des wir ihr sie es auf aus bei nach jetzt neu " +
  "le la les des du et en un une pour avec sur dans par au aux ce ces qui que nous vous est sont pas plus " +
  "el los las y o con por para del al su sus tu te se es lo mas muy ya " +
  "o os as e do da dos das no na nos nas um uma com em ao seu sua " +
  "il lo gli di da che per su nel della non piu ora " +
  "het een van voor met op is ik je jij wij zijn bij naar dat deze nu nieuw meer";

const scenes = (...words: string[]) => words.map((each) => ({ words: each, stat: false }));

describe("pickIllustrations", () => {
  it.each([
    ["en", "Fresh coffee every morning at our corner café", "hot-beverage"],
    ["de", "Neue Ferienwohnung mit Balkon in Berlin", "house-with-garden"],
    ["fr", "La meilleure boulangerie du quartier", "baguette-bread"],
    ["es", "Entrenamiento personal en nuestro gimnasio", "flexed-biceps"],
    ["pt", "Os melhores tênis e sapatos da cidade", "running-shoe"],
    ["it", "La vera pizza napoletana", "pizza"],
    ["nl", "Vers brood uit onze bakkerij", "baguette-bread"],
  ])("reads the scene's meaning in %s", (_language, words, icon) => {
    expect(pickIllustrations(scenes(words), "")).toEqual([icon]);
  });

  it("never pictures a video twice while another picture fits, and pictures the subject in general scenes", () => {
    const picked = pickIllustrations(
      scenes("Live jazz by the river", "Jazz all night long", "Doors open at eight"),
      "Riverside Jazz Night",
    );
    expect(new Set(picked).size).toBe(3);
    expect(picked[0]).toBe("saxophone");
  });

  it("falls back to a chart for a stat and to neutral pictures, taken in turn, for words that call for nothing", () => {
    const picked = pickIllustrations(
      [
        { words: "42", stat: true },
        { words: "Zyx qwv", stat: false },
        { words: "Qwv zyx", stat: false },
      ],
      "",
    );
    expect(picked).toEqual([STAT_ILLUSTRATIONS[0], NEUTRAL_ILLUSTRATIONS[0], NEUTRAL_ILLUSTRATIONS[1]]);
  });

  it("is not fooled by the small words every language uses", () => {
    // "thé" folds to "the", "té" to "te": such words would picture every English or Dutch scene.
    expect(pickIllustrations(scenes("It is all for you, and the rest is up to them"), "")).toEqual([NEUTRAL_ILLUSTRATIONS[0]]);
    const small = new Set(SMALL_WORDS.split(" "));
    const fold = (word: string) => word.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
    const clashes = Object.entries(ILLUSTRATION_WORDS).flatMap(([icon, words]) =>
      words
        .split(" ")
        .filter((word) => small.has(fold(word)))
        .map((word) => `${icon}: ${word}`),
    );
    expect(clashes).toEqual([]);
  });
});

describe("the shipped set", () => {
  it("has every picture the words and the fallbacks name", () => {
    const names = [...Object.keys(ILLUSTRATION_WORDS), ...NEUTRAL_ILLUSTRATIONS, ...STAT_ILLUSTRATIONS];
    expect(names.filter((name) => !illustrationIcons().has(name))).toEqual([]);
  });

  it("draws a picture on a disc of the palette's colours, and refuses a colour that is not one", () => {
    const svg = illustrationSvg("rocket", { primary: "#0f766e", accent: "#f59e0b" });
    expect(svg).toMatch(/^<svg [^>]*width="1024" height="1024"/);
    expect(svg).toContain('fill="#0f766e"');
    expect(svg).toContain('stroke="#f59e0b"');
    expect(illustrationSvg("rocket", { primary: '"/><script>', accent: "#f59e0b" })).not.toContain("script");
  });
});
