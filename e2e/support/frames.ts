import type { Page } from "@playwright/test";

/**
 * Resolves after the page has drawn `count` more animation frames: as many chances for a player
 * that should have stopped to draw again. A wait on the page's rendering, not on the clock.
 */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}
