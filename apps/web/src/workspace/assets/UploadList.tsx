import { ActionIcon, Button, Group, Paper, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { IconRefresh, IconX } from "@tabler/icons-react";
import type { UploadItem } from "./use-uploads";

const STATE_LABELS: Record<Exclude<UploadItem["state"], "uploading">, string> = {
  waiting: "Waiting",
  done: "Uploaded",
  failed: "Failed",
  cancelled: "Cancelled",
};

interface Props {
  items: UploadItem[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onClear: () => void;
}

/** The uploads of this visit: progress while sending, cancel while it runs, the reason and a retry when one fails. */
export function UploadList({ items, onCancel, onRetry, onClear }: Props) {
  if (!items.length) return null;
  const finished = items.some((item) => item.state !== "waiting" && item.state !== "uploading");
  return (
    <Paper withBorder p="sm" radius="md" aria-label="Uploads">
      <Stack gap={8}>
        {items.map((item) => (
          <Stack key={item.key} gap={2} data-testid="upload-item" data-state={item.state}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end" style={{ flex: 1 }}>
                {item.name}
              </Text>
              <Text size="xs" c={item.state === "failed" ? "red" : "dimmed"}>
                {item.state === "uploading" ? `${Math.round(item.progress * 100)}%` : STATE_LABELS[item.state]}
              </Text>
              {(item.state === "waiting" || item.state === "uploading") && (
                <Tooltip label="Cancel">
                  <ActionIcon size="sm" variant="subtle" color="gray" aria-label={`Cancel ${item.name}`} onClick={() => onCancel(item.key)}>
                    <IconX size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
              {(item.state === "failed" || item.state === "cancelled") && (
                <Tooltip label="Try again">
                  <ActionIcon size="sm" variant="subtle" aria-label={`Retry ${item.name}`} onClick={() => onRetry(item.key)}>
                    <IconRefresh size={14} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {item.state === "failed" ? (
              <Text size="xs" c="red" role="alert">
                {item.error}
              </Text>
            ) : (
              item.state !== "cancelled" && (
                <Progress
                  value={item.progress * 100}
                  size="sm"
                  color={item.state === "done" ? "teal" : "violet"}
                  animated={item.state === "uploading"}
                />
              )
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
