import { useEffect, useRef } from "react";
import type { MaskPoint } from "./mask-raster";
import { maskImageData } from "./mask-png";
import type { MaskHistory } from "./use-mask-history";

export type MaskTool = "brush" | "eraser";

interface Props {
  imageUrl: string;
  width: number;
  height: number;
  history: MaskHistory;
  tool: MaskTool;
  /** Brush diameter in the image's pixels. */
  size: number;
}

/** Painted areas show in translucent red over the picture. */
const SHOWN: [number, number, number, number] = [239, 68, 68, 140];
const CLEAR: [number, number, number, number] = [0, 0, 0, 0];

/** Where a pointer is on the image, in the image's own pixels (the canvas is scaled to fit the screen). */
function imagePoint(canvas: HTMLCanvasElement, event: React.PointerEvent, width: number, height: number): MaskPoint {
  const box = canvas.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) * width) / (box.width || width),
    y: ((event.clientY - box.top) * height) / (box.height || height),
  };
}

/** The image large with the mask painted over it: a pointer drag is one stroke of the brush or the eraser. */
export function MaskCanvas({ imageUrl, width, height, history, tool, size }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<MaskPoint[] | undefined>(undefined);

  useEffect(() => {
    canvas.current?.getContext("2d")?.putImageData(maskImageData(history.mask, width, height, SHOWN, CLEAR), 0, 0);
  }, [history.mask, width, height]);

  /** The stroke drawn as it goes; the finished one is drawn from the mask's pixels. */
  const preview = (point: MaskPoint) => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.globalCompositeOperation = tool === "eraser" ? "destination-out" : "source-over";
    context.fillStyle = `rgba(${SHOWN.slice(0, 3).join(",")}, ${SHOWN[3] / 255})`;
    context.beginPath();
    context.arc(point.x, point.y, size / 2, 0, Math.PI * 2);
    context.fill();
    context.globalCompositeOperation = "source-over";
  };

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = imagePoint(event.currentTarget, event, width, height);
    stroke.current = [point];
    preview(point);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (!stroke.current) return;
    const point = imagePoint(event.currentTarget, event, width, height);
    stroke.current.push(point);
    preview(point);
  };
  const onPointerUp = () => {
    if (!stroke.current) return;
    history.push({ kind: "stroke", erase: tool === "eraser", size, points: stroke.current });
    stroke.current = undefined;
  };

  return (
    <div style={{ position: "relative", lineHeight: 0 }}>
      <img src={imageUrl} alt="The image being edited" style={{ width: "100%", height: "auto" }} draggable={false} />
      <canvas
        ref={canvas}
        width={width}
        height={height}
        aria-label="Mask: paint where the picture may change"
        data-testid="mask-canvas"
        style={{ position: "absolute", inset: 0, width: "100%", height: "100%", cursor: "crosshair", touchAction: "none" }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
    </div>
  );
}
