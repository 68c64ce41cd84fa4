import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Group,
  List,
  Loader,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft, IconDownload, IconTrash } from "@tabler/icons-react";
import type { Asset } from "@framewise/contracts";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useAsset, useAssetUsage, useDeleteAssets, useUpdateAsset } from "./asset-api";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { FactsTable } from "../../ui/FactsTable";
import { AssetPreview } from "./AssetPreview";
import { StockCredit } from "./StockCredit";
import { formatBytes, formatDuration } from "./format";

function facts(asset: Asset): [string, string][] {
  const rows: [string, string | null][] = [
    ["Type", asset.mime_type],
    ["Size", formatBytes(asset.size_bytes)],
    ["Dimensions", asset.width && asset.height ? `${asset.width} × ${asset.height}` : null],
    ["Duration", asset.duration_seconds ? formatDuration(asset.duration_seconds) : null],
    ["Video codec", asset.video_codec],
    ["Audio codec", asset.audio_codec],
    ["Font family", asset.font_family],
    ["Uploaded", new Date(asset.created_at).toLocaleString()],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** Rename on Enter or leaving the field; Escape puts the old name back. */
function NameField({ asset }: { asset: Asset }) {
  const update = useUpdateAsset(asset.id);
  const [name, setName] = useState(asset.name);
  const save = () => name.trim() && name.trim() !== asset.name && update.mutate({ name: name.trim() });
  return (
    <TextInput
      label="Name"
      value={name}
      onChange={(event) => setName(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") save();
        if (event.key === "Escape") setName(asset.name);
      }}
      error={update.error?.message}
      rightSection={update.isPending ? <Loader size="xs" /> : null}
    />
  );
}

function DeleteButton({ asset }: { asset: Asset }) {
  const [opened, modal] = useDisclosure(false);
  const usage = useAssetUsage(asset.id);
  const remove = useDeleteAssets();
  const navigate = useNavigate();
  const used = usage.data?.renders.length ?? 0;
  const confirmDelete = async () => {
    await remove.mutateAsync({ ids: [asset.id], force: used > 0 });
    void navigate("/assets");
  };
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={modal.open}>
        Delete
      </Button>
      <ConfirmDelete
        opened={opened}
        title={`Delete ${asset.name}?`}
        error={remove.error}
        pending={remove.isPending}
        confirmLabel={used > 0 ? "Delete anyway" : "Delete"}
        onCancel={modal.close}
        onConfirm={() => void confirmDelete()}
      >
        {used > 0 ? (
          <Alert color="orange" title={`Used in ${used} render${used === 1 ? "" : "s"}`}>
            Finished videos keep their copy, but rendering those documents again will fail without this file.
          </Alert>
        ) : (
          <Text size="sm">The file is removed from your library and storage.</Text>
        )}
      </ConfirmDelete>
    </>
  );
}

/** One asset: large preview, metadata, rename, tags, logo, download, where it is used, delete. */
export default function AssetPage() {
  const { assetId = "" } = useParams();
  const asset = useAsset(assetId);
  const usage = useAssetUsage(assetId);
  const update = useUpdateAsset(assetId);

  if (asset.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (asset.isError)
    return (
      <Stack maw={600}>
        <Alert color="red" title="This asset cannot be shown">
          {asset.error.message}
        </Alert>
        <Anchor component={Link} to="/assets">
          Back to assets
        </Anchor>
      </Stack>
    );
  const item = asset.data;
  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between">
        <Group gap="xs">
          <Button component={Link} to="/assets" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={6}>
            Assets
          </Button>
          <Title order={1} size="h3">
            {item.name}
          </Title>
          {item.status === "processing" && <Badge variant="light">Processing…</Badge>}
          {item.status === "failed" && <Badge color="red">Failed</Badge>}
        </Group>
        <Group gap="xs">
          <Button component="a" href={`${item.file_url}?download`} variant="default" leftSection={<IconDownload size={16} />}>
            Download
          </Button>
          <DeleteButton asset={item} />
        </Group>
      </Group>
      {item.status === "failed" && <Alert color="red">{item.error}</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder padding={0} radius="md">
            <AssetPreview asset={item} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <NameField key={item.name} asset={item} />
            <TagsInput
              label="Tags"
              placeholder="Add a tag and press Enter"
              value={item.tags}
              onChange={(tags) => update.mutate({ tags: tags.map((t) => t.trim().toLowerCase()).filter(Boolean) })}
              clearable
            />
            {item.kind === "image" && (
              <Switch
                label="Use as a logo"
                checked={item.logo}
                onChange={(event) => update.mutate({ logo: event.currentTarget.checked })}
              />
            )}
            {item.attribution && (item.kind === "image" || item.kind === "video") && (
              <StockCredit attribution={item.attribution} kind={item.kind} size="sm" />
            )}
            <FactsTable rows={facts(item)} label="Details" />
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Where it is used
              </Text>
              {usage.data && !usage.data.renders.length && (
                <Text size="sm" c="dimmed">
                  Not used in any render yet.
                </Text>
              )}
              <List size="sm">
                {usage.data?.renders.map((render) => (
                  <List.Item key={render.id}>
                    Render {render.title ? `“${render.title}”` : render.id.slice(0, 8)} · {new Date(render.created_at).toLocaleDateString()}
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
