import { Alert, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { Preview } from "./pipelines-api";
import { StoryboardThumb } from "./StoryboardThumb";

/** The first items of a test fetch: their storyboards (drawn live) when a mapping is set, else their fields. */
export function PreviewItems({ preview }: { preview: Preview }) {
  return (
    <Stack gap="xs" aria-label="Preview of the first items">
      <Text size="sm">
        The source holds <b>{preview.total}</b> item{preview.total === 1 ? "" : "s"}. Fields: {preview.fields.join(", ") || "none"}.
      </Text>
      {Object.entries(preview.mapping_problems).map(([path, message]) => (
        <Alert key={path} color="red" title={path.replace("mapping.", "")}>
          {message}
        </Alert>
      ))}
      {preview.items.map((item) => (
        <Paper key={item.key} withBorder p="xs">
          <Group align="flex-start" wrap="nowrap">
            {item.document && <StoryboardThumb document={item.document} scenes={3} width={72} />}
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Badge size="xs" variant="outline">
                  {item.key}
                </Badge>
                <Text size="sm" fw={500} truncate>
                  {item.fields.title ?? Object.values(item.fields)[0]}
                </Text>
              </Group>
              {item.problem ? (
                <Text size="xs" c="red">
                  {item.problem}
                </Text>
              ) : (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {Object.entries(item.fields)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join(" · ")}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
