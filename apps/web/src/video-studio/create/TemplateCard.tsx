import { Button, Card, Group, Stack, Text } from "@mantine/core";
import type { AspectRatio, Layout, Template } from "@framewise/scene";
import { useMemo, useState } from "react";
import { TemplatePreview } from "./TemplatePreview";

interface Props {
  template: Template;
  layouts: Record<string, Layout>;
  aspectRatio: AspectRatio;
  fontsReady: boolean;
  starting: boolean;
  onStart: () => void;
}

/** A template to start from, previewed by the shared renderer: still, and playing while hovered or focused. */
export function TemplateCard({ template, layouts, aspectRatio, fontsReady, starting, onStart }: Props) {
  const assets = useMemo(() => ({ template, layouts, images: {} }), [template, layouts]);
  const [hovered, setHovered] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid="template-card"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <Stack gap="xs">
        <TemplatePreview template={template} assets={assets} aspectRatio={aspectRatio} fontsReady={fontsReady} playing={hovered} />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* The words take what the button leaves, so a long description never squeezes it. */}
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} size="sm">
              {template.name}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {template.description}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="light"
            style={{ flexShrink: 0 }}
            loading={starting}
            onClick={onStart}
            aria-label={`Start with ${template.name}`}
          >
            Use
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
