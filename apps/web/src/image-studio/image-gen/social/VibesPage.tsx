import { Alert, Button, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ImageVibe } from "@framewise/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useSession } from "../../../session/session-context";
import { useImage, useImageVibes } from "../image-gen-api";
import { useDeleteVibe } from "./social-api";
import { usePublishVibe } from "./staff-api";
import { VibeCard } from "./VibeCard";
import { VibeFormModal } from "./VibeFormModal";

const GRID = { base: 1, xs: 2, md: 3, lg: 4 };

/**
 * Vibes (`/image-gen/vibe`): everyone's style presets, then the caller's own, which they create,
 * edit and delete. `?from_image=ID` opens the form filled from that image's recipe.
 */
export default function VibesPage() {
  const vibes = useImageVibes();
  const [params, setParams] = useSearchParams();
  const fromImageId = params.get("from_image");

  const remove = useDeleteVibe();
  const publish = usePublishVibe();
  const staff = Boolean(useSession().userInfo?.is_staff);
  const onPublish = staff ? (vibe: ImageVibe, on: boolean) => publish.mutate({ id: vibe.id, publish: on }) : undefined;
  const [editing, setEditing] = useState<{ vibe: ImageVibe | null } | null>(null);
  const [deleting, setDeleting] = useState<ImageVibe | null>(null);
  const everyones = vibes.data?.filter((vibe) => !vibe.mine) ?? [];
  const own = vibes.data?.filter((vibe) => vibe.mine) ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    setDeleting(null);
  };

  return (
    <Stack gap="lg" maw={1400}>
      <Group justify="space-between">
        <div>
          <Title order={1} size="h2">
            Vibes
          </Title>
          <Text c="dimmed" size="sm">
            Style presets: words added to your prompt, and what to avoid.
          </Text>
        </div>
        <Button onClick={() => setEditing({ vibe: null })}>New vibe</Button>
      </Group>
      {vibes.isPending && <Loader aria-label="Loading vibes" />}
      {vibes.error && <Alert color="red">{vibes.error.message}</Alert>}
      {publish.error && <Alert color="red">{publish.error.message}</Alert>}
      {vibes.data && (
        <>
          <section aria-labelledby="own-vibes">
            <Title order={2} size="h4" id="own-vibes" mb="sm">
              Your vibes
            </Title>
            {own.length ? (
              <SimpleGrid cols={GRID}>
                {own.map((vibe) => (
                  <VibeCard
                    key={vibe.id}
                    vibe={vibe}
                    onEdit={(chosen) => setEditing({ vibe: chosen })}
                    onDelete={setDeleting}
                    onPublish={onPublish}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <Text c="dimmed" data-testid="no-own-vibes">
                You have no vibes of your own yet. Create one with “New vibe”, or start from a vibe below and make it yours.
              </Text>
            )}
          </section>
          <section aria-labelledby="everyones-vibes">
            <Title order={2} size="h4" id="everyones-vibes" mb="sm">
              Starter and published
            </Title>
            <SimpleGrid cols={GRID}>
              {everyones.map((vibe) => (
                <VibeCard key={vibe.id} vibe={vibe} onPublish={onPublish} />
              ))}
            </SimpleGrid>
          </section>
        </>
      )}
      <VibeFormModal opened={Boolean(editing)} vibe={editing?.vibe ?? null} onClose={() => setEditing(null)} />
      {fromImageId && (
        <VibeFromImage
          key={fromImageId}
          imageId={fromImageId}
          onClose={() =>
            setParams(
              (current) => {
                current.delete("from_image");
                return current;
              },
              { replace: true },
            )
          }
        />
      )}
      <Modal opened={Boolean(deleting)} onClose={() => setDeleting(null)} title="Delete this vibe?">
        <Text size="sm">Images already made with “{deleting?.name}” keep their recipe.</Text>
        {remove.error && (
          <Alert color="red" mt="sm">
            {remove.error.message}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirmDelete().catch(() => undefined)}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** The form filled from an image's recipe, once the image (the caller's or a public one) has loaded. */
function VibeFromImage({ imageId, onClose }: { imageId: string; onClose: () => void }) {
  const image = useImage(imageId);
  if (image.error) return <Alert color="red">{image.error.message}</Alert>;
  return <VibeFormModal opened={Boolean(image.data)} vibe={null} fromImage={image.data ?? null} onClose={onClose} />;
}
