import { textStyleSchema, type Content, type Palette, type Scene, type TextStyle } from "@framewise/scene";
import type { Context2D } from "./canvas.ts";
import { drawText } from "./draw-text.ts";
import { FONT_FILES } from "./fonts.ts";
import type { Rect } from "./paint.ts";
import { joinWords, phraseEnd, scriptWords, spokenWeight, type ScriptWord } from "./script-words.ts";

type Captions = NonNullable<Content["captions"]>;

/** Where the caption box sits: its top, as a fraction of the frame's height. */
const BOX_TOP: Record<Captions["position"], number> = { top: 0.06, middle: 0.42, bottom: 0.78 };
const BOX_HEIGHT = 0.16;

/**
 * Bold white words on a dark band, as video captions are: readable over any picture, and over
 * a layout's own words where they meet.
 */
const CAPTION_STYLE = textStyleSchema.parse({
  fontFamily: "Inter",
  fontWeight: 800,
  minSize: 36,
  maxSize: 64,
  color: "#ffffff",
  align: "center",
  verticalAlign: "middle",
  lineHeight: 1.3,
  background: { color: "#000000b8", padding: 18, radius: 14 },
});

export interface CaptionPage {
  words: string[];
  /** The page as shown: its words with a space only where the script has one. */
  text: string;
  /** Seconds into the voiceover when each word starts, and when the page ends. */
  wordStarts: number[];
  end: number;
}

/**
 * A voiceover script as caption pages of a few words (a sentence never runs into the next
 * page), timed over the speaking time. Words are the script's words as scriptWords splits them
 * (between words in scripts without spaces too), the split the server's word timings count.
 * With the voice's own word timings (`wordStarts`, one per word) each word starts when it is
 * said; without them, each word takes time in proportion to its length plus a beat, which
 * follows speech closely enough to read.
 */
export function captionPages(script: string, speakingSeconds: number, wordsPerPage: number, wordStarts?: readonly number[]): CaptionPage[] {
  const words = scriptWords(script);
  const starts = wordStarts?.length === words.length ? wordStarts : estimatedWordStarts(words, speakingSeconds);
  const pages: (Omit<CaptionPage, "words" | "text"> & { words: ScriptWord[] })[] = [];
  let page: (typeof pages)[number] | undefined;
  words.forEach((word, index) => {
    const at = Math.min(starts[index]!, speakingSeconds);
    if (!page || page.words.length >= wordsPerPage) pages.push((page = { words: [], wordStarts: [], end: at }));
    page.words.push(word);
    page.wordStarts.push(at);
    page.end = Math.min(starts[index + 1] ?? speakingSeconds, speakingSeconds);
    if (phraseEnd(word.text) === "sentence") page = undefined;
  });
  return pages.map((each) => ({ ...each, words: each.words.map((word) => word.text), text: joinWords(each.words) }));
}

/** Each word's start when every word takes time in proportion to its spoken weight. */
function estimatedWordStarts(words: ScriptWord[], speakingSeconds: number): number[] {
  const weights = words.map((word) => spokenWeight(word.text));
  const secondsPerWeight =
    speakingSeconds /
    Math.max(
      1,
      weights.reduce((sum, weight) => sum + weight, 0),
    );
  let at = 0;
  return weights.map((weight) => {
    const start = at;
    at += weight * secondsPerWeight;
    return start;
  });
}

/**
 * The caption style, in the brand's body font when it has one, at that font's heaviest weight
 * we ship: asking for a weight a font lacks lets browsers fake a bold that Skia does not.
 */
function captionStyle(content: Content): TextStyle {
  const font = content.brandKit?.fonts?.body;
  if (!font) return CAPTION_STYLE;
  const weights = FONT_FILES.filter((file) => file.family === font).map((file) => file.weight);
  return { ...CAPTION_STYLE, fontFamily: font, fontWeight: weights.length ? Math.max(...weights) : 400 };
}

/**
 * Captions of the scene's voiceover script, when the video has them on: the page being said, at
 * the top, middle or bottom of the frame, with the words said so far lit in the accent colour
 * ("word-highlight") or all plain ("line"). Shown while the voice speaks (`speakingSeconds`
 * into the scene), over everything else.
 */
export function drawCaptions(
  ctx: Context2D,
  content: Content,
  scene: Scene,
  palette: Palette,
  time: number,
  speakingSeconds: number,
  canvas: Rect,
) {
  const captions = content.captions;
  const script = scene.voiceover?.text.trim();
  if (!captions?.enabled || !script || time >= speakingSeconds) return;
  const portrait = canvas.height > canvas.width;
  const pages = captionPages(script, speakingSeconds, portrait ? 5 : 7, scene.voiceover?.wordStarts);
  const page = pages.find((candidate) => time < candidate.end);
  if (!page) return;
  const said = page.wordStarts.filter((start) => start <= time).length;
  const width = canvas.width * (portrait ? 0.84 : 0.76);
  const box = {
    x: canvas.x + (canvas.width - width) / 2,
    y: canvas.y + canvas.height * BOX_TOP[captions.position],
    width,
    height: canvas.height * BOX_HEIGHT,
  };
  const highlight = captions.style === "word-highlight";
  drawText(ctx, page.text, captionStyle(content), box, {
    mode: highlight ? "word-highlight" : "none",
    reveal: said / page.words.length,
    highlightColor: palette.accent,
  });
}
