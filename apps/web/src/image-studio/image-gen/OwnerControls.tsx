import { Button, Group, Stack, Switch, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBooks, IconHeart, IconHeartFilled, IconMovie, IconTrash } from "@tabler/icons-react";
import type { GeneratedImageDetail } from "@framewise/contracts";
import { Link, useNavigate } from "react-router";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { useDeleteImage, useSaveToLibrary, useUpdateImage } from "./image-gen-api";
import { UseInVideoModal } from "./UseInVideoModal";

/** What only the image's maker may do: favourite, publish, save to the library, use in a video, delete. */
export function OwnerControls({ image }: { image: GeneratedImageDetail }) {
  const update = useUpdateImage(image.id);
  const save = useSaveToLibrary();
  const remove = useDeleteImage();
  const navigate = useNavigate();
  const [confirming, confirm] = useDisclosure(false);
  const [choosingVideo, chooseVideo] = useDisclosure(false);
  const confirmDelete = async () => {
    await remove.mutateAsync(image.id);
    void navigate("/image-gen/all");
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          variant={image.favourite ? "light" : "default"}
          color={image.favourite ? "pink" : undefined}
          leftSection={image.favourite ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
          aria-pressed={image.favourite}
          onClick={() => update.mutate({ favourite: !image.favourite })}
        >
          {image.favourite ? "Favourite" : "Add to favourites"}
        </Button>
        {image.asset_id ? (
          <Button component={Link} to={`/assets/${image.asset_id}`} variant="default" leftSection={<IconBooks size={16} />}>
            In your library
          </Button>
        ) : (
          <Button variant="default" leftSection={<IconBooks size={16} />} loading={save.isPending} onClick={() => save.mutate(image.id)}>
            Save to library
          </Button>
        )}
        <Button variant="default" leftSection={<IconMovie size={16} />} onClick={chooseVideo.open}>
          Use in a video
        </Button>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirm.open}>
          Delete
        </Button>
      </Group>
      <Switch
        label="Public: anyone signed in can see it, remix it and find it in Trending"
        checked={image.public}
        onChange={(event) => update.mutate({ public: event.currentTarget.checked })}
      />
      <UseInVideoModal opened={choosingVideo} onClose={chooseVideo.close} imageId={image.id} assetId={image.asset_id} />
      {(update.error ?? save.error) && (
        <Text size="sm" c="red">
          {(update.error ?? save.error)!.message}
        </Text>
      )}
      <ConfirmDelete
        opened={confirming}
        title="Delete this image?"
        error={remove.error}
        pending={remove.isPending}
        onCancel={confirm.close}
        onConfirm={() => void confirmDelete()}
      >
        <Text size="sm">
          The picture and its thumbnails are removed. Images made from it stay
          {image.asset_id ? ", and so does its copy in your asset library" : ""}.
        </Text>
      </ConfirmDelete>
    </Stack>
  );
}
