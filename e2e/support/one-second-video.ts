/**
 * A video document of one headline scene lasting one second: the least a journey can render when
 * the render is not its point (editor.spec.ts renders a whole video end to end).
 */
export const oneSecondVideo = (title: string, headline = title) => ({
  version: 1,
  title,
  aspectRatio: "16:9",
  templateId: "bold",
  scenes: [{ id: "scene-1", layoutId: "title", slots: { headline: { text: headline } }, duration: 1 }],
});
