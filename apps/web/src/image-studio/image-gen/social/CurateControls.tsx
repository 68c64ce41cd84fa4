import { Button, Group } from "@mantine/core";
import { useEffect, useRef } from "react";

/** What staff can do with one picture of the wall. */
export interface Curation {
  /** Moves it one place earlier (-1) or later (1). */
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
  /** Its last move by these buttons (a new object each time): the focus stays on them across the reorder. */
  moved?: { by: -1 | 1 };
}

/** Staff only: move earlier or later (keyboard-usable; dragging is the tile's) and take off the wall. */
export function CurateControls({ onMove, onRemove, first, last, moved }: Curation) {
  const earlier = useRef<HTMLButtonElement>(null);
  const later = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!moved) return;
    // Moving the tile can take the focus with it; at the wall's end the pressed button is disabled, so the other takes it.
    const [pressed, other] = moved.by === -1 ? [earlier, later] : [later, earlier];
    (pressed.current?.disabled ? other : pressed).current?.focus();
  }, [moved]);
  return (
    <Group gap={4} mt={6}>
      <Button ref={earlier} size="xs" variant="default" disabled={first} onClick={() => onMove(-1)}>
        Move earlier
      </Button>
      <Button ref={later} size="xs" variant="default" disabled={last} onClick={() => onMove(1)}>
        Move later
      </Button>
      <Button size="xs" color="red" variant="light" onClick={onRemove}>
        Remove from wall
      </Button>
    </Group>
  );
}
