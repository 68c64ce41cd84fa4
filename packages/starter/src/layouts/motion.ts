import type { KeyframeTracks } from "@framewise/scene";

/** A decorative line or bar revealed left to right just after the scene starts. */
export const drawOn: KeyframeTracks = {
  clip: [
    { time: 0.15, value: 0, easing: "ease-out-cubic" },
    { time: 0.75, value: 1, easing: "linear" },
  ],
};
