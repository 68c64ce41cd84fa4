import type { LibraryCommentPin, StaffMember } from "@framewise/contracts";
import { Badge, Button, CloseButton, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../api/http";
import { pinLabel, usePostComment, type CommentsTarget } from "./comments-api";
import { mentionedEmails } from "./mention-text";
import { MentionTextarea } from "./MentionTextarea";
import { useStaffMembers } from "./staff-members-api";

interface Props {
  target: CommentsTarget;
  label: string;
  submitLabel: string;
  /** The thread answered; a new thread without it. */
  parentId?: string;
  /** A point picked on a preview, sent with the comment and then given up. */
  pin?: LibraryCommentPin | null;
  onPinClear?: () => void;
  onPosted?: () => void;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** The server's complaint in words a person can act on, naming the emails a mention failed for. */
function problem(error: Error | null, mentions: string[]): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApiError) || !error.fields) return error.message;
  const named = Object.keys(error.fields).map((field) => mentions[Number(/^mentions\.(\d+)$/.exec(field)?.[1])] ?? field);
  return `${error.message} (${named.join(", ")})`;
}

/** Writes a comment or an answer, with @mentions of staff and, for a new thread, the pin picked on a preview. */
export function CommentComposer({ target, label, submitLabel, parentId, pin, onPinClear, onPosted, onCancel, autoFocus }: Props) {
  const members = useStaffMembers().data ?? [];
  const post = usePostComment(target);
  const [body, setBody] = useState("");
  const [picked, setPicked] = useState<StaffMember[]>([]);
  const mentions = mentionedEmails(body, picked, members);

  const submit = () => {
    if (!body.trim() || post.isPending) return;
    post.mutate(
      { body, ...(parentId && { parent_id: parentId }), ...(pin && { pin }), ...(mentions.length && { mentions }) },
      {
        onSuccess: () => {
          setBody("");
          setPicked([]);
          onPinClear?.();
          onPosted?.();
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <MentionTextarea
        label={label}
        placeholder="Type @ to mention a staff member. Ctrl+Enter sends."
        value={body}
        onChange={setBody}
        onMention={(member) => setPicked((current) => [...current, member])}
        onSubmit={submit}
        error={problem(post.error, mentions)}
        autoFocus={autoFocus}
      />
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          {pin ? (
            <Badge variant="light" color="violet" rightSection={<CloseButton size="xs" aria-label="Remove the pin" onClick={onPinClear} />}>
              Pinned to {pinLabel(pin)}
            </Badge>
          ) : (
            !parentId && (
              <Text size="xs" c="dimmed">
                Click a preview to pin this comment to a point of its frame.
              </Text>
            )
          )}
          {mentions.length > 0 && (
            <Text size="xs" c="dimmed">
              Mails {mentions.length === 1 ? mentions[0] : `${mentions.length} staff members`}
            </Text>
          )}
        </Group>
        <Group gap="xs">
          {onCancel && (
            <Button variant="subtle" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button size="xs" onClick={submit} loading={post.isPending} disabled={!body.trim()}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
