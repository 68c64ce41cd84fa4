import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { memberItemPath, useMemberReviewQueue } from "./member-review-api";
import { ReviewCard } from "./ReviewCard";

/** The drafts waiting for the user's decision, by client: the members' side of a pipeline's approval step. */
export function MemberReviewQueue() {
  const queue = useMemberReviewQueue();
  if (queue.isError) return <Alert color="red">{queue.error.message}</Alert>;
  if (queue.isPending) return <Loader aria-label="Loading the drafts to review" />;
  const waiting = queue.data.filter((entry) => entry.items.length);
  if (!waiting.length)
    return (
      <Text c="dimmed">
        Nothing waits for your review. When a pipeline of one of your clients drafts videos that need approval, they appear here.
      </Text>
    );
  return (
    <Stack>
      {waiting.map(({ client, items }) => (
        <Stack key={client.id} gap="sm">
          <Title order={3}>{client.name}</Title>
          {items.map((item) => (
            <ReviewCard key={item.id} item={item} itemPath={memberItemPath(client.id, item.id)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
