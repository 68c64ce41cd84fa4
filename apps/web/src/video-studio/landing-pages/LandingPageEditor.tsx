import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconCheck, IconCopy, IconX } from "@tabler/icons-react";
import type { LandingPageDetail } from "@framewise/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { useLeaveWarning } from "../shared/use-leave-warning";
import { useVideoList } from "../videos/videos-api";
import { useSaveLandingPage, type LandingPageFields } from "./landing-api";

const PAGE_VIDEOS = 12;

const fieldsOf = (page: LandingPageDetail): LandingPageFields => ({
  title: page.title,
  text: page.text,
  contentIds: page.content_ids,
  published: page.published,
});
const sameFields = (a: LandingPageFields, b: LandingPageFields) => JSON.stringify(a) === JSON.stringify(b);

/** The owner's panel on their landing page: title, text, which videos in which order, published or not. */
export function LandingPageEditor({ page }: { page: LandingPageDetail }) {
  const [fields, setFields] = useState(() => fieldsOf(page));
  const save = useSaveLandingPage();
  const videos = useVideoList("", "recent", 100);
  const titles = new Map((videos.data?.pages[0]?.data ?? []).map((video) => [video.id, video.title]));
  const set = (change: Partial<LandingPageFields>) => setFields((current) => ({ ...current, ...change }));
  const move = (from: number, to: number) => {
    const ids = [...fields.contentIds];
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    set({ contentIds: ids });
  };
  const unsaved = !sameFields(fields, fieldsOf(page));
  useLeaveWarning(unsaved);
  const link = `${window.location.origin}${page.public_path}`;
  const addable = [...titles].filter(([id]) => !fields.contentIds.includes(id)).map(([value, label]) => ({ value, label }));

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      aria-label="Edit your landing page"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: page.id, fields });
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="sm">
            <Title order={2} size="h4">
              Your landing page
            </Title>
            <Anchor component={Link} to="/videos" size="sm">
              Your videos
            </Anchor>
          </Group>
          <Text size="sm" c={unsaved ? "orange" : "dimmed"} data-testid="landing-save-state">
            {save.isPending ? "Saving…" : unsaved ? "Unsaved changes" : "Saved"}
          </Text>
        </Group>
        <TextInput
          label="Title"
          required
          maxLength={120}
          value={fields.title}
          onChange={(event) => set({ title: event.currentTarget.value })}
          error={fields.title.trim() ? undefined : "Give the page a title."}
        />
        <Textarea
          label="Text"
          description="A few words under the title."
          autosize
          minRows={2}
          maxLength={2000}
          value={fields.text}
          onChange={(event) => set({ text: event.currentTarget.value })}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Videos
          </Text>
          {fields.contentIds.map((id, index) => (
            <Group key={id} gap="xs" wrap="nowrap" data-testid="landing-editor-video">
              <Text size="sm" style={{ flex: 1 }} truncate="end">
                {index + 1}. {titles.get(id) ?? "A deleted video"}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move ${titles.get(id) ?? "video"} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Move ${titles.get(id) ?? "video"} down`}
                disabled={index === fields.contentIds.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${titles.get(id) ?? "video"}`}
                onClick={() => set({ contentIds: fields.contentIds.filter((other) => other !== id) })}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Select
            aria-label="Add a video"
            placeholder={fields.contentIds.length >= PAGE_VIDEOS ? `A page holds ${PAGE_VIDEOS} videos` : "Add a video…"}
            data={addable}
            value={null}
            searchable
            disabled={fields.contentIds.length >= PAGE_VIDEOS}
            onChange={(id) => id && set({ contentIds: [...fields.contentIds, id] })}
          />
          <Text size="xs" c="dimmed">
            Visitors see the videos you share that have a finished render.
          </Text>
        </Stack>
        <Switch
          label="Published"
          description="Anyone with the link can see the page."
          checked={fields.published}
          onChange={(event) => set({ published: event.currentTarget.checked })}
        />
        {save.isError && <Alert color="red">{save.error.message}</Alert>}
        <Group justify="space-between">
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {link}
            </Text>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="xs" variant="subtle" onClick={copy} leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}>
                  {copied ? "Copied" : "Copy link"}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Button type="submit" disabled={!unsaved || !fields.title.trim()} loading={save.isPending}>
            Save
          </Button>
        </Group>
        {!page.published && (
          <Text size="sm" c="dimmed">
            Not published: only you can see this page.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
