import { ActionIcon, Button, Card, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPhotoPlus, IconX } from "@tabler/icons-react";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { useAssets } from "../../workspace/assets/asset-api";
import { AssetPicker } from "../../workspace/assets/AssetPicker";
import { AssetThumb } from "../../workspace/assets/AssetThumb";

const IMAGES_ONLY = ["image"] as const;
const TILE = 72;

/** Reference images from the asset library (or uploaded on the spot through the picker), by asset id. */
export function ReferencePicker({ ids, onChange }: { ids: string[]; onChange: (ids: string[]) => void }) {
  const [picking, picker] = useDisclosure(false);
  const assets = useAssets(ids);
  const room = ids.length < IMAGE_GEN_LIMITS.references;
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        Reference images ({ids.length} of {IMAGE_GEN_LIMITS.references})
      </Text>
      <Group gap="xs">
        {ids.map((id, index) => {
          const asset = assets[index];
          return (
            <Card key={id} withBorder padding={0} radius="sm" pos="relative" w={TILE} h={TILE} data-testid="reference-image">
              {asset ? (
                <AssetThumb asset={asset} size="small" height={TILE} />
              ) : (
                <Center h={TILE}>
                  <Loader size="xs" />
                </Center>
              )}
              <ActionIcon
                size="xs"
                variant="white"
                aria-label={`Remove reference ${asset?.name ?? index + 1}`}
                onClick={() => onChange(ids.filter((other) => other !== id))}
                pos="absolute"
                top={3}
                right={3}
              >
                <IconX size={10} />
              </ActionIcon>
            </Card>
          );
        })}
        {room && (
          <Button variant="light" size="xs" leftSection={<IconPhotoPlus size={14} />} onClick={picker.open}>
            Add a reference
          </Button>
        )}
      </Group>
      <AssetPicker
        opened={picking}
        onClose={picker.close}
        kinds={IMAGES_ONLY}
        title="Choose a reference image"
        onPick={(asset) => !ids.includes(asset.id) && onChange([...ids, asset.id])}
      />
    </Stack>
  );
}
