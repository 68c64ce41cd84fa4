import { Button, List, Stack, Text } from "@mantine/core";

/** No calls in the range: why, and how calls get recorded. */
export function EmptyReport({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  if (filtered)
    return (
      <Stack align="flex-start" gap="xs" py="md">
        <Text>No calls match these filters in this range.</Text>
        <Button variant="light" onClick={onClear}>
          Clear filters
        </Button>
      </Stack>
    );
  return (
    <Stack gap="xs" py="md" maw={720}>
      <Text fw={600}>No model calls were recorded in this range.</Text>
      <Text size="sm">Every call the product makes to a language model is recorded here, successful or not:</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          the planner, when a model plans videos (configure <code>LLM_MODELS</code>, or <code>LLM_PROVIDER</code> and <code>LLM_MODEL</code>
          ): each storyboard answer and each repair of an invalid one;
        </List.Item>
        <List.Item>LLM chat: each step of a staff member's chat answers;</List.Item>
        <List.Item>automated prompt testing: each prompt run against a model, and the judge's scores.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Without a model configured, videos are planned by the text planner and nothing is recorded.
      </Text>
    </Stack>
  );
}
