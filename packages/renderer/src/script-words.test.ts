import { describe, expect, it } from "vitest";
import { joinWords, phraseEnd, scriptWords, spokenWeight } from "./script-words.ts";

const texts = (script: string) => scriptWords(script).map((word) => word.text);

describe("a script's words", () => {
  it("are split at spaces where the script has them, Arabic included", () => {
    expect(texts("  Hot coffee,\nfresh. ")).toEqual(["Hot", "coffee,", "fresh."]);
    expect(texts("قهوة طازجة كل صباح.")).toEqual(["قهوة", "طازجة", "كل", "صباح."]);
  });

  it("are split between words in scripts written without spaces, punctuation kept with the word before", () => {
    expect(texts("今日は晴れです。明日も")).toEqual(["今日", "は", "晴れ", "です。", "明日", "も"]);
    expect(texts("我们每天早上烘焙咖啡。")).toEqual(["我们", "每天", "早上", "烘焙", "咖啡。"]);
    expect(texts("กาแฟสดทุกเช้า ส่งถึงบ้าน")).toEqual(["กาแฟ", "สด", "ทุก", "เช้า", "ส่ง", "ถึง", "บ้าน"]);
  });

  it("know where they stand, and join back as written", () => {
    for (const script of ["Hot coffee, fresh.", "今日は晴れです。明日も", "กาแฟสดทุกเช้า ส่งถึงบ้าน", "Framewise是最好的。 OK"]) {
      const words = scriptWords(script);
      expect(joinWords(words)).toBe(script);
      for (const word of words) expect(script.slice(word.index, word.index + word.text.length)).toBe(word.text);
    }
    expect(scriptWords("กาแฟสด ทุกเช้า").map((word) => word.spaced)).toEqual([false, false, true, false]);
  });

  it("end a sentence or a clause at their punctuation, in any script", () => {
    expect(["fresh.", "now!”", "です。", "صباح؟", "coffee,", "、", "word"].map(phraseEnd)).toEqual([
      "sentence",
      "sentence",
      "sentence",
      "sentence",
      "clause",
      "clause",
      undefined,
    ]);
  });

  it("weigh longer words, and a Chinese character as a syllable", () => {
    expect(spokenWeight("sentence")).toBeGreaterThan(spokenWeight("is"));
    expect(spokenWeight("咖啡")).toBe(5);
  });
});
