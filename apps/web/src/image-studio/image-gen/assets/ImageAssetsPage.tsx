import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch, IconSparkles } from "@tabler/icons-react";
import type { Asset, AssetKind } from "@framewise/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { AssetThumb } from "../../../workspace/assets/AssetThumb";
import { PickerUpload } from "../../../workspace/assets/PickerUpload";
import { usePickerAssets } from "../../../workspace/assets/use-picker-assets";
import { LoadMore } from "../../../ui/LoadMore";

const IMAGE_KINDS: readonly AssetKind[] = ["image"];

/** The studio's create page with this asset as a reference image. */
export const referenceLink = (assetId: string) => `/image-gen?${new URLSearchParams({ ref: assetId })}`;

function ImageAssetCard({ asset }: { asset: Asset }) {
  return (
    <Card withBorder padding="xs" role="article" aria-label={asset.name}>
      <Card.Section>
        <AssetThumb asset={asset} height={140} />
      </Card.Section>
      <Text size="sm" truncate mt="xs" title={asset.name}>
        {asset.name}
      </Text>
      {asset.status === "ready" ? (
        <Button component={Link} to={referenceLink(asset.id)} size="xs" variant="light" leftSection={<IconSparkles size={14} />} mt={4}>
          Use as reference
        </Button>
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          Still processing…
        </Text>
      )}
    </Card>
  );
}

/** The asset library's images, ready to be used as references for a generation; uploads go straight into it. */
export default function ImageAssetsPage() {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const { list, assets } = usePickerAssets(IMAGE_KINDS, q);
  const empty = !list.isPending && !list.isError && !assets.length && !list.hasNextPage;

  return (
    <Stack gap="md">
      <Title order={2}>Image assets</Title>
      {/* A finished upload joins the list through the library's own refresh. */}
      <PickerUpload kinds={IMAGE_KINDS} onUploaded={() => undefined} />
      <Group>
        <TextInput
          aria-label="Search image assets"
          placeholder="Search by name or tag"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, maxWidth: 360 }}
        />
      </Group>
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading image assets" />
        </Center>
      )}
      {empty && <Text c="dimmed">{q ? `No images match “${q}”.` : "No images in your library yet: upload one above."}</Text>}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 6 }} spacing="sm">
        {assets.map((asset) => (
          <ImageAssetCard key={asset.id} asset={asset} />
        ))}
      </SimpleGrid>
      <LoadMore list={list} />
    </Stack>
  );
}
