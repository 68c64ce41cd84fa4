import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useSubmitEdit } from "../edit/edit-api";
import { providerOf, useImage, useImageProviders } from "../image-gen-api";
import { V1Generation } from "./V1Generation";
import { V1ImageGrid } from "./V1ImageGrid";
import { V1Nav } from "./V1Nav";

/** One image and the one question of the older form: what to change (an instruction edit by the default provider). */
function V1EditForm({ imageId }: { imageId: string }) {
  const image = useImage(imageId);
  const providers = useImageProviders();
  const submit = useSubmitEdit(imageId);
  const [instruction, setInstruction] = useState("");
  const provider = providerOf(providers.data);
  const cannotEdit = provider && !provider.capabilities.includes("edit");
  const send = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ mode: "instruction", prompt: instruction.trim() });
  };

  if (image.error) return <Alert color="red">{image.error.message}</Alert>;
  if (!image.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading image" />
      </Center>
    );
  const detail = image.data;
  if (!detail.mine) return <Alert color="gray">Only your own images can be edited.</Alert>;
  return (
    <Stack gap="md">
      <img src={detail.thumbnails.large} alt={detail.recipe.prompt} style={{ maxWidth: "100%", maxHeight: "50vh", objectFit: "contain" }} />
      {cannotEdit && <Alert color="yellow">{provider.label} cannot edit images from an instruction.</Alert>}
      <form onSubmit={send}>
        <Stack gap="sm">
          <Textarea
            label="What to change"
            placeholder="make the sky pink"
            value={instruction}
            onChange={(event) => setInstruction(event.currentTarget.value)}
            maxLength={IMAGE_GEN_LIMITS.instructionLength}
            rows={3}
            required
          />
          {submit.error && <Alert color="red">{submit.error.message}</Alert>}
          <Group>
            <Button type="submit" loading={submit.isPending} disabled={!instruction.trim() || cannotEdit}>
              Edit the image
            </Button>
            <Anchor component={Link} to={`/image-gen/v1/${detail.id}`}>
              Back to the image
            </Anchor>
          </Group>
        </Stack>
      </form>
      {submit.data && <V1Generation key={submit.data.id} started={submit.data} working="Editing…" />}
    </Stack>
  );
}

/** `image-gen/v1/edit?image=ID`: the older edit form; without an image, the caller's images to choose one from. */
export default function V1EditPage() {
  const [params] = useSearchParams();
  const imageId = params.get("image");
  return (
    <Stack gap="md" maw={imageId ? 640 : undefined}>
      <V1Nav title="Edit (v1)" />
      {imageId ? (
        <V1EditForm key={imageId} imageId={imageId} />
      ) : (
        <>
          <Text>Choose one of your images to edit.</Text>
          <V1ImageGrid linkTo={(id) => `/image-gen/v1/edit?image=${id}`} />
        </>
      )}
    </Stack>
  );
}
