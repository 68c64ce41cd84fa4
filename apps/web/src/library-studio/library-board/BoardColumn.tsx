import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { LibraryStage } from "@framewise/contracts";
import { useState, type DragEvent, type ReactNode } from "react";
import { CARD_DRAG_TYPE } from "./BoardCard";
import { STAGE_LABELS } from "../studio/stage-labels";

interface Props {
  stage: LibraryStage;
  count: number;
  blocked: number;
  onDropCard: (id: string) => void;
  children: ReactNode;
}

/** One stage's column: its count and how many of its cards are blocked; cards dropped on it move to its stage. */
export function BoardColumn({ stage, count, blocked, onDropCard, children }: Props) {
  const [over, setOver] = useState(false);
  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(CARD_DRAG_TYPE);
  return (
    <Paper
      withBorder
      p="xs"
      bg={over ? "blue.0" : "gray.0"}
      role="region"
      aria-label={`${STAGE_LABELS[stage]} (${count})`}
      data-testid={`column-${stage}`}
      style={{ minHeight: 240, outline: over ? "2px dashed var(--mantine-color-blue-5)" : undefined }}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!accepts(event)) return;
        event.preventDefault();
        onDropCard(event.dataTransfer.getData(CARD_DRAG_TYPE));
      }}
    >
      <Group justify="space-between" mb="xs">
        <Group gap={6}>
          <Title order={2} size="h5">
            {STAGE_LABELS[stage]}
          </Title>
          <Badge color="gray" variant="light" data-testid={`count-${stage}`}>
            {count}
          </Badge>
        </Group>
        {blocked > 0 && (
          <Text size="xs" c="red.7">
            {blocked} blocked
          </Text>
        )}
      </Group>
      <Stack gap="xs">
        {count === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            No layouts here. Drop a card to move it.
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
