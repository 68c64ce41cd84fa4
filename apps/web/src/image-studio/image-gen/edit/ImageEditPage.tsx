import { Alert, Anchor, Badge, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import type { ImageCapability } from "@framewise/contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CropPanel } from "./CropPanel";
import { EditProgress } from "./EditProgress";
import { ExtendPanel } from "./ExtendPanel";
import { InpaintPanel } from "./InpaintPanel";
import { InstructionPanel } from "./InstructionPanel";
import { providerOf, useImage, useImageProviders } from "../image-gen-api";
import { useSubmitEdit, type EditSubmission } from "./edit-api";

type Mode = EditSubmission["mode"];

/** Each mode, and what the provider must declare for it (a crop needs none: it is cut here). */
const MODES: { mode: Mode; label: string; needs: ImageCapability | undefined }[] = [
  { mode: "instruction", label: "Instruction", needs: "edit" },
  { mode: "inpaint", label: "Inpaint", needs: "mask" },
  { mode: "crop", label: "Crop", needs: undefined },
  { mode: "extend", label: "Extend", needs: "outpaint" },
];

/** `image-gen/edit?image=ID`: instruction edit, mask inpainting, crop and extend of one of your images. */
export default function ImageEditPage() {
  const [params] = useSearchParams();
  const imageId = params.get("image");
  const image = useImage(imageId ?? "");
  const providers = useImageProviders();
  const submit = useSubmitEdit(imageId ?? "");
  const [mode, setMode] = useState<Mode | null>(null);

  if (!imageId)
    return (
      <Stack>
        <Title order={2}>Edit image</Title>
        <Text>
          Choose an image to edit from{" "}
          <Anchor component={Link} to="/image-gen/all">
            all your generations
          </Anchor>
          .
        </Text>
      </Stack>
    );
  if (image.error || providers.error) return <Alert color="red">{(image.error ?? providers.error)!.message}</Alert>;
  if (!image.data || !providers.data) return <Loader aria-label="Loading the image" />;

  // Edits go to the default provider: its capabilities decide which modes are offered.
  const provider = providerOf(providers.data);

  const offered = MODES.filter(({ needs }) => !needs || provider?.capabilities.includes(needs));
  const current = offered.some((entry) => entry.mode === mode) ? mode! : offered[0]!.mode;
  const picture = { url: image.data.url, width: image.data.width, height: image.data.height };
  const send = (edit: EditSubmission) => submit.mutate(edit);
  const busy = submit.isPending;

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={2}>Edit image</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {picture.width} × {picture.height}
          </Text>
          {provider?.offline_preview && <Badge variant="light">{provider.label}: abstract art, not AI</Badge>}
          <Anchor component={Link} to={`/image-gen/${image.data.id}`} size="sm">
            Back to the image
          </Anchor>
        </Group>
      </Group>
      <Tabs value={current} onChange={(value) => setMode(value as Mode)} keepMounted={false}>
        <Tabs.List>
          {offered.map(({ mode, label }) => (
            <Tabs.Tab key={mode} value={mode}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="instruction" pt="md">
          <InstructionPanel imageUrl={picture.url} busy={busy} onSubmit={(prompt) => send({ mode: "instruction", prompt })} />
        </Tabs.Panel>
        <Tabs.Panel value="inpaint" pt="md">
          <InpaintPanel image={picture} busy={busy} onSubmit={(prompt, mask) => send({ mode: "inpaint", prompt, mask })} />
        </Tabs.Panel>
        <Tabs.Panel value="crop" pt="md">
          <CropPanel image={picture} busy={busy} onSubmit={(crop) => send({ mode: "crop", crop })} />
        </Tabs.Panel>
        <Tabs.Panel value="extend" pt="md">
          <ExtendPanel image={picture} busy={busy} onSubmit={(extend, prompt) => send({ mode: "extend", extend, prompt })} />
        </Tabs.Panel>
      </Tabs>
      {submit.error && <Alert color="red">{submit.error.message}</Alert>}
      {submit.data && <EditProgress key={submit.data.id} generationId={submit.data.id} />}
    </Stack>
  );
}
