import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmDelete } from "../../../ui/ConfirmDelete";
import { imageFileUrl, useDeleteImage, useImage } from "../image-gen-api";
import { V1Nav } from "./V1Nav";

/** One image in the older form: the picture, its prompt, download, and for one's own, edit and delete. */
export default function V1ImagePage() {
  const { id = "" } = useParams();
  const image = useImage(id);
  const remove = useDeleteImage();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const detail = image.data;
  return (
    <Stack gap="md">
      <V1Nav title="Image (v1)" />
      {image.error && <Alert color="red">{image.error.message}</Alert>}
      {image.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading image" />
        </Center>
      )}
      {detail && (
        <>
          <img
            src={detail.thumbnails.large}
            alt={detail.recipe.prompt}
            style={{ maxWidth: "100%", maxHeight: "70vh", objectFit: "contain" }}
          />
          <Text>{detail.recipe.prompt}</Text>
          <Group>
            <Button component="a" href={imageFileUrl(detail.id, { download: true })} download variant="light">
              Download
            </Button>
            {detail.mine && (
              <Button component={Link} to={`/image-gen/v1/edit?image=${detail.id}`} variant="light">
                Edit this image
              </Button>
            )}
            {detail.mine && (
              <Button color="red" variant="light" onClick={() => (remove.reset(), setConfirming(true))}>
                Delete
              </Button>
            )}
            <Anchor component={Link} to={`/image-gen/${detail.id}`}>
              Open in the new studio
            </Anchor>
          </Group>
          <ConfirmDelete
            opened={confirming}
            title="Delete image"
            error={remove.error}
            pending={remove.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={() => remove.mutate(detail.id, { onSuccess: () => void navigate("/image-gen/v1/all", { replace: true }) })}
          >
            <Text size="sm">The image and its file are deleted for good.</Text>
          </ConfirmDelete>
        </>
      )}
    </Stack>
  );
}
