import type { LibraryCommentPin, LibraryKind } from "@framewise/contracts";
import { Alert, Group, Skeleton, Stack, Switch, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { CommentComposer } from "./CommentComposer";
import { CommentThread } from "./CommentThread";
import { pinnedComments, useVersionComments } from "./comments-api";

interface Props {
  kind: LibraryKind;
  itemId: string;
  version: number;
  /** A point picked on a preview (`PinOverlay`'s `onPick`): the next new comment is pinned to it. */
  pin?: LibraryCommentPin | null;
  /** The pin was used or removed: the page forgets it. */
  onPinClear?: () => void;
  /** A comment's pin chip was clicked: the page can show that aspect at that moment. */
  onSelectPin?: (pin: LibraryCommentPin) => void;
}

/**
 * A version's comment threads: write (with @mentions and a pin picked on a preview), answer,
 * resolve or reopen, delete your own. Resolved threads are folded away until asked for.
 */
export function VersionComments({ kind, itemId, version, pin, onPinClear, onSelectPin }: Props) {
  const target = useMemo(() => ({ kind, itemId, version }), [kind, itemId, version]);
  const threads = useVersionComments(target);
  const [showResolved, setShowResolved] = useState(false);
  const pinNumbers = useMemo(() => new Map(pinnedComments(threads.data ?? []).map((pinned) => [pinned.id, pinned.number])), [threads.data]);
  const resolvedCount = threads.data?.filter((thread) => thread.resolved_at !== null).length ?? 0;
  const shown = threads.data?.filter((thread) => showResolved || thread.resolved_at === null) ?? [];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Comments on version {version}</Title>
        {resolvedCount > 0 && (
          <Switch
            size="xs"
            label={`Show resolved (${resolvedCount})`}
            checked={showResolved}
            onChange={(event) => setShowResolved(event.currentTarget.checked)}
          />
        )}
      </Group>
      {threads.isPending && <Skeleton height={72} radius="md" aria-label="Loading comments" />}
      {threads.error && (
        <Alert color="red" title="The comments could not be loaded">
          {threads.error.message}
        </Alert>
      )}
      {threads.data && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          {resolvedCount > 0 ? "Every thread is resolved." : `No comments on version ${version} yet.`}
        </Text>
      )}
      {shown.map((thread) => (
        <CommentThread key={thread.id} target={target} thread={thread} pinNumbers={pinNumbers} onSelectPin={onSelectPin} />
      ))}
      <CommentComposer target={target} label="New comment" submitLabel="Comment" pin={pin} onPinClear={onPinClear} />
    </Stack>
  );
}
