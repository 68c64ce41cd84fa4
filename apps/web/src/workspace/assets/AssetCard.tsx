import { Badge, Card, Checkbox, Group, Loader, Text } from "@mantine/core";
import type { Asset } from "@framewise/contracts";
import { Link } from "react-router";
import { AssetThumb } from "./AssetThumb";
import { formatBytes, formatDuration } from "./format";

/** One tile of the library grid: thumbnail, name, size or length, state; a checkbox to select it. */
export function AssetCard({ asset, selected, onSelect }: { asset: Asset; selected: boolean; onSelect: (selected: boolean) => void }) {
  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      data-testid="asset-card"
      data-status={asset.status}
      style={{ position: "relative", outline: selected ? "2px solid var(--mantine-color-violet-6)" : undefined }}
    >
      <Checkbox
        aria-label={`Select ${asset.name}`}
        checked={selected}
        onChange={(event) => onSelect(event.currentTarget.checked)}
        style={{ position: "absolute", top: 8, left: 8, zIndex: 1 }}
      />
      <Link to={`/assets/${asset.id}`} aria-label={`Open ${asset.name}`} style={{ color: "inherit", textDecoration: "none" }}>
        <AssetThumb asset={asset} height={140} />
        <Group justify="space-between" gap={4} p="xs" wrap="nowrap">
          <Text size="sm" fw={500} truncate="end" title={asset.name}>
            {asset.name}
          </Text>
          {asset.status === "processing" && <Loader size="xs" aria-label="Processing" />}
        </Group>
        <Group gap={6} px="xs" pb="xs">
          <Text size="xs" c="dimmed">
            {asset.duration_seconds ? `${formatDuration(asset.duration_seconds)} · ` : ""}
            {formatBytes(asset.size_bytes)}
          </Text>
          {asset.logo && (
            <Badge size="xs" variant="light">
              Logo
            </Badge>
          )}
          {asset.status === "failed" && (
            <Badge size="xs" color="red" variant="light" title={asset.error ?? undefined}>
              Failed
            </Badge>
          )}
        </Group>
      </Link>
    </Card>
  );
}
