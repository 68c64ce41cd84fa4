import { ActionIcon, Anchor, Card, Group, Menu, Stack, Text, Tooltip } from "@mantine/core";
import { LIBRARY_STAGES, type LibraryStage } from "@framewise/contracts";
import type { Template } from "@framewise/scene";
import { IconAlertTriangle, IconArrowsMove } from "@tabler/icons-react";
import type { DragEvent } from "react";
import { Link } from "react-router";
import { AspectCoverage } from "../library-grid/AspectCoverage";
import type { BoardItem } from "./board-api";
import { LayoutThumbnail } from "../studio/LayoutThumbnail";
import { STAGE_LABELS } from "../studio/stage-labels";

/** The drag's data type: only cards are dropped on columns. */
export const CARD_DRAG_TYPE = "application/x-framewise-library-card";
const SHOWN_REASONS = 3;

interface Props {
  item: BoardItem;
  templates: Template[] | undefined;
  fontsReady: boolean;
  /** The server's refusal of this card's last move, shown on it. */
  error: string | undefined;
  moving: boolean;
  onMove: (to: LibraryStage) => void;
}

/** One layout on the board: its live thumbnail, owner, coverage, what blocks it; dragged to a column or moved from its menu. */
export function BoardCard({ item, templates, fontsReady, error, moving, onMove }: Props) {
  const reasons = item.blocked?.reasons ?? [];
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(CARD_DRAG_TYPE, item.id);
    event.dataTransfer.effectAllowed = "move";
  };
  return (
    <Card
      withBorder
      padding="xs"
      draggable
      onDragStart={onDragStart}
      data-testid={`card-${item.id}`}
      aria-label={item.name}
      aria-busy={moving}
      style={{ cursor: "grab", opacity: moving ? 0.6 : 1, borderColor: error ? "var(--mantine-color-red-6)" : undefined }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <LayoutThumbnail layout={item.definition} templates={templates} fontsReady={fontsReady} size={64} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap={4}>
            <Anchor component={Link} to={`/layouts-pipeline/${encodeURIComponent(item.id)}`} size="sm" fw={600} truncate>
              {item.name}
            </Anchor>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Tooltip label="Move to…">
                  <ActionIcon variant="subtle" size="sm" aria-label={`Move ${item.name} to…`}>
                    <IconArrowsMove size={14} />
                  </ActionIcon>
                </Tooltip>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>Move to</Menu.Label>
                {LIBRARY_STAGES.filter((stage) => stage !== item.stage).map((stage) => (
                  <Menu.Item key={stage} onClick={() => onMove(stage)}>
                    {STAGE_LABELS[stage]}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            v{item.latest_version} · {item.owner_email ?? "No owner"}
          </Text>
          <AspectCoverage covered={item.aspect_coverage} />
          {reasons.length > 0 && (
            <Tooltip label={reasons.join(", ")} multiline w={260}>
              <Group gap={4} wrap="nowrap" align="flex-start" data-testid="blocked">
                <IconAlertTriangle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} aria-hidden />
                <Text size="xs" c="red.7" lineClamp={2}>
                  Blocked: {reasons.slice(0, SHOWN_REASONS).join(", ")}
                  {reasons.length > SHOWN_REASONS && ` and ${reasons.length - SHOWN_REASONS} more`}
                </Text>
              </Group>
            </Tooltip>
          )}
          {error && (
            <Text size="xs" c="red" role="alert" lineClamp={3} title={error}>
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
