import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language.ts";

describe("detectLanguage", () => {
  it.each([
    ["en", "Order yours today, it is great."],
    ["de", "Unser Kaffee wird jeden Morgen frisch geröstet und noch am selben Tag verschickt."],
    ["fr", "Notre café est torréfié chaque matin et expédié le jour même. Commandez maintenant."],
    ["es", "Nuestro café se tuesta cada mañana y se envía el mismo día. Pide ya."],
    ["it", "Il nostro caffè è tostato ogni mattina e spedito lo stesso giorno."],
    ["ja", "コーヒーは毎朝焙煎して、その日のうちに発送します。"],
    ["ar", "نحمص قهوتنا كل صباح ونرسلها في نفس اليوم إلى باب منزلك."],
  ])("reads %s", (code, text) => {
    expect(detectLanguage(text)).toBe(code);
  });

  it("answers null when a text is too short to tell", () => {
    expect(detectLanguage("Buy now")).toBeNull();
    expect(detectLanguage("")).toBeNull();
  });
});
