/** The User Timing name each preview frame's drawing is measured under (DevTools' Performance panel, `bench/preview.ts`). */
export const PREVIEW_FRAME_MEASURE = "framewise:preview-frame";
