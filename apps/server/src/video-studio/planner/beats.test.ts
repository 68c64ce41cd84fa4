import { describe, expect, it } from "vitest";
import { inBeats } from "./beats.ts";
import { plannedScene } from "./plan-document.ts";

const card = (headline: string, subtitle?: string, kicker?: string) =>
  plannedScene(
    "title",
    {
      headline: { text: headline },
      ...(subtitle ? { subtitle: { text: subtitle } } : {}),
      ...(kicker ? { kicker: { text: kicker } } : {}),
    },
    [headline, subtitle].filter(Boolean).join(". "),
  );
const headlines = (scenes: ReturnType<typeof inBeats>) => scenes.map((scene) => (scene.slots!.headline as { text: string }).text);

describe("inBeats", () => {
  it("cuts a card held longer than a beat into its headline and then what was below it, each timed by its own words", () => {
    const beats = inBeats(card("Ember & Oak opens on Main Street", "Fresh croissants from our own bakery every morning", "New"));
    expect(headlines(beats)).toEqual(["Ember & Oak opens on Main Street", "Fresh croissants from our own bakery every morning"]);
    expect(beats[0]!.slots!.kicker).toEqual({ text: "New" });
    expect(beats[1]!.slots!.kicker).toBeUndefined();
    expect(beats.map((beat) => beat.voiceover!.text)).toEqual(headlines(beats));
    for (const beat of beats) expect(beat.duration).toBeLessThanOrEqual(5);
  });

  it.each([
    [
      "Every bag is roasted by hand, and the beans come from small farms",
      ["Every bag is roasted by hand", "And the beans come from small farms"],
    ],
    [
      "Jede Tüte wird von Hand geröstet und die Bohnen kommen von kleinen Höfen",
      ["Jede Tüte wird von Hand geröstet", "Und die Bohnen kommen von kleinen Höfen"],
    ],
    [
      "Chaque sac est torréfié à la main, les grains viennent de petites fermes",
      ["Chaque sac est torréfié à la main", "Les grains viennent de petites fermes"],
    ],
  ])("cuts a long headline at the clause nearest its middle: %s", (headline, expected) => {
    expect(headlines(inBeats(card(headline)))).toEqual(expected);
  });

  it("leaves whole a card short enough, a phrase with no clause to cut at, and what a headline cannot hold", () => {
    expect(inBeats(card("Open every day"))).toHaveLength(1);
    expect(inBeats(card("Every single bag of our coffee is roasted slowly by hand each morning"))).toHaveLength(1);
    expect(inBeats(card("Ember & Oak opens on Main Street", "x ".repeat(60).trim()))).toHaveLength(1);
    const stat = {
      ...plannedScene("stat", { number: { text: "4.9" }, label: { text: "from two thousand happy guests this year" } }, "x"),
      duration: 6,
    };
    expect(inBeats(stat)).toEqual([stat]);
  });
});
