/**
 * Abstract artwork for the starter samples' media, painted with Skia: the library ships no stock
 * photos, and screenshots and tests need something that looks like a photo, a product and a logo.
 */
import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { SAMPLE_MEDIA } from "../src/index.ts";

function ridge(ctx: SKRSContext2D, width: number, height: number, base: number, amplitude: number, phase: number, color: string) {
  ctx.beginPath();
  ctx.moveTo(0, height);
  for (let x = 0; x <= width; x += width / 48) {
    const wave = Math.sin(x / (width / 5) + phase) * 0.6 + Math.sin(x / (width / 13) + phase * 2.3) * 0.4;
    ctx.lineTo(x, base - wave * amplitude);
  }
  ctx.lineTo(width, height);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** A dawn landscape: sky gradient, a low sun and layered ridges. */
function landscape(width = 1600, height = 1200, tint = 0): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, tint ? "#1d3b5c" : "#2b3a67");
  sky.addColorStop(0.55, tint ? "#e98a5d" : "#f29e6d");
  sky.addColorStop(1, "#ffd9a0");
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  const sun = ctx.createRadialGradient(width * 0.62, height * 0.55, 0, width * 0.62, height * 0.55, height * 0.35);
  sun.addColorStop(0, "#fff4d6");
  sun.addColorStop(0.25, "#ffe2a8");
  sun.addColorStop(1, "#ffe2a800");
  ctx.fillStyle = sun;
  ctx.fillRect(0, 0, width, height);
  ridge(ctx, width, height, height * 0.62, height * 0.08, 0.5 + tint, "#b4607a");
  ridge(ctx, width, height, height * 0.72, height * 0.07, 2.1 + tint, "#6e3b68");
  ridge(ctx, width, height, height * 0.84, height * 0.05, 4.2 + tint, "#2e1f45");
  return canvas;
}

/** A bottle on a clear background, lit from the left. */
function product(width = 900, height = 1200): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const glass = ctx.createLinearGradient(width * 0.3, 0, width * 0.7, 0);
  glass.addColorStop(0, "#3f7f6a");
  glass.addColorStop(0.35, "#7cc4a6");
  glass.addColorStop(1, "#24584a");
  ctx.fillStyle = "#00000026";
  ctx.beginPath();
  ctx.ellipse(width / 2, height * 0.93, width * 0.26, height * 0.025, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = glass;
  ctx.beginPath();
  ctx.roundRect(width * 0.27, height * 0.3, width * 0.46, height * 0.62, 60);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(width * 0.4, height * 0.14, width * 0.2, height * 0.2, 24);
  ctx.fill();
  ctx.fillStyle = "#1d1d1b";
  ctx.beginPath();
  ctx.roundRect(width * 0.385, height * 0.08, width * 0.23, height * 0.08, 16);
  ctx.fill();
  ctx.fillStyle = "#f4efe6";
  ctx.fillRect(width * 0.27, height * 0.5, width * 0.46, height * 0.2);
  ctx.fillStyle = "#1d1d1b";
  ctx.font = `700 ${Math.round(width * 0.06)}px Inter`;
  ctx.textAlign = "center";
  ctx.fillText("NORDIC", width / 2, height * 0.6);
  ctx.font = `400 ${Math.round(width * 0.035)}px Inter`;
  ctx.fillText("sparkling tonic", width / 2, height * 0.65);
  ctx.fillStyle = "#ffffff40";
  ctx.fillRect(width * 0.31, height * 0.32, width * 0.04, height * 0.56);
  return canvas;
}

/** A round mark and a wordmark on a clear background. */
function logo(width = 840, height = 240): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const mark = ctx.createLinearGradient(0, 0, height, height);
  mark.addColorStop(0, "#ff8a3d");
  mark.addColorStop(1, "#ff3d7f");
  ctx.fillStyle = mark;
  ctx.beginPath();
  ctx.arc(height / 2, height / 2, height * 0.42, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.beginPath();
  ctx.arc(height * 0.58, height * 0.42, height * 0.16, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#8a8f98";
  ctx.font = `800 ${Math.round(height * 0.42)}px Inter`;
  ctx.textBaseline = "middle";
  ctx.fillText("northwind", height * 1.05, height / 2);
  return canvas;
}

/** Images for every sample source, keyed as the samples name them; the clip shows a still. */
export function sampleArt() {
  return {
    images: { [SAMPLE_MEDIA.photo]: landscape(), [SAMPLE_MEDIA.product]: product(), [SAMPLE_MEDIA.logo]: logo() },
    clipStill: landscape(1920, 1080, 1),
  };
}
