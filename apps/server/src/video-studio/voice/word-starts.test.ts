import { scriptWords } from "@framewise/renderer";
import { describe, expect, it } from "vitest";
import { wordStartsFromCharacters } from "./word-starts.ts";

/** ElevenLabs' alignment of a script: one entry per code point, each `seconds` long. */
function aligned(script: string, seconds = 0.1) {
  const characters = [...script];
  return wordStartsFromCharacters(
    script,
    characters,
    characters.map((_, index) => Math.round(index * seconds * 100) / 100),
  );
}

describe("word starts from a provider's character timings", () => {
  it("start each word at its first character, as captions split the script", () => {
    expect(aligned("Hot  coffee now")).toEqual([0, 0.5, 1.2]);
  });

  it("count the words of Japanese, Chinese and Thai as captions page them", () => {
    // 今日|は|晴れ|です。
    expect(aligned("今日は晴れです。")).toEqual([0, 0.2, 0.3, 0.5]);
    // 我们|每天|早上|烘焙|咖啡。
    expect(aligned("我们每天早上烘焙咖啡。")).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    // กาแฟ|สด|ทุก|เช้า, then a space and ส่ง|ถึง|บ้าน
    expect(aligned("กาแฟสดทุกเช้า ส่งถึงบ้าน")).toEqual([0, 0.4, 0.6, 0.9, 1.4, 1.7, 2]);
  });

  it("count Arabic at its spaces, and characters beyond one UTF-16 unit as one", () => {
    expect(aligned("قهوة طازجة ☕️ كل صباح")).toEqual([0, 0.5, 1.1, 1.4, 1.7]);
    expect(aligned("Coffee 😀 now")).toEqual([0, 0.7, 0.9]);
  });

  it("give one start per caption word (the renderer's split), so captions use them", () => {
    for (const script of ["今日は晴れです。明日も", "กาแฟสดทุกเช้า ส่งถึงบ้าน", "قهوة طازجة كل صباح."])
      expect(aligned(script)).toHaveLength(scriptWords(script).length);
  });

  it("are none when the characters are not the script's", () => {
    expect(wordStartsFromCharacters("Hot coffee", ["H", "o", "t"], [0, 0.1, 0.2])).toBeUndefined();
    expect(wordStartsFromCharacters("Hi", ["H", "i"], [0])).toBeUndefined();
  });
});
