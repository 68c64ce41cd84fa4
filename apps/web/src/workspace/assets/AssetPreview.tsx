import { Image, Stack, Text } from "@mantine/core";
import type { Asset } from "@framewise/contracts";
import { useEffect, useRef, useState } from "react";
import { useAssetPeaks } from "./asset-api";
import { AssetThumb } from "./AssetThumb";

/** The waveform from the stored peaks (0..1), one bar per few peaks across the width. */
function Waveform({ peaks }: { peaks: number[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext("2d");
    if (!element || !ctx || !peaks.length) return;
    const { width, height } = element;
    ctx.clearRect(0, 0, width, height);
    ctx.fillStyle = "#7048e8";
    const bars = Math.min(peaks.length, width / 3);
    for (let bar = 0; bar < bars; bar++) {
      const from = Math.floor((bar * peaks.length) / bars);
      const to = Math.max(from + 1, Math.floor(((bar + 1) * peaks.length) / bars));
      const peak = Math.max(...peaks.slice(from, to));
      const h = Math.max(1, peak * height);
      ctx.fillRect(bar * 3, (height - h) / 2, 2, h);
    }
  }, [peaks]);
  return <canvas ref={canvas} width={900} height={120} style={{ width: "100%", height: 120 }} aria-label="Waveform" role="img" />;
}

/** The font itself, loaded from the asset's file under a private name, showing a sample. */
function FontSample({ asset }: { asset: Asset }) {
  const [family, setFamily] = useState<string>();
  useEffect(() => {
    const name = `asset-${asset.id}`;
    const face = new FontFace(name, `url(${asset.file_url})`);
    face
      .load()
      .then((loaded) => {
        document.fonts.add(loaded);
        setFamily(name);
      })
      .catch(() => setFamily(undefined));
    return () => void document.fonts.delete(face);
  }, [asset.id, asset.file_url]);
  return (
    <Stack gap="xs" p="lg" style={{ fontFamily: family ? `"${family}"` : undefined }} data-testid="font-sample">
      <Text fz={48} lh={1.1} style={{ fontFamily: "inherit" }}>
        The quick brown fox
      </Text>
      <Text fz={20} style={{ fontFamily: "inherit" }}>
        ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789
      </Text>
    </Stack>
  );
}

/** A large preview: the image, the video or sound with seeking, or the font's sample. */
export function AssetPreview({ asset }: { asset: Asset }) {
  const peaks = useAssetPeaks(asset.id, asset.kind === "audio" && asset.status === "ready");
  if (asset.status !== "ready") return <AssetThumb asset={asset} height={320} />;
  switch (asset.kind) {
    case "image":
      return <Image src={asset.thumbnail_urls?.large ?? asset.file_url} alt={asset.name} mah={560} fit="contain" />;
    case "video":
      return (
        <video
          src={asset.file_url}
          poster={asset.thumbnail_urls?.large}
          controls
          preload="metadata"
          style={{ width: "100%", maxHeight: 560, background: "black" }}
        />
      );
    case "audio":
      return (
        <Stack gap="xs">
          {peaks.data && <Waveform peaks={peaks.data} />}
          <audio src={asset.file_url} controls preload="metadata" style={{ width: "100%" }} />
        </Stack>
      );
    case "font":
      return <FontSample asset={asset} />;
  }
}
