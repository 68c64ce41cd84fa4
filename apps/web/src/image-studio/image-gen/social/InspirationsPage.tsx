import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import type { ImageInspiration } from "@framewise/contracts";
import { useRef, useState } from "react";
import { useSession } from "../../../session/session-context";
import { AddInspirationForm } from "./AddInspirationForm";
import { InspirationTile } from "./InspirationTile";
import { useReorderInspirations, useRemoveInspiration } from "./inspiration-staff-api";
import { useInspirations } from "./social-api";
import { moveId } from "./wall-order";
import classes from "./SocialWall.module.css";

/** Inspirations (`/image-gen/inspirations`): the wall staff curate, each picture with the recipe behind it. */
export default function InspirationsPage() {
  const wall = useInspirations();
  const staff = Boolean(useSession().userInfo?.is_staff);
  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1} size="h2">
          Inspirations
        </Title>
        <Text c="dimmed" size="sm">
          Pictures chosen by our staff. Hover or focus one to see how it was made, and remix it into your own.
        </Text>
      </div>
      {staff && <AddInspirationForm />}
      {wall.isPending && <Loader aria-label="Loading inspirations" />}
      {wall.error && <Alert color="red">{wall.error.message}</Alert>}
      {wall.data && !wall.data.length && <Text c="dimmed">The wall is empty for now. Staff add pictures here.</Text>}
      {wall.data && wall.data.length > 0 && (staff ? <CuratedWall wall={wall.data} /> : <Wall wall={wall.data} />)}
    </Stack>
  );
}

function Wall({ wall }: { wall: ImageInspiration[] }) {
  return (
    <div className={classes.wall}>
      {wall.map((inspiration) => (
        <InspirationTile key={inspiration.id} inspiration={inspiration} />
      ))}
    </div>
  );
}

/** Staff's wall: each picture moved by its buttons or dragged onto another's place, or taken off; shown at once, put back if refused. */
function CuratedWall({ wall }: { wall: ImageInspiration[] }) {
  const reorder = useReorderInspirations();
  const remove = useRemoveInspiration();
  // The last move by a tile's buttons, handed to the tile once it shows at its new place (`at`).
  const [moved, setMoved] = useState<{ id: string; at: number; move: { by: -1 | 1 } } | null>(null);
  const dragged = useRef<string | null>(null);
  const ids = wall.map((inspiration) => inspiration.id);
  const move = (from: number, to: number) => {
    if (from !== to) reorder.mutate(moveId(ids, from, to));
  };
  const error = reorder.error ?? remove.error;
  return (
    <>
      {error && <Alert color="red">{error.message}</Alert>}
      <div className={classes.wall}>
        {wall.map((inspiration, index) => (
          <InspirationTile
            key={inspiration.id}
            inspiration={inspiration}
            curation={{
              first: index === 0,
              last: index === wall.length - 1,
              moved: moved?.id === inspiration.id && moved.at === index ? moved.move : undefined,
              onMove: (by) => {
                setMoved({ id: inspiration.id, at: index + by, move: { by } });
                move(index, index + by);
              },
              onRemove: () => remove.mutate(inspiration.id),
              onDragStart: () => (dragged.current = inspiration.id),
              onDrop: () => {
                if (dragged.current) move(ids.indexOf(dragged.current), index);
                dragged.current = null;
              },
            }}
          />
        ))}
      </div>
    </>
  );
}
