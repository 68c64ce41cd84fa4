import { Alert, Anchor, Center, Group, Image, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconMovie, IconSearch } from "@tabler/icons-react";
import type { ContentSummary } from "@framewise/contracts";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { LoadMore } from "../../ui/LoadMore";
import { useVideoList } from "../../video-studio/videos/videos-api";
import { useSaveToLibrary } from "./image-gen-api";

interface Props {
  opened: boolean;
  onClose: () => void;
  imageId: string;
  /** The image's copy in the asset library, when it has one already. */
  assetId: string | null;
}

/** The address that opens a video's editor with its media picker placing `assetId`. */
export const placeInVideoPath = (contentId: string, assetId: string) =>
  `/content/${contentId}/edit?${new URLSearchParams({ place: assetId })}`;

function VideoChoice({ video, onChoose }: { video: ContentSummary; onChoose: () => void }) {
  const poster = video.latest_render?.poster_url;
  return (
    <UnstyledButton onClick={onChoose} aria-label={`Use in ${video.title}`} p={6} style={{ borderRadius: 6 }}>
      <Group gap="sm" wrap="nowrap">
        {poster ? (
          <Image src={poster} alt="" w={96} h={54} radius="sm" fit="cover" />
        ) : (
          <Center w={96} h={54} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 4 }}>
            <IconMovie size={22} stroke={1.4} aria-hidden />
          </Center>
        )}
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} truncate="end">
            {video.title}
          </Text>
          <Text size="xs" c="dimmed">
            Changed {new Date(video.updated_at).toLocaleDateString()}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * "Use in a video": choose one of your videos; the image is copied into the asset library (once)
 * and the video's editor opens with its media picker placing it.
 */
export function UseInVideoModal({ opened, onClose, imageId, assetId }: Props) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const videos = useVideoList(q);
  const save = useSaveToLibrary();
  const navigate = useNavigate();
  const list = videos.data?.pages.flatMap((page) => page.data) ?? [];

  const choose = async (video: ContentSummary) => {
    const asset = assetId ?? (await save.mutateAsync(imageId)).asset_id;
    void navigate(placeInVideoPath(video.id, asset));
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Use in a video" size="md">
      <Stack gap="sm">
        <TextInput
          placeholder="Search your videos"
          aria-label="Search your videos"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {videos.isPending && (
          <Center py="md">
            <Loader size="sm" aria-label="Loading your videos" />
          </Center>
        )}
        {videos.error && <Alert color="red">{videos.error.message}</Alert>}
        {videos.isSuccess && !list.length && (
          <Text size="sm" c="dimmed">
            {q ? `No video matches “${q}”.` : "You have no videos yet."}
          </Text>
        )}
        <ScrollArea.Autosize mah={360}>
          <Stack gap={2}>
            {list.map((video) => (
              <VideoChoice key={video.id} video={video} onChoose={() => void choose(video)} />
            ))}
            <LoadMore list={videos} />
          </Stack>
        </ScrollArea.Autosize>
        {save.isPending && <Loader size="xs" aria-label="Copying the image into your library" />}
        {save.error && <Alert color="red">{save.error.message}</Alert>}
        <Text size="sm" c="dimmed">
          Or{" "}
          <Anchor component={Link} to="/create">
            start a new video
          </Anchor>
          .
        </Text>
      </Stack>
    </Modal>
  );
}
