import { STARTER_LAYOUTS } from "@framewise/starter";
import { validateContent } from "@framewise/scene";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { colonList, planFromText, TEXT_PLAN_LAYOUTS } from "./plan-from-text.ts";
import { asHeadline, fitText, readingSeconds, textUnits } from "./text-units.ts";

const options = { aspectRatio: "9:16" as const, templateId: "bold" };
const slotText = (slots: Record<string, unknown>, name: string) => (slots[name] as { text?: string } | undefined)?.text;

describe("planFromText", () => {
  const prompt = `Launch week for Trail Runner 2.
Our lightest shoe yet, built for long days on rough ground.
Sign-ups grew 40% after the beta.
"It feels like running barefoot, with armour." — Maya, trail coach
Why runners switch:
- Grippy outsole
- Waterproof mesh
- 230 g a pair
Try it free today at framewise.app`;

  it("turns sentences, bullets, numbers, a quote and the last line into matching scenes", () => {
    const plan = planFromText(prompt, options);
    expect(plan.title).toBe("Launch week for Trail Runner 2");
    expect(plan.scenes.map((scene) => scene.layoutId)).toEqual([
      ...["title", "title", "title", "stat", "quote"],
      ...["title", "title", "title", "title", "call-to-action"],
    ]);
    const [title, sentence, clause, stat, quote, heading, ...rest] = plan.scenes.map((scene) => scene.slots);
    const [items, cta] = [rest.slice(0, 3), rest[3]];
    expect(slotText(title!, "headline")).toBe("Launch week for Trail Runner 2");
    // A sentence longer than a beat is two shots, cut at its comma.
    expect(slotText(sentence!, "headline")).toBe("Our lightest shoe yet");
    expect(slotText(clause!, "headline")).toBe("Built for long days on rough ground");
    // The sentence reads on around its number: what leads up to it above, what follows below.
    expect(stat).toEqual({ kicker: { text: "Sign-ups grew" }, number: { text: "40%" }, label: { text: "after the beta" } });
    expect(quote).toEqual({ quote: { text: "It feels like running barefoot, with armour." }, author: { text: "Maya, trail coach" } });
    // The bullets: their heading, then a shot a point (not numbered: the heading does not count them).
    expect(heading).toEqual({ headline: { text: "Why runners switch" } });
    expect(items).toEqual(["Grippy outsole", "Waterproof mesh", "230 g a pair"].map((text) => ({ headline: { text } })));
    // The end card names what the video is about above the button, never the button's words twice.
    expect(cta).toEqual({
      headline: { text: "Launch week for Trail Runner 2" },
      button: { text: "Try it free today" },
      link: { text: "framewise.app" },
    });
    expect(plan.scenes.map((scene) => scene.voiceover?.text)[3]).toBe("Sign-ups grew 40% after the beta.");
    expect(new Set(plan.scenes.map((scene) => scene.id)).size).toBe(plan.scenes.length);
  });

  it("gives the same plan for the same text, valid and fitting every slot's length", () => {
    expect(planFromText(prompt, options)).toEqual(planFromText(prompt, options));
    const plan = planFromText(
      `${"A very long opening sentence that goes on and on, describing everything about the product in far more words than a headline can hold. ".repeat(2)}Buy now.`,
      { aspectRatio: "16:9", templateId: "clean" },
    );
    expect(validateContent(plan).ok).toBe(true);
    const layouts = new Map(STARTER_LAYOUTS.map((layout) => [layout.id, layout]));
    for (const scene of plan.scenes)
      for (const slot of layouts.get(scene.layoutId)!.slots) {
        const text = slotText(scene.slots, slot.name);
        if (text && slot.maxLength) expect(text.length, `${scene.layoutId}.${slot.name}`).toBeLessThanOrEqual(slot.maxLength);
      }
  });

  it("gives each point of a list its own shot, and starts with the list when the prompt does", () => {
    const plan = planFromText(Array.from({ length: 7 }, (_, i) => `- Point ${i + 1}`).join("\n"), options);
    expect(plan.scenes.map((scene) => slotText(scene.slots, "headline"))).toEqual(Array.from({ length: 7 }, (_, i) => `Point ${i + 1}`));
    expect(plan.scenes.map((scene) => scene.voiceover?.text)).toEqual(Array.from({ length: 7 }, (_, i) => `Point ${i + 1}`));
    expect(plan.title).toBe("Point 1");
  });

  it("keeps a title made only of punctuation (found by the property below)", () => {
    expect(planFromText("!\n", options).title).toBe("!");
  });

  it("refuses an empty prompt", () => {
    expect(() => planFromText(" \n\t ", options)).toThrow(/empty/);
  });

  it("only ever uses text layouts that exist in the starter library", () => {
    const ids = new Set(STARTER_LAYOUTS.map((layout) => layout.id));
    expect(TEXT_PLAN_LAYOUTS.every((id) => ids.has(id))).toBe(true);
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.lorem({ maxCount: 12, mode: "sentences" }), fc.string({ maxLength: 300 })), { minLength: 1, maxLength: 12 }),
        (lines) => {
          const text = lines.join("\n");
          if (!text.trim()) return;
          const plan = planFromText(text, options);
          expect(validateContent(plan).ok).toBe(true);
          expect(plan.scenes.every((scene) => (TEXT_PLAN_LAYOUTS as readonly string[]).includes(scene.layoutId))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("text helpers", () => {
  it("splits sentences but keeps decimals and bullets whole", () => {
    expect(textUnits("Up 3.2× this year. Next: more!\n* one\n* two")).toEqual([
      { kind: "sentence", text: "Up 3.2× this year." },
      { kind: "sentence", text: "Next: more!" },
      { kind: "bullets", items: ["one", "two"] },
    ]);
  });

  it("keeps the full stop of a title or an abbreviation inside its sentence", () => {
    expect(
      textUnits("Zahnarztpraxis Dr. Lange. Mme. Roy vous attend. Crumb & Co. Fresh bread. Etwa ca. 30 Sekunden. Haus Nr. 5 ist neu.").map(
        (unit) => "text" in unit && unit.text,
      ),
    ).toEqual([
      "Zahnarztpraxis Dr. Lange.",
      "Mme. Roy vous attend.",
      "Crumb & Co.",
      "Fresh bread.",
      "Etwa ca. 30 Sekunden.",
      "Haus Nr. 5 ist neu.",
    ]);
  });

  it("sets sentences as headlines without their full stop, keeping ! ? and ellipses", () => {
    expect(["Meet the team.", "Really?", "Wait...", "Go!"].map(asHeadline)).toEqual(["Meet the team", "Really?", "Wait...", "Go!"]);
  });

  it("cuts text at a word with an ellipsis, and times reading", () => {
    expect(fitText("short", 10)).toBe("short");
    expect(fitText("one two three four five", 14)).toBe("one two three…");
    expect(readingSeconds("a b")).toBe(3);
    expect(readingSeconds("word ".repeat(40))).toBe(8);
    expect(readingSeconds("word ".repeat(10))).toBe(5);
    expect(readingSeconds("word ".repeat(7))).toBe(4);
  });
});

describe("lists written in a sentence", () => {
  it("read a heading, a colon and three to ten items, split at commas and the last 'and', numbers kept whole", () => {
    expect(
      colonList("How to brew pour-over in four steps: rinse the filter, add 15 g of coffee, pour 1,000 ml slowly, and wait three minutes."),
    ).toEqual({
      heading: "How to brew pour-over in four steps",
      items: ["Rinse the filter", "Add 15 g of coffee", "Pour 1,000 ml slowly", "Wait three minutes"],
    });
    expect(colonList("5 Gründe: du sparst Zeit, fährst leise und bekommst 2,5 % Rabatt.")?.items).toEqual([
      "Du sparst Zeit",
      "Fährst leise",
      "Bekommst 2,5 % Rabatt",
    ]);
  });

  it("never cut an item at a word that means 'and' only in another language", () => {
    expect(colonList("4 consejos: lleva poco, usa bolsas, elige una bolsa y compra lo que falte en destino.")?.items).toEqual([
      "Lleva poco",
      "Usa bolsas",
      "Elige una bolsa",
      "Compra lo que falte en destino",
    ]);
  });

  it("leave a sentence with a colon but fewer than three items, or long ones, to be a sentence", () => {
    expect(colonList("Opening hours: every day from 8 am.")).toBeUndefined();
    expect(colonList("New: dark mode and widgets.")).toBeUndefined();
    const long = "an item that goes on well past what one line of a list could ever hold on a small phone screen";
    expect(colonList(`Three things: ${long}, ${long} and more.`)).toBeUndefined();
  });

  it("make a listicle open on its heading, then a numbered shot an item, the voice saying the heading once", () => {
    const plan = planFromText(
      "7 things to pack for a day hike: water, snacks, a rain jacket, a map, sun cream, a first-aid kit and a charged phone.",
      options,
    );
    const items = ["Water", "Snacks", "A rain jacket", "A map", "Sun cream", "A first-aid kit", "A charged phone"];
    expect(plan.scenes.map((scene) => slotText(scene.slots, "headline"))).toEqual(["7 things to pack for a day hike", ...items]);
    expect(plan.scenes.map((scene) => scene.voiceover?.text)).toEqual(["7 things to pack for a day hike", ...items]);
    // The heading counts its items, so each shot shows its place in the list.
    expect(plan.scenes.map((scene) => slotText(scene.slots, "kicker"))).toEqual([undefined, ...items.map((_, at) => `${at + 1}/7`)]);
    // A shot a beat: every item is read in 2–4 s.
    for (const scene of plan.scenes.slice(1)) {
      expect(scene.duration).toBeGreaterThanOrEqual(2);
      expect(scene.duration).toBeLessThanOrEqual(4);
    }
  });

  it("number a list whose heading counts it or names its steps, in the planner's languages, and leave others unnumbered", () => {
    const kickers = (brief: string) => planFromText(brief, options).scenes.map((scene) => slotText(scene.slots, "kicker"));
    for (const [brief, count] of [
      [
        "How to brew pour-over coffee in four steps: rinse the filter, add 15 g of coffee, pour the water in slow circles, and wait three minutes.",
        4,
      ],
      ["In drei Schritten zum Sauerteig: Mehl mischen, Wasser zugeben und über Nacht gehen lassen.", 3],
      ["Les étapes du pain maison : pétrir la pâte, la laisser lever et la cuire au four.", 3],
      ["Los 3 pasos para empezar: descarga la app, crea tu cuenta y elige tu plan.", 3],
    ] as const)
      expect(kickers(brief), brief).toEqual([undefined, ...Array.from({ length: count }, (_, at) => `${at + 1}/${count}`)]);
    expect(kickers("Three reasons to visit: fresh bread, good coffee, friendly people.")).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("end on a call to action asked for in the last sentence, in the planner's languages", () => {
    for (const [brief, button] of [
      ["Dark mode is here. Update the app today.", "Update the app today"],
      ["Trail Runner 2 is here. Pre-order now for €129.", "Pre-order now for €129"],
      ["Chegou o Poupa. Descarregue grátis.", "Descarregue grátis"],
    ] as const) {
      const plan = planFromText(brief, options);
      expect(plan.scenes.at(-1)).toMatchObject({ layoutId: "call-to-action", slots: { button: { text: button } } });
    }
  });
});

describe("a call to action with an address", () => {
  it("keeps the street whole below the button, never its first word on it", () => {
    const plan = planFromText("Des croissants chaque matin. Passez nous voir rue des Lilas.", options);
    expect(plan.scenes.at(-1)).toMatchObject({
      layoutId: "call-to-action",
      slots: { button: { text: "Passez nous voir" }, link: { text: "rue des Lilas" } },
    });
  });
});
