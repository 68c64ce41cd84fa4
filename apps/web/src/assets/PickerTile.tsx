import { Group, Loader, Text, UnstyledButton } from "@mantine/core";
import type { Asset } from "@framewise/contracts";
import { AssetThumb } from "./AssetThumb";

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
      aria-pressed={selected}
      disabled={processing}
      data-testid="picker-tile"
      data-status={asset.status}
      onClick={onSelect}
      onDoubleClick={onPick}
      onKeyDown={(event) => {
        // A button clicks on Enter; on the tile already selected, Enter means "use it".
        if (event.key !== "Enter" || !selected) return;
        event.preventDefault();
        onPick();
      }}
      style={{
        display: "block",
        overflow: "hidden",
        borderRadius: "var(--mantine-radius-md)",
        border: "1px solid var(--mantine-color-gray-3)",
        // A shadow rather than an outline, so the keyboard focus ring still shows on a selected tile.
        boxShadow: selected ? "0 0 0 3px var(--mantine-color-violet-6)" : undefined,
        opacity: processing ? 0.6 : 1,
      }}
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
