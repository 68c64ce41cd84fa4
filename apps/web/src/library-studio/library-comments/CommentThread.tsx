import type { LibraryComment, LibraryCommentPin, LibraryCommentThread } from "@framewise/contracts";
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { relativeTime } from "../../ai-desk/chat/history/relative-time";
import { useSession } from "../../session/session-context";
import { CommentBody } from "./CommentBody";
import { CommentComposer } from "./CommentComposer";
import { pinLabel, useDeleteComment, useResolveThread, type CommentsTarget } from "./comments-api";

interface Props {
  target: CommentsTarget;
  thread: LibraryCommentThread;
  /** Each pinned comment's number, as the preview's markers show it. */
  pinNumbers: Map<string, number>;
  onSelectPin?: (pin: LibraryCommentPin) => void;
}

/** One comment: who, when, its pin chip, its text; and, for the caller's own, delete (asked twice when answers would go too). */
function CommentLine({
  target,
  comment,
  answers,
  pinNumber,
  onSelectPin,
}: {
  target: CommentsTarget;
  comment: LibraryComment;
  answers: number;
  pinNumber?: number;
  onSelectPin?: (pin: LibraryCommentPin) => void;
}) {
  const { userId } = useSession();
  const remove = useDeleteComment(target);
  const [confirming, setConfirming] = useState(false);
  const author = comment.author ? comment.author.name || comment.author.email : "A former staff member";
  const onDelete = () => (answers > 0 && !confirming ? setConfirming(true) : remove.mutate(comment.id));

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {author}
        </Text>
        <Text size="xs" c="dimmed" title={new Date(comment.created_at).toLocaleString()}>
          {relativeTime(comment.created_at)}
        </Text>
        {comment.pin && (
          <UnstyledButton
            onClick={() => onSelectPin?.(comment.pin!)}
            aria-label={`Show pin ${pinNumber ?? ""} at ${pinLabel(comment.pin)}`}
          >
            <Badge variant="light" color="violet" size="sm" style={{ cursor: onSelectPin ? "pointer" : undefined }}>
              {pinNumber !== undefined && `${pinNumber} · `}
              {pinLabel(comment.pin)}
            </Badge>
          </UnstyledButton>
        )}
        {comment.author?.id === userId && (
          <Button variant="subtle" color="red" size="compact-xs" ml="auto" onClick={onDelete} loading={remove.isPending}>
            {confirming ? `Delete with ${answers} ${answers === 1 ? "answer" : "answers"}` : "Delete"}
          </Button>
        )}
      </Group>
      <CommentBody body={comment.body} mentions={comment.mentions} />
      {remove.error && (
        <Text size="xs" c="red">
          {remove.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** A thread: its first comment, the answers under it, reply and resolve/reopen. */
export function CommentThread({ target, thread, pinNumbers, onSelectPin }: Props) {
  const resolve = useResolveThread(target);
  const [replying, setReplying] = useState(false);
  const resolved = thread.resolved_at !== null;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      opacity={resolved ? 0.7 : 1}
      aria-label={`Thread by ${thread.author?.name ?? "a former staff member"}`}
      component="article"
    >
      <Stack gap="sm">
        <CommentLine
          target={target}
          comment={thread}
          answers={thread.answers.length}
          pinNumber={pinNumbers.get(thread.id)}
          onSelectPin={onSelectPin}
        />
        {thread.answers.length > 0 && (
          <Stack gap="sm" pl="md" style={{ borderLeft: "2px solid var(--mantine-color-default-border)" }}>
            {thread.answers.map((answer) => (
              <CommentLine
                key={answer.id}
                target={target}
                comment={answer}
                answers={0}
                pinNumber={pinNumbers.get(answer.id)}
                onSelectPin={onSelectPin}
              />
            ))}
          </Stack>
        )}
        {replying ? (
          <CommentComposer
            target={target}
            parentId={thread.id}
            label="Your answer"
            submitLabel="Answer"
            autoFocus
            onPosted={() => setReplying(false)}
            onCancel={() => setReplying(false)}
          />
        ) : (
          <Group gap="xs">
            <Button variant="light" size="compact-xs" onClick={() => setReplying(true)}>
              Reply
            </Button>
            <Button
              variant="subtle"
              size="compact-xs"
              color={resolved ? "gray" : "green"}
              loading={resolve.isPending}
              onClick={() => resolve.mutate({ id: thread.id, resolved: !resolved })}
            >
              {resolved ? "Reopen" : "Resolve"}
            </Button>
            {resolved && (
              <Text size="xs" c="dimmed">
                Resolved {relativeTime(thread.resolved_at!)}
              </Text>
            )}
            {resolve.error && (
              <Text size="xs" c="red">
                {resolve.error.message}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
