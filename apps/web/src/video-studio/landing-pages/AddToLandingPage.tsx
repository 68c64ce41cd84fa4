import { Alert, Anchor, Button, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { IconLayoutGrid } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { useCreateLandingPage, useLandingPages, useSaveLandingPage } from "./landing-api";

interface Props {
  contentId: string;
  title: string;
}

/** On the share screen: present this video on a new landing page, or add it to one of yours. */
export function AddToLandingPage({ contentId, title }: Props) {
  const navigate = useNavigate();
  const pages = useLandingPages();
  const create = useCreateLandingPage();
  const save = useSaveLandingPage();
  const containing = pages.data?.filter((page) => page.content_ids.includes(contentId)) ?? [];
  const others = pages.data?.filter((page) => !page.content_ids.includes(contentId)) ?? [];

  const addTo = (pageId: string) => {
    const page = others.find((candidate) => candidate.id === pageId);
    if (!page) return;
    const fields = { title: page.title, text: page.text, contentIds: [...page.content_ids, contentId], published: page.published };
    save.mutate({ id: page.id, fields }, { onSuccess: (saved) => void navigate(saved.public_path) });
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group gap="xs">
          <IconLayoutGrid size={18} aria-hidden />
          <Title order={2} size="h5">
            Landing page
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Present this video, alone or with others, on a page with your own title and text.
        </Text>
        {containing.length > 0 && (
          <Text size="sm">
            On:{" "}
            {containing.map((page, index) => (
              <span key={page.id}>
                {index > 0 && ", "}
                <Anchor component={Link} to={page.public_path}>
                  {page.title}
                </Anchor>
              </span>
            ))}
          </Text>
        )}
        <Group gap="sm" align="flex-end">
          <Button
            variant="light"
            loading={create.isPending}
            onClick={() => create.mutate({ title, contentIds: [contentId] }, { onSuccess: (page) => void navigate(page.public_path) })}
          >
            New landing page
          </Button>
          {others.length > 0 && (
            <Select
              aria-label="Add to a landing page"
              placeholder="Add to a landing page…"
              data={others.map((page) => ({ value: page.id, label: page.title }))}
              value={null}
              disabled={save.isPending}
              onChange={(id) => id && addTo(id)}
            />
          )}
        </Group>
        {(create.error ?? save.error) && <Alert color="red">{(create.error ?? save.error)?.message}</Alert>}
      </Stack>
    </Paper>
  );
}
