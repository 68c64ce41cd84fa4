import { Button, Text } from "@mantine/core";
import type { ImageInspiration } from "@framewise/contracts";
import type { DragEvent } from "react";
import { Link } from "react-router";
import { OfflineLabel } from "../OfflineLabel";
import { CurateControls, type Curation } from "./CurateControls";
import { createFormLink } from "./social-links";
import classes from "./SocialWall.module.css";

/** Dragging a tile onto another puts it in that one's place (staff only). */
export interface TileDrag {
  onDragStart: () => void;
  onDrop: () => void;
}

interface Props {
  inspiration: ImageInspiration;
  /** Staff only. */
  curation?: Curation & TileDrag;
}

/** A tile's drag-and-drop handlers: picked up, and another dropped on it. */
const dragging = ({ onDragStart, onDrop }: TileDrag) => ({
  draggable: true,
  onDragStart: (event: DragEvent) => {
    event.dataTransfer.effectAllowed = "move";
    // Firefox starts a drag only with some data in it.
    event.dataTransfer.setData("text/plain", "");
    onDragStart();
  },
  // Taking the drag over is what lets a drop land here.
  onDragOver: (event: DragEvent) => event.preventDefault(),
  onDrop: (event: DragEvent) => {
    event.preventDefault();
    onDrop();
  },
});

/** One picture of the wall; its recipe shows on hover or focus, with "Remix" into the create form. */
export function InspirationTile({ inspiration, curation }: Props) {
  const [w, h] = inspiration.aspect_ratio.split(":").map(Number) as [number, number];
  const remix = createFormLink({
    prompt: inspiration.prompt,
    negative: inspiration.negative_prompt,
    vibeId: inspiration.vibe_id,
    aspect: inspiration.aspect_ratio,
    seed: inspiration.seed,
  });
  return (
    <figure className={classes.tile} aria-label={inspiration.title} data-testid="inspiration" {...(curation && dragging(curation))}>
      <img src={inspiration.image_url} alt={inspiration.title} loading="lazy" draggable={false} style={{ aspectRatio: `${w} / ${h}` }} />
      {inspiration.offline_preview && (
        <div className={classes.label}>
          <OfflineLabel size="xs" />
        </div>
      )}
      <figcaption className={classes.recipe}>
        <Text fw={600} size="sm">
          {inspiration.title}
        </Text>
        <Text size="xs" lineClamp={4}>
          {inspiration.prompt}
        </Text>
        {inspiration.negative_prompt && (
          <Text size="xs" opacity={0.8}>
            Avoid: {inspiration.negative_prompt}
          </Text>
        )}
        <Text size="xs" opacity={0.8}>
          {inspiration.aspect_ratio} · seed {inspiration.seed}
        </Text>
        <Button component={Link} to={remix} size="xs" mt={6}>
          Remix
        </Button>
        {curation && <CurateControls {...curation} />}
      </figcaption>
    </figure>
  );
}
