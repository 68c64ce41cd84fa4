import { Center, Image } from "@mantine/core";
import { IconFileMusic, IconLetterCase, IconMovie, IconPhoto } from "@tabler/icons-react";
import type { Asset, ThumbnailSize } from "@framewise/contracts";

const KIND_ICONS = { image: IconPhoto, video: IconMovie, audio: IconFileMusic, font: IconLetterCase } as const;

/** An asset's thumbnail, or its kind's icon while it has none (audio, fonts, still processing). */
export function AssetThumb({ asset, size = "medium", height }: { asset: Asset; size?: ThumbnailSize; height: number }) {
  if (asset.thumbnail_urls) return <Image src={asset.thumbnail_urls[size]} alt="" h={height} fit="cover" loading="lazy" />;
  const Icon = KIND_ICONS[asset.kind];
  return (
    <Center h={height} bg="gray.1" c="gray.6">
      <Icon size={Math.min(48, height / 2)} stroke={1.4} aria-hidden />
    </Center>
  );
}
