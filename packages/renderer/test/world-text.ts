import { contentSchema, type Content } from "@framewise/scene";
import { goldenContent } from "./fixture-document.ts";

/**
 * A headline and a kicker in each of the world's main scripts, and the mixed headline that once
 * drew Arabic unshaped and reversed, Korean as boxes and emoji over the next line.
 */
export const WORLD_TEXT = {
  arabic: { headline: "اصنع فيديو من أي شيء", kicker: "فريموايز" },
  hebrew: { headline: "צרו סרטונים מכל דבר", kicker: "פריימווייז" },
  devanagari: { headline: "किसी भी चीज़ से वीडियो बनाएँ", kicker: "फ़्रेमवाइज़" },
  thai: { headline: "สร้างวิดีโอจากทุกสิ่งที่คุณมี", kicker: "เฟรมไวส์" },
  chinese: { headline: "用任何内容制作精彩视频", kicker: "帧智" },
  japanese: { headline: "なんでも動画にしよう、今すぐ", kicker: "フレームワイズ" },
  korean: { headline: "무엇이든 영상으로 만드세요", kicker: "프레임와이즈" },
  emoji: { headline: "Make videos 🎬✨ from anything 🚀", kicker: "Framewise 👋🏽" },
  mixed: { headline: "🎬 اصنع فيديو 영상 만들기 🚀", kicker: "Framewise ✨" },
} as const;

/** The golden video with its title scene's words in one of `WORLD_TEXT`'s scripts. */
export function worldTextContent(script: keyof typeof WORLD_TEXT): Content {
  const { headline, kicker } = WORLD_TEXT[script];
  return contentSchema.parse({
    ...goldenContent,
    scenes: goldenContent.scenes.map((scene, index) =>
      index === 0 ? { ...scene, slots: { headline: { text: headline }, kicker: { text: kicker } } } : scene,
    ),
  });
}

/** The title scene settled: the frame each script's golden shows. */
export const WORLD_TEXT_FRAME = 45;
