import { Button, Group, Image, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMusicPlus, IconPhotoPlus, IconX } from "@tabler/icons-react";
import type { AssetKind } from "@framewise/contracts";
import { useAsset } from "../../workspace/assets/asset-api";
import { AssetPicker } from "../../workspace/assets/AssetPicker";
import { previewUrl } from "./preview/media-sources";

interface Props {
  label: string;
  /** `asset:<id>`, an address, or nothing yet. */
  value: string | undefined;
  kinds: readonly AssetKind[];
  onChange: (src: string | undefined) => void;
}

const assetId = (src: string | undefined) => (src?.startsWith("asset:") ? src.slice("asset:".length) : "");

/** What a source is called: the asset's name, or the address's file name. */
function SourceName({ src }: { src: string }) {
  const asset = useAsset(assetId(src), src.startsWith("asset:"));
  const name = src.startsWith("asset:") ? (asset.data?.name ?? (asset.isError ? "Missing asset" : "…")) : (src.split("/").pop() ?? src);
  return (
    <Text size="sm" truncate="end" style={{ minWidth: 0 }} title={name}>
      {name}
    </Text>
  );
}

/** A picture, clip or sound of the video, chosen from the asset library (or uploaded there on the spot). */
export function MediaField({ label, value, kinds, onChange }: Props) {
  const [picking, picker] = useDisclosure(false);
  const visual = !kinds.includes("audio");
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value && (
        <Group gap="sm" wrap="nowrap">
          {visual && <Image src={previewUrl(value)} alt="" w={72} h={48} radius="sm" fit="cover" style={{ flexShrink: 0 }} />}
          <SourceName src={value} />
        </Group>
      )}
      {/* The buttons have a row of their own: beside a long name in a narrow panel they were cut to "Replac". */}
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={visual ? <IconPhotoPlus size={14} /> : <IconMusicPlus size={14} />}
          onClick={picker.open}
          aria-label={`${value ? "Replace" : "Choose"} ${label.toLowerCase()}`}
        >
          {value ? "Replace" : "Choose"}
        </Button>
        {value && (
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            leftSection={<IconX size={14} />}
            onClick={() => onChange(undefined)}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            Remove
          </Button>
        )}
      </Group>
      <AssetPicker
        opened={picking}
        onClose={picker.close}
        kinds={kinds}
        title={`Choose: ${label}`}
        onPick={(asset) => onChange(`asset:${asset.id}`)}
      />
    </Stack>
  );
}
