import { Anchor, Text, type TextProps } from "@mantine/core";
import type { AssetAttribution, StockSource } from "@framewise/contracts";

export const STOCK_NAMES: Record<StockSource, string> = { pexels: "Pexels", pixabay: "Pixabay", unsplash: "Unsplash" };

/** "Photo by Ana Silva on Pexels", both names linking to the service, as its terms ask wherever the media is shown. */
export function StockCredit({ attribution, kind, ...text }: { attribution: AssetAttribution; kind: "image" | "video" } & TextProps) {
  const link = { target: "_blank", rel: "noopener noreferrer", inherit: true } as const;
  return (
    <Text size="xs" c="dimmed" {...text}>
      {kind === "video" ? "Video" : "Photo"} by{" "}
      <Anchor href={attribution.author_url} {...link}>
        {attribution.author}
      </Anchor>{" "}
      on{" "}
      <Anchor href={attribution.source_url} {...link}>
        {STOCK_NAMES[attribution.source]}
      </Anchor>
    </Text>
  );
}
