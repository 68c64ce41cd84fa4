export { registerBrowserFonts } from "./register-fonts.ts";
export { VideoElementFrameSource } from "./video-frame-source.ts";
