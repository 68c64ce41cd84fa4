import { Button, Card, Group, Stack, Text } from "@mantine/core";
import type { Layout, Template } from "@framewise/scene";
import { CONTENT_VERSION, contentSchema, type AspectRatio } from "@framewise/scene";
import { useMemo } from "react";
import { SceneThumbnail } from "../content/SceneThumbnail";

interface Props {
  template: Template;
  layouts: Record<string, Layout>;
  aspectRatio: AspectRatio;
  fontsReady: boolean;
  starting: boolean;
  onStart: () => void;
}

/** A template to start from, previewed by the shared renderer as its own title scene. */
export function TemplateCard({ template, layouts, aspectRatio, fontsReady, starting, onStart }: Props) {
  const preview = useMemo(
    () =>
      contentSchema.parse({
        version: CONTENT_VERSION,
        title: template.name,
        aspectRatio,
        templateId: template.id,
        scenes: [{ id: "preview", layoutId: "title", slots: { kicker: { text: "Your brand" }, headline: { text: template.name } }, duration: 4 }],
      }),
    [template, aspectRatio],
  );
  const assets = useMemo(() => ({ template, layouts, images: {} }), [template, layouts]);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="template-card">
      <Stack gap="xs">
        <SceneThumbnail content={preview} index={0} assets={assets} fontsReady={fontsReady} />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {template.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {template.description}
            </Text>
          </Stack>
          <Button size="xs" variant="light" loading={starting} onClick={onStart} aria-label={`Start with ${template.name}`}>
            Use
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
