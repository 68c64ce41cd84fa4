import { Group, Loader, Text, UnstyledButton } from "@mantine/core";
import type { Asset } from "@framewise/contracts";
import { AssetThumb } from "./AssetThumb";
import { choiceTileProps } from "./choice-tile";

interface Props {
  asset: Asset;
  selected: boolean;
  onSelect: () => void;
  onPick: () => void;
}

/** One asset the picker offers: a button that selects it; a double-click, or Enter once selected, picks it. Disabled while processing. */
export function PickerTile({ asset, selected, onSelect, onPick }: Props) {
  const processing = asset.status === "processing";
  return (
    <UnstyledButton
      aria-label={asset.name}
      disabled={processing}
      data-testid="picker-tile"
      data-status={asset.status}
      {...choiceTileProps(selected, onSelect, onPick, { opacity: processing ? 0.6 : 1 })}
    >
      <AssetThumb asset={asset} size="small" height={96} />
      <Group gap={4} px={6} py={4} wrap="nowrap">
        <Text size="xs" truncate="end" title={asset.name} style={{ flex: 1 }}>
          {asset.name}
        </Text>
        {processing && <Loader size={12} aria-label="Processing" />}
      </Group>
    </UnstyledButton>
  );
}
