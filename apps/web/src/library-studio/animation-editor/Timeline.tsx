import { ActionIcon, Box, Group, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { ANIMATABLE_PROPERTIES, type AnimatableProperty, type Element, type Layout } from "@framewise/scene";
import { IconPlus } from "@tabler/icons-react";
import { useRef, type PointerEvent, type ReactNode } from "react";
import { flattenElements, type KeyframeKey, type LayoutEdit } from "./animation-edits";

const LABEL_WIDTH = 190;
const ROW_HEIGHT = 26;

interface Props {
  layout: Layout;
  /** The sample scene's length: the ruler's span in seconds. */
  duration: number;
  time: number;
  selectedElement: string | null;
  selection: KeyframeKey | null;
  onSelectElement: (id: string) => void;
  onSelectKeyframe: (key: KeyframeKey) => void;
  onSeek: (seconds: number) => void;
  onEdit: (edit: LayoutEdit, mergeKey?: string) => void;
}

const percent = (seconds: number, duration: number) => `${Math.min(100, Math.max(0, (seconds / duration) * 100))}%`;
const elementLabel = (element: Element) => `${element.id} · ${element.slot ?? element.type}`;

/** Seconds under the pointer, on the lane the pointer is over. */
function secondsAt(event: PointerEvent, lane: HTMLElement, duration: number) {
  const box = lane.getBoundingClientRect();
  return Math.max(0, ((event.clientX - box.left) / (box.width || 1)) * duration);
}

/** A lane (the part right of the labels) with the playhead across it. */
function Lane({ time, duration, children, ...rest }: { time: number; duration: number; children?: ReactNode } & Record<string, unknown>) {
  return (
    <Box pos="relative" style={{ flex: 1, height: ROW_HEIGHT, borderBottom: "1px solid var(--mantine-color-gray-2)" }} {...rest}>
      {children}
      <Box pos="absolute" top={0} bottom={0} w={2} bg="red.6" style={{ left: percent(time, duration), pointerEvents: "none" }} />
    </Box>
  );
}

/**
 * The layout's elements as tracks over the sample's seconds: a row per element (its presets as
 * bars), under it a row per animated property with its keyframes as diamonds. Drag a diamond
 * to move it in time (snapped to frames, never past its neighbours); drag the ruler to scrub.
 */
export function Timeline({ layout, duration, time, selectedElement, selection, onSelectElement, onSelectKeyframe, onSeek, onEdit }: Props) {
  const drags = useRef(0);
  const ticks = Array.from({ length: Math.floor(duration * 2) + 1 }, (_, i) => i / 2);

  const scrub = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === "pointerdown") event.currentTarget.setPointerCapture?.(event.pointerId);
    else if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
    onSeek(Math.min(duration, secondsAt(event, event.currentTarget, duration)));
  };

  const propertyRow = (element: Element, property: AnimatableProperty) => {
    const track = element.keyframes?.[property] ?? [];
    return (
      <Group key={property} gap={0} wrap="nowrap" data-testid={`track-${element.id}-${property}`}>
        <Group w={LABEL_WIDTH} pl={28} pr={4} justify="space-between" wrap="nowrap">
          <Text size="xs" c={track.length ? undefined : "dimmed"}>
            {property}
          </Text>
          <Tooltip label="Add a keyframe at the playhead">
            <ActionIcon
              size="xs"
              variant="subtle"
              aria-label={`Add ${property} keyframe to ${element.id}`}
              onClick={() => onEdit({ type: "add-keyframe", element: element.id, property, time: time - element.start })}
            >
              <IconPlus size={12} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Lane time={time} duration={duration} data-lane>
          {track.map((frame, index) => {
            const key = { element: element.id, property, index };
            const selected = selection?.element === element.id && selection.property === property && selection.index === index;
            return (
              <UnstyledButton
                key={index}
                data-testid={`keyframe-${element.id}-${property}-${index}`}
                aria-label={`${property} keyframe ${index + 1} of ${element.id} at ${(element.start + frame.time).toFixed(2)} s`}
                aria-pressed={selected}
                onPointerDown={(event) => {
                  event.stopPropagation();
                  event.currentTarget.setPointerCapture?.(event.pointerId);
                  drags.current += 1;
                  onSelectKeyframe(key);
                }}
                onPointerMove={(event) => {
                  if (!event.currentTarget.hasPointerCapture?.(event.pointerId)) return;
                  const lane = event.currentTarget.closest<HTMLElement>("[data-lane]")!;
                  onEdit({ type: "move-keyframe", key, time: secondsAt(event, lane, duration) - element.start }, `drag-${drags.current}`);
                }}
                onPointerUp={(event) => event.currentTarget.releasePointerCapture?.(event.pointerId)}
                onClick={() => onSelectKeyframe(key)}
                style={{
                  position: "absolute",
                  top: ROW_HEIGHT / 2 - 6,
                  left: percent(element.start + frame.time, duration),
                  width: 12,
                  height: 12,
                  marginLeft: -6,
                  transform: "rotate(45deg)",
                  background: selected ? "var(--mantine-color-orange-6)" : "var(--mantine-color-blue-6)",
                  outline: selected ? "2px solid var(--mantine-color-orange-9)" : undefined,
                  cursor: "ew-resize",
                  touchAction: "none",
                }}
              />
            );
          })}
        </Lane>
      </Group>
    );
  };

  return (
    <Box style={{ userSelect: "none" }} data-testid="timeline">
      <Group gap={0} wrap="nowrap">
        <Text w={LABEL_WIDTH} size="xs" c="dimmed" pl={4}>
          {time.toFixed(2)} s
        </Text>
        <Box
          pos="relative"
          style={{ flex: 1, height: 22, cursor: "col-resize", borderBottom: "1px solid var(--mantine-color-gray-4)", touchAction: "none" }}
          data-testid="ruler"
          aria-label="Timeline ruler: drag to scrub"
          onPointerDown={scrub}
          onPointerMove={scrub}
          onPointerUp={(event) => event.currentTarget.releasePointerCapture?.(event.pointerId)}
        >
          {ticks.map((tick) => (
            <Box
              key={tick}
              pos="absolute"
              bottom={0}
              style={{
                left: percent(tick, duration),
                height: tick % 1 === 0 ? 10 : 5,
                borderLeft: "1px solid var(--mantine-color-gray-5)",
              }}
            >
              {tick % 1 === 0 && (
                <Text size="10px" c="dimmed" pos="absolute" bottom={8} left={2}>
                  {tick}s
                </Text>
              )}
            </Box>
          ))}
          <Box pos="absolute" top={0} bottom={0} w={2} bg="red.6" style={{ left: percent(time, duration), pointerEvents: "none" }} />
        </Box>
      </Group>
      {flattenElements(layout.elements).map(({ element, depth }) => {
        const expanded = element.id === selectedElement;
        const properties = ANIMATABLE_PROPERTIES.filter((property) => expanded || element.keyframes?.[property]);
        const lifetimeEnd = element.end ?? duration;
        return (
          <Box key={element.id}>
            <Group gap={0} wrap="nowrap" bg={expanded ? "blue.0" : undefined}>
              <UnstyledButton w={LABEL_WIDTH} pl={4 + depth * 12} onClick={() => onSelectElement(element.id)} aria-pressed={expanded}>
                <Text size="sm" fw={expanded ? 700 : 500} truncate>
                  {elementLabel(element)}
                </Text>
              </UnstyledButton>
              <Lane time={time} duration={duration}>
                {/* The element's lifetime, and its presets' spans over it. */}
                <Box
                  pos="absolute"
                  top={ROW_HEIGHT / 2 - 1}
                  h={2}
                  bg="gray.3"
                  style={{ left: percent(element.start, duration), right: `calc(100% - ${percent(lifetimeEnd, duration)})` }}
                />
                {(element.animations ?? []).map((preset, index) => {
                  const start = preset.phase === "in" ? element.start + preset.delay : lifetimeEnd - preset.delay - preset.duration;
                  return (
                    <Box
                      key={index}
                      pos="absolute"
                      top={4}
                      h={ROW_HEIGHT - 8}
                      bg="grape.2"
                      title={preset.preset}
                      style={{
                        left: percent(start, duration),
                        width: `calc(${percent(start + preset.duration, duration)} - ${percent(start, duration)})`,
                        borderRadius: 4,
                      }}
                    />
                  );
                })}
              </Lane>
            </Group>
            {properties.map((property) => propertyRow(element, property))}
          </Box>
        );
      })}
    </Box>
  );
}
