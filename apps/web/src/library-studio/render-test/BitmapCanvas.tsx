import { useLayoutEffect, useRef } from "react";

/** An ImageBitmap on screen, at its own size scaled to `width` CSS pixels, crisp (heatmap pixels stay pixels). */
export function BitmapCanvas({ bitmap, width, label }: { bitmap: ImageBitmap; width: number; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    element.width = bitmap.width;
    element.height = bitmap.height;
    element.getContext("2d")?.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={label}
      style={{ width, height: (width * bitmap.height) / Math.max(1, bitmap.width), imageRendering: "pixelated", display: "block" }}
    />
  );
}
