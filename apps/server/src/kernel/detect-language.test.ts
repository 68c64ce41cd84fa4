import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language.ts";

describe("detectLanguage", () => {
  it.each([
    ["en", "Order yours today, it is great."],
    ["de", "Unser Kaffee wird jeden Morgen frisch geröstet und noch am selben Tag verschickt."],
    ["fr", "Notre café est torréfié chaque matin et expédié le jour même. Commandez maintenant."],
    ["es", "Nuestro café se tuesta cada mañana y se envía el mismo día. Pide ya."],
    ["it", "Il nostro caffè è tostato ogni mattina e spedito lo stesso giorno."],
    // Short lines of a plan, with an address whose ending is an English word ("dagino.it").
    ["it", "Pizzeria Da Gino\nForno a legna\nConsegna a domicilio in 30 minuti\nOrdina su dagino.it\nOrdina su dagino.it"],
    ["en", "7 things to pack for a day hike\nA rain jacket\nA map\nSun cream\nA first-aid kit\nA charged phone"],
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
