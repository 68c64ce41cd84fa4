import { STARTER_LAYOUTS, STARTER_TEMPLATES } from "@framewise/starter";
import { startFakeOpenAi, type ChatRequest, type FakeOpenAi, type ScriptedAnswer } from "@framewise/test-support/fake-openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EMBER_AND_OAK } from "../brief/issue-brief.ts";
import { languageModel } from "../../../platform/llm/language-model.ts";
import type { ModelCall } from "../../../platform/llm/forced-tool-call.ts";
import { planWithModel } from "./plan-with-model.ts";

const library = {
  template: STARTER_TEMPLATES.find((template) => template.id === "soft")!,
  layouts: STARTER_LAYOUTS,
  aspectRatio: "9:16" as const,
};

/** A storyboard for the Ember & Oak brief, its opening and ending headlines as given. */
const storyboard = (opening: string, ending: string) => ({
  version: 1,
  title: "Ember & Oak",
  aspectRatio: "9:16",
  templateId: "soft",
  scenes: [
    { id: "scene-1", layoutId: "title", slots: { headline: { text: opening } }, duration: 8 },
    { id: "scene-2", layoutId: "stat", slots: { number: { text: "2 miles" }, label: { text: "Free delivery" } }, duration: 8 },
    { id: "scene-3", layoutId: "title", slots: { headline: { text: "Roasted fresh every morning" } }, duration: 7 },
    {
      id: "scene-4",
      layoutId: "call-to-action",
      slots: { headline: { text: ending }, button: { text: "Order fresh" }, link: { text: "emberandoak.co.uk" } },
      duration: 7,
    },
  ],
});

describe("the language model planning a brief", () => {
  let llm: FakeOpenAi;
  const calls: ModelCall[] = [];
  beforeAll(async () => {
    llm = await startFakeOpenAi();
  });
  afterAll(() => llm?.close());
  beforeEach(() => {
    llm.requests.length = 0;
    calls.length = 0;
  });
  const plan = () =>
    planWithModel(
      languageModel({
        id: "fake-planner",
        label: "Fake planner",
        provider: "openai-compatible",
        model: "fake-planner",
        apiKey: undefined,
        baseUrl: llm.url,
        price: undefined,
        vision: false,
      }),
      { from: "prompt", prompt: EMBER_AND_OAK },
      library,
      { timeoutMs: 10_000, record: async (call) => void calls.push(call) },
    );

  it("gives the model the brief's instructions, and sends instruction text on screen back for a repair", async () => {
    llm.answer(
      { toolCall: { name: "create_storyboard", arguments: storyboard("A 30-second ad for Ember & Oak", "End with: order fresh") } },
      { toolCall: { name: "create_storyboard", arguments: storyboard("Ember & Oak", "Ember & Oak") } },
    );
    const planned = await plan();
    expect(planned.ok && planned.document.scenes.map((scene) => scene.slots.headline)).toEqual([
      { text: "Ember & Oak" },
      undefined,
      { text: "Roasted fresh every morning" },
      { text: "Ember & Oak" },
    ]);

    const [system, user] = llm.requests[0]!.messages;
    expect(system!.content).toContain("its instructions (how long, for which platform, the tone, what to end with");
    expect(user!.content).toContain(EMBER_AND_OAK);
    expect(user!.content).toContain("- The subject, for the title and the opening scene: Ember & Oak (Our neighbourhood coffee roaster).");
    expect(user!.content).toContain(
      "- Selling points, a scene each: Beans roasted fresh every morning; Free delivery within 2 miles; 20% off your first bag.",
    );
    expect(user!.content).toContain("- Length: scene durations must add up to 30 seconds, within 10 %.");
    expect(user!.content).toContain('- End with a call-to-action scene: button "Order fresh", link "emberandoak.co.uk".');
    expect(user!.content).toContain("- Tone: calm.");

    const repair = String(llm.requests[1]!.messages.at(-1)!.content);
    expect(repair).toContain('/scenes/0/slots/headline/text: is an instruction of the brief ("A 30-second ad for Ember & Oak")');
    expect(repair).toContain("/scenes/3/slots/headline/text: is an instruction of the brief");
    expect(calls.map((call) => call.success)).toEqual([false, true]);
  });

  it("holds the model's plan to the brief's aspect ratio and length, refitting scenes the model timed wrong", async () => {
    // A model that reads the length asked for and times its scenes to twice it (4 scenes of 15 s for 30 s).
    const misTimed =
      (aspectRatio: string) =>
      (request: ChatRequest): ScriptedAnswer => {
        const asked = Number(/add up to (\d+) seconds/.exec(String(request.messages[1]!.content))![1]);
        const document = storyboard("Ember & Oak", "Ember & Oak");
        const scenes = document.scenes.map((scene) => ({ ...scene, duration: asked / 2 }));
        return { toolCall: { name: "create_storyboard", arguments: { ...document, aspectRatio, scenes } } };
      };
    llm.answer(misTimed("16:9"), misTimed("9:16"));
    const planned = await plan();

    expect(String(llm.requests[1]!.messages.at(-1)!.content)).toContain('/aspectRatio: must be "9:16"');
    expect(planned.ok && planned.document.aspectRatio).toBe("9:16");
    expect(planned.ok && planned.document.scenes.map((scene) => scene.duration)).toEqual([7.5, 7.5, 7.5, 7.5]);
    expect(calls.map((call) => call.success)).toEqual([false, true]);
  });
});
