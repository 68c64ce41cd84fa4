import { Alert, Button, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconMovie, IconPlus, IconSearch } from "@tabler/icons-react";
import type { ContentSummary, VideoSort } from "@framewise/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { LoadMore } from "../../ui/LoadMore";
import { useDeleteVideo, useDuplicateVideo, useVideoList } from "./videos-api";
import { VideoCard } from "./VideoCard";

const SORT_CHOICES: { value: VideoSort; label: string }[] = [
  { value: "recent", label: "Last changed" },
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "title", label: "Title A–Z" },
];

/** The user's videos, most recently changed first: status at a glance, search, sort, duplicate, share, delete. */
export default function VideosPage() {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const [sort, setSort] = useState<VideoSort>("recent");
  const list = useVideoList(q, sort);
  const duplicate = useDuplicateVideo();
  const remove = useDeleteVideo();
  const [deleting, setDeleting] = useState<ContentSummary | null>(null);
  const videos = list.data?.pages.flatMap((page) => page.data) ?? [];

  const confirmDelete = async () => {
    if (deleting) await remove.mutateAsync(deleting.id);
    setDeleting(null);
  };

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Videos
        </Title>
        <Button component={Link} to="/prompt-to-video" leftSection={<IconPlus size={16} />}>
          New video
        </Button>
      </Group>
      <Group gap="sm">
        <TextInput
          placeholder="Search by title"
          aria-label="Search videos"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={420}
          maw="100%"
        />
        <Select
          aria-label="Sort videos"
          data={SORT_CHOICES}
          value={sort}
          allowDeselect={false}
          onChange={(value) => value && setSort(value)}
          w={190}
        />
      </Group>
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      {duplicate.isError && <Alert color="red">{duplicate.error.message}</Alert>}
      {list.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {!list.isPending && !videos.length && !q && (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconMovie size={40} stroke={1.4} aria-hidden />
            <Text fw={600}>No videos yet</Text>
            <Text size="sm" c="dimmed">
              Describe one in a few sentences and get a storyboard to edit.
            </Text>
            <Button component={Link} to="/prompt-to-video" mt="xs">
              Make your first video
            </Button>
          </Stack>
        </Paper>
      )}
      {!list.isPending && !videos.length && q && <Text c="dimmed">No video matches “{q}”.</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {videos.map((video) => (
          <VideoCard key={video.id} video={video} onDuplicate={() => duplicate.mutate(video.id)} onDelete={() => setDeleting(video)} />
        ))}
      </SimpleGrid>
      <LoadMore list={list} />
      <ConfirmDelete
        opened={deleting !== null}
        title={`Delete “${deleting?.title ?? ""}”?`}
        error={remove.error}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      >
        <Text size="sm">The video and its storyboard are deleted. Its public page stops working.</Text>
      </ConfirmDelete>
    </Stack>
  );
}
