export { declareFallbackFonts, declareLibraryFonts, loadFontsFor, loadLibraryFonts, registerBrowserFonts } from "./register-fonts.ts";
export { VideoElementFrameSource } from "./video-frame-source.ts";
export { offscreenLayers } from "./offscreen-layers.ts";
