import { describe, expect, it } from "vitest";
import type { Voice } from "./speech-engine.ts";
import { voiceForScript } from "./voice-for-script.ts";

const engine = (voices: Voice[], defaultVoice = "en-us") => ({ defaultVoice, listVoices: () => Promise.resolve(voices) });
const ESPEAK = engine([
  { id: "en-us", name: "English (America)", language: "en-us" },
  { id: "de", name: "German", language: "de" },
  { id: "fr-fr", name: "French (France)", language: "fr-fr" },
]);

describe("voiceForScript", () => {
  it("reads a script in its own language when the engine has a voice of it", async () => {
    expect(
      await voiceForScript(ESPEAK, "Jetzt ist unsere neue Wohnung in Berlin frei, mit einem sonnigen Balkon für die ganze Familie."),
    ).toBe("de");
    expect(await voiceForScript(ESPEAK, "Découvrez notre nouvelle boutique au cœur de la ville, avec vos produits préférés.")).toBe(
      "fr-fr",
    );
  });

  it("keeps the default for a script in its language, one too short to tell, or one it has no voice for", async () => {
    expect(await voiceForScript(ESPEAK, "Order yours today and get free delivery on your first bag of coffee.")).toBe("en-us");
    expect(await voiceForScript(ESPEAK, "Hallo")).toBe("en-us");
    expect(await voiceForScript(ESPEAK, "Scopri il nostro nuovo negozio nel centro della città, con il tuo caffè preferito.")).toBe(
      "en-us",
    );
  });

  it("keeps a service's multilingual default, whose voices name no language", async () => {
    const service = engine(
      [
        { id: "alloy", name: "Alloy" },
        { id: "nova", name: "Nova" },
      ],
      "alloy",
    );
    expect(
      await voiceForScript(service, "Jetzt ist unsere neue Wohnung in Berlin frei, mit einem sonnigen Balkon für die ganze Familie."),
    ).toBe("alloy");
  });
});
