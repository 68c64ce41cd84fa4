import { Alert, Button, Group, Image, Modal, Select, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconPhoto, IconPlus } from "@tabler/icons-react";
import type { Content, Layout } from "@framewise/scene";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useAsset } from "../../workspace/assets/asset-api";
import { setSlotMedia } from "./document-edits";
import { addSceneWithPicture, pictureLayouts, picturePlaces } from "./place-media";
import { previewUrl } from "./preview/media-sources";
import { canAddScene } from "./scene-edits";
import type { Edit } from "./use-document-history";

interface Props {
  content: Content;
  layouts: Record<string, Layout>;
  layoutChoices: Layout[];
  onEdit: (edit: Edit, field: string | null) => void;
}

/** The search parameter naming an asset to place, as "Use in a video" sends it. */
const PLACE = "place";

/**
 * The editor's media picker opened with one picture (`?place=<asset id>`, from the image
 * studio's "Use in a video"): put it into a scene's picture slot or a new scene. Either is one
 * undoable edit; closing leaves the video as it was.
 */
export function PlaceMediaDialog({ content, layouts, layoutChoices, onEdit }: Props) {
  const [params, setParams] = useSearchParams();
  const assetId = params.get(PLACE) ?? "";
  const asset = useAsset(assetId, Boolean(assetId));
  const places = picturePlaces(content, layouts);
  const newSceneLayouts = pictureLayouts(layoutChoices);
  const [layoutId, setLayoutId] = useState<string | null>(null);
  const newLayout = newSceneLayouts.find((layout) => layout.id === layoutId) ?? newSceneLayouts[0];
  const src = `asset:${assetId}`;

  const close = () =>
    setParams(
      (current) => {
        current.delete(PLACE);
        return current;
      },
      { replace: true },
    );
  const place = (edit: Edit) => {
    onEdit(edit, null);
    close();
  };

  const notAPicture = asset.data && asset.data.kind !== "image";
  return (
    <Modal opened={Boolean(assetId)} onClose={close} title="Place the image in this video" size="lg">
      <Stack gap="md">
        {asset.isError && <Alert color="red">That image was not found in your asset library.</Alert>}
        {notAPicture && <Alert color="red">Only a picture can be placed here; that asset is a {asset.data.kind}.</Alert>}
        {asset.data && !notAPicture && (
          <>
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Image src={previewUrl(src)} alt={asset.data.name} w={160} h={100} radius="sm" fit="contain" bg="gray.1" />
              <Text size="sm">Choose where it goes. You can undo it like any other edit.</Text>
            </Group>
            <Stack gap={4} role="list" aria-label="Picture slots">
              {!places.length && (
                <Text size="sm" c="dimmed">
                  No scene of this video has a picture slot yet; add it as a new scene.
                </Text>
              )}
              {places.map(({ sceneId, sceneIndex, slot, current }) => (
                <UnstyledButton
                  key={`${sceneId}/${slot.name}`}
                  role="listitem"
                  p={6}
                  style={{ borderRadius: 6, border: "1px solid var(--mantine-color-default-border)" }}
                  aria-label={`Put it in scene ${sceneIndex + 1}: ${slot.label}`}
                  onClick={() => place((doc) => setSlotMedia(doc, sceneId, slot, src))}
                >
                  <Group gap="sm" wrap="nowrap">
                    {current ? (
                      <Image src={previewUrl(current)} alt="" w={64} h={40} radius="sm" fit="cover" />
                    ) : (
                      <IconPhoto size={22} aria-hidden />
                    )}
                    <Text size="sm">
                      Scene {sceneIndex + 1} · {slot.label}
                      {current ? " (replaces its picture)" : ""}
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
            {newLayout && canAddScene(content) && (
              <Group gap="xs" align="flex-end">
                <Select
                  label="Or a new scene at the end, in the layout"
                  data={newSceneLayouts.map((layout) => ({ value: layout.id, label: layout.name }))}
                  value={newLayout.id}
                  allowDeselect={false}
                  onChange={setLayoutId}
                />
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => place((doc) => addSceneWithPicture(doc, newLayout, src))}
                >
                  Add as a new scene
                </Button>
              </Group>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
