import { Badge, Box, Image, Text, UnstyledButton } from "@mantine/core";
import type { StockResult } from "@framewise/contracts";
import { choiceTileProps } from "./choice-tile";

interface Props {
  result: StockResult;
  selected: boolean;
  onSelect: () => void;
  onPick: () => void;
}

/** One stock result: a button that selects it; a double-click, or Enter once selected, copies it. */
export function StockTile({ result, selected, onSelect, onPick }: Props) {
  const what = result.kind === "video" ? "Video" : "Photo";
  return (
    <UnstyledButton
      aria-label={`${what} by ${result.attribution.author}${result.description ? `: ${result.description}` : ""}`}
      data-testid="stock-tile"
      {...choiceTileProps(selected, onSelect, onPick)}
    >
      <Box pos="relative">
        <Image src={result.thumbnail_url} alt="" h={96} fit="cover" loading="lazy" referrerPolicy="no-referrer" />
        {result.duration_seconds !== null && (
          <Badge size="xs" color="dark" pos="absolute" bottom={4} right={4}>
            {Math.round(result.duration_seconds)} s
          </Badge>
        )}
      </Box>
      <Text size="xs" truncate="end" px={6} py={4} title={result.attribution.author}>
        {result.attribution.author}
      </Text>
    </UnstyledButton>
  );
}
