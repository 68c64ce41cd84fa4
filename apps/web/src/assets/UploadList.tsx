import { Button, Group, Paper, Progress, Stack, Text } from "@mantine/core";
import type { UploadItem } from "./use-uploads";

/** The uploads of this visit: progress while sending, the reason when one is refused. */
export function UploadList({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  if (!items.length) return null;
  const finished = items.some((item) => item.state === "done" || item.state === "failed");
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Uploads">
      <Stack gap={8}>
        {items.map((item) => (
          <Stack key={item.key} gap={2} data-testid="upload-item" data-state={item.state}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate="end">
                {item.name}
              </Text>
              <Text size="xs" c={item.state === "failed" ? "red" : "dimmed"}>
                {item.state === "uploading" ? `${Math.round(item.progress * 100)}%` : item.state === "done" ? "Uploaded" : item.state === "failed" ? "Failed" : "Waiting"}
              </Text>
            </Group>
            {item.state === "failed" ? (
              <Text size="xs" c="red" role="alert">
                {item.error}
              </Text>
            ) : (
              <Progress value={item.progress * 100} size="sm" color={item.state === "done" ? "teal" : "violet"} animated={item.state === "uploading"} />
            )}
          </Stack>
        ))}
        {finished && (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" onClick={onClear}>
              Clear finished
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
