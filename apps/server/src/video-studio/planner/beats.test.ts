import { describe, expect, it } from "vitest";
import { inBeats, inBeatsKeepingLength } from "./beats.ts";
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

  it("cuts again a beat still too long, each new headline starting with a capital", () => {
    const beats = inBeats(
      card("From Monday 3 June our bakery opens at 6 am", "an hour earlier, so you can grab fresh bread on your way to work"),
    );
    expect(headlines(beats)).toEqual([
      "From Monday 3 June our bakery opens at 6 am",
      "An hour earlier",
      "So you can grab fresh bread on your way to work",
    ]);
    expect(beats.map((beat) => beat.voiceover!.text)).toEqual(headlines(beats));
  });

  it("cuts a subtitle too long for a headline with its headline afresh, never between two adjectives", () => {
    const sentence = "It remembers a strong, different password for every site, fills them in for you, and warns you when one leaks.";
    const long = plannedScene(
      "title",
      {
        headline: { text: "It remembers a strong" },
        subtitle: { text: "different password for every site, fills them in for you, and warns you when one leaks" },
      },
      sentence,
    );
    expect(headlines(inBeats(long))).toEqual([
      "It remembers a strong, different password for every site",
      "Fills them in for you",
      "And warns you when one leaks",
    ]);
  });

  it("cuts a stat whose label runs on past a clause: the number with its first phrase, then the rest as a headline", () => {
    const stat = plannedScene(
      "stat",
      { number: { text: "40 hours" }, label: { text: "of battery, noise cancelling that adapts to the room, and they fold flat" } },
      "40 hours of battery, noise cancelling that adapts to the room, and they fold flat.",
    );
    const beats = inBeats(stat);
    expect(beats.map((beat) => beat.layoutId)).toEqual(["stat", "title", "title"]);
    expect(beats[0]!.slots).toEqual({ number: { text: "40 hours" }, label: { text: "of battery" } });
    expect(headlines(beats.slice(1))).toEqual(["Noise cancelling that adapts to the room", "And they fold flat"]);
    expect(beats.map((beat) => beat.voiceover!.text)).toEqual([
      "40 hours of battery",
      "Noise cancelling that adapts to the room",
      "And they fold flat",
    ]);
    for (const beat of beats) expect(beat.duration).toBeLessThanOrEqual(4);
  });

  it("shares a stretched shot's time between its beats, so the video keeps the length asked for", () => {
    const stretched = { ...card("Ember & Oak", "Our neighbourhood coffee roaster"), duration: 8 };
    const beats = inBeatsKeepingLength(stretched);
    expect(headlines(beats)).toEqual(["Ember & Oak", "Our neighbourhood coffee roaster"]);
    expect(beats.reduce((sum, beat) => sum + (beat.duration as number), 0)).toBe(8);
    for (const beat of beats) expect(beat.duration).toBeGreaterThanOrEqual(2);
    expect(inBeatsKeepingLength({ ...card("Open every day"), duration: 6 })).toHaveLength(1);
    // Three beats in 4.5 s would leave the last half a second: the shot stays whole.
    const three = card("From Monday 3 June our bakery opens at 6 am", "an hour earlier, so you can grab fresh bread on your way to work");
    expect(inBeats(three)).toHaveLength(3);
    expect(inBeatsKeepingLength({ ...three, duration: 4.5 })).toEqual([{ ...three, duration: 4.5 }]);
    for (const seconds of [6, 6.5, 9, 13]) {
      const beats = inBeatsKeepingLength({ ...three, duration: seconds });
      expect(beats.reduce((sum, beat) => sum + (beat.duration as number), 0)).toBe(seconds);
      for (const beat of beats) expect(beat.duration).toBeGreaterThanOrEqual(2);
    }
  });
});
