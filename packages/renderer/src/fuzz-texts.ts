import { graphemes } from "./text-segments.ts";

/**
 * Texts that stress a layout's boxes in ways real content does: long compound words, text in
 * scripts without spaces (CJK), right-to-left scripts, emoji with their taller ink, and plain
 * prose in capitals (the widest Latin letters).
 */
const SEEDS: Record<string, string> = {
  "long words": "Donaudampfschifffahrtsgesellschaftskapitän Rechtsschutzversicherungsgesellschaften ",
  CJK: "季節限定の新商品が今週から全店舗で発売されます。お早めにどうぞ。",
  "Arabic (right to left)": "عرض خاص لفترة محدودة على جميع المنتجات الجديدة في المتجر ",
  "Hebrew (right to left)": "מבצע מיוחד לזמן מוגבל על כל המוצרים החדשים בחנות ",
  emoji: "🎉🚀 Big news 🔥✨ ",
  capitals: "WIDE MEASURED WORDS WWW MMM ",
};

/** Sample texts of exactly `length` characters (UTF-16 units, as slot limits count them), whole graphemes only, each named. */
export function fuzzTexts(length: number): { name: string; text: string }[] {
  return Object.entries(SEEDS).map(([name, seed]) => {
    let text = "";
    const pieces = graphemes(seed);
    for (let i = 0; ; i++) {
      const next = pieces[i % pieces.length]!;
      if (text.length + next.length > length) break;
      text += next;
    }
    return { name, text: text.trimEnd() };
  });
}
