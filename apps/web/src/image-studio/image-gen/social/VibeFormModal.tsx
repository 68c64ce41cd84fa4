import { Alert, Button, Group, Image, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IMAGE_GEN_LIMITS, type GeneratedImageSummary, type ImageVibe } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../../api/http";
import { useCreateVibe, useUpdateVibe, type VibeInput } from "./social-api";

const LIMITS = IMAGE_GEN_LIMITS;

interface Props {
  /** The vibe being edited; none to create one. */
  vibe: ImageVibe | null;
  /** Creating from this image's recipe (the create form's and output page's "Save as vibe"). */
  fromImage?: GeneratedImageSummary | null;
  opened: boolean;
  onClose: () => void;
}

const clip = (text: string | null | undefined) => (text ?? "").slice(0, LIMITS.vibeFragment);

const startOf = (vibe: ImageVibe | null, image: GeneratedImageSummary | null): VibeInput => ({
  name: vibe?.name ?? "",
  description: vibe?.description ?? "",
  prompt_fragment: vibe?.prompt_fragment ?? clip(image?.recipe.prompt),
  negative_fragment: vibe?.negative_fragment ?? clip(image?.recipe.negative_prompt),
});

/** Creates or edits one of the caller's vibes, within the server's limits; the server's field errors show by their fields. */
export function VibeFormModal({ vibe, fromImage = null, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={vibe ? `Edit “${vibe.name}”` : fromImage ? "New vibe from an image" : "New vibe"}>
      {/* Keyed so each opening starts from the vibe's own values. */}
      {opened && <VibeForm key={vibe?.id ?? fromImage?.id ?? "new"} vibe={vibe} fromImage={fromImage} onDone={onClose} />}
    </Modal>
  );
}

function VibeForm({ vibe, fromImage, onDone }: { vibe: ImageVibe | null; fromImage: GeneratedImageSummary | null; onDone: () => void }) {
  const [values, setValues] = useState(() => startOf(vibe, fromImage));
  const create = useCreateVibe();
  const update = useUpdateVibe();
  const saving = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const set = (name: keyof VibeInput) => (event: { currentTarget: { value: string } }) => {
    // Read now: the event's target is gone by the time the updater runs.
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, name: values.name.trim(), prompt_fragment: values.prompt_fragment.trim() };
    if (vibe) await update.mutateAsync({ id: vibe.id, ...input });
    else await create.mutateAsync(fromImage ? { ...input, from_image_id: fromImage.id } : input);
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <Stack gap="sm">
        {fromImage && (
          <Group gap="sm" wrap="nowrap">
            <Image src={fromImage.thumbnails.small} alt="The image it is made from" w={64} h={64} radius="sm" />
            <Text size="sm" c="dimmed">
              Its prompt fills the fragments below, and the picture becomes the vibe&apos;s preview.
            </Text>
          </Group>
        )}
        <TextInput label="Name" required maxLength={LIMITS.vibeName} value={values.name} onChange={set("name")} error={fields.name} />
        <Textarea
          label="Description"
          maxLength={LIMITS.vibeFragment}
          rows={2}
          value={values.description}
          onChange={set("description")}
          error={fields.description}
        />
        <Textarea
          label="Prompt fragment"
          description="Words added to every prompt made with this vibe."
          required
          maxLength={LIMITS.vibeFragment}
          rows={2}
          value={values.prompt_fragment}
          onChange={set("prompt_fragment")}
          error={fields.prompt_fragment}
        />
        <Textarea
          label="Negative fragment"
          description="What images made with it should avoid."
          maxLength={LIMITS.vibeFragment}
          rows={1}
          value={values.negative_fragment}
          onChange={set("negative_fragment")}
          error={fields.negative_fragment}
        />
        {error && !Object.keys(fields).length && <Alert color="red">{error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={!values.name.trim() || !values.prompt_fragment.trim()}>
            {vibe ? "Save" : "Create vibe"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
