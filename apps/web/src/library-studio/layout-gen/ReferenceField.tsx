import { ActionIcon, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPhotoPlus, IconX } from "@tabler/icons-react";
import type { Asset } from "@framewise/contracts";
import { AssetPicker } from "../../workspace/assets/AssetPicker";
import { AssetThumb } from "../../workspace/assets/AssetThumb";

const IMAGES_ONLY = ["image"] as const;
const TILE = 72;

/** One optional reference picture from the staff member's own assets (or uploaded on the spot). */
export function ReferenceField({
  value,
  onChange,
  error,
}: {
  value: Asset | null;
  onChange: (asset: Asset | null) => void;
  error?: string;
}) {
  const [picking, picker] = useDisclosure(false);
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        Reference picture (optional)
      </Text>
      <Group gap="xs">
        {value ? (
          <Card withBorder padding={0} radius="sm" pos="relative" w={TILE} h={TILE} data-testid="reference-picture">
            <AssetThumb asset={value} size="small" height={TILE} />
            <ActionIcon
              size="xs"
              variant="white"
              aria-label={`Remove ${value.name}`}
              onClick={() => onChange(null)}
              pos="absolute"
              top={3}
              right={3}
            >
              <IconX size={10} />
            </ActionIcon>
          </Card>
        ) : (
          <Button variant="light" size="xs" leftSection={<IconPhotoPlus size={14} />} onClick={picker.open}>
            Choose a picture
          </Button>
        )}
      </Group>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <AssetPicker opened={picking} onClose={picker.close} kinds={IMAGES_ONLY} title="Choose a reference picture" onPick={onChange} />
    </Stack>
  );
}
