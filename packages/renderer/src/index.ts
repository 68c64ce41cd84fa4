export type { Context2D, FrameSource, ImageSource, Layer } from "./canvas.ts";
export { clipFrameAt } from "./clip-frame.ts";
export { clipMomentsAt, drawFrame, type FrameOptions } from "./draw-frame.ts";
export type { RenderAssets } from "./draw-scene.ts";
export { cssFont, layoutText, type MeasureText, type TextLayout } from "./text-layout.ts";
export { FONT_FILES, fontFileName, registerFontFiles, RENDERER_FONT_FILES } from "./fonts.ts";
export { DisplayList, type RecordingOptions } from "./display-list.ts";
export { joinWords, phraseEnd, scriptWords, spokenWeight, type ScriptWord } from "./script-words.ts";
