import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { LibraryUpdate } from "@framewise/contracts";
import type { Content, Layout, Template } from "@framewise/scene";
import { useState } from "react";
import { LibraryThumbnail } from "../LibraryThumbnail";
import { describeChange } from "./describe-change";
import { useUpdateContentLibrary } from "./library-pins-api";

/** Changes listed in the dialog; the rest are counted. */
const LISTED = 12;

type Update = LibraryUpdate<Template | Layout>;

interface Props {
  contentId: string;
  content: Content;
  updates: Update[];
  /** What the video is drawn with now (its pinned versions). */
  template: Template;
  layouts: Record<string, Layout>;
  fontsReady: boolean;
}

const label = (update: Update) => `${update.kind === "template" ? "Template" : "Layout"} “${update.name}”`;

/**
 * Says when newer versions of the video's template or layouts are published. The video keeps the
 * versions it was made with until its owner looks at what changed and takes the update.
 */
export function LibraryUpdatesNotice({ contentId, content, updates, template, layouts, fontsReady }: Props) {
  const [open, setOpen] = useState<Update | null>(null);
  const update = useUpdateContentLibrary(contentId);
  if (!updates.length) return null;
  const take = (items?: Update[]) =>
    update.mutate(
      items?.map(({ kind, id }) => ({ kind, id })),
      { onSuccess: () => setOpen(null) },
    );

  return (
    <Alert color="blue" title={updates.length === 1 ? "A newer version is available" : "Newer versions are available"}>
      <Stack gap="xs">
        <Text size="sm">This video keeps the versions it was made with until you update. Nothing changes until you choose to.</Text>
        {updates.map((item) => (
          <Group key={`${item.kind}:${item.id}`} gap="xs">
            <Text size="sm">
              {label(item)}: version {item.pinned_version} → {item.published_version}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => setOpen(item)}>
              See what changed
            </Button>
          </Group>
        ))}
        {update.error && (
          <Text size="sm" c="red">
            {update.error.message}
          </Text>
        )}
        <Group>
          <Button size="xs" loading={update.isPending} onClick={() => take()}>
            {updates.length === 1 ? "Update" : "Update all"}
          </Button>
        </Group>
      </Stack>
      <Modal opened={open !== null} onClose={() => setOpen(null)} title={open ? `${label(open)}: what changed` : ""} size="lg">
        {open && (
          <Stack>
            <SideBySide update={open} content={content} template={template} layouts={layouts} fontsReady={fontsReady} />
            <List size="sm" aria-label="Changes">
              {open.changes.slice(0, LISTED).map((change) => (
                <List.Item key={change.path}>{describeChange(change)}</List.Item>
              ))}
            </List>
            {open.changes.length > LISTED && (
              <Text size="sm" c="dimmed">
                and {open.changes.length - LISTED} more changes
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(null)}>
                Keep version {open.pinned_version}
              </Button>
              <Button loading={update.isPending} onClick={() => take([open])}>
                Update to version {open.published_version}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Alert>
  );
}

/** The video's first scene (or the layout itself) drawn with the version it has and the one it would get. */
function SideBySide({ update, content, template, layouts, fontsReady }: Omit<Props, "contentId" | "updates"> & { update: Update }) {
  const firstLayout = layouts[content.scenes[0]?.layoutId ?? ""];
  const pictures =
    update.kind === "template"
      ? firstLayout && {
          before: { layout: firstLayout, template: update.pinned as Template },
          after: { layout: firstLayout, template: update.published as Template },
        }
      : { before: { layout: update.pinned as Layout, template }, after: { layout: update.published as Layout, template } };
  if (!pictures) return null;
  return (
    <SimpleGrid cols={2}>
      {(["before", "after"] as const).map((side) => (
        <Stack key={side} gap={4} align="center">
          <LibraryThumbnail {...pictures[side]} aspectRatio={content.aspectRatio} fontsReady={fontsReady} width={220} />
          <Text size="xs" c="dimmed">
            {side === "before" ? `Yours: version ${update.pinned_version}` : `Published: version ${update.published_version}`}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
