import { Button, Group, Text } from "@mantine/core";
import type { ImageInspiration } from "@framewise/contracts";
import { Link } from "react-router";
import { createFormLink } from "./social-links";
import classes from "./SocialWall.module.css";

/** One picture of the wall; its recipe shows on hover or focus, with "Remix" into the create form. */
export function InspirationTile({ inspiration, onRemove }: { inspiration: ImageInspiration; onRemove?: (id: string) => void }) {
  const [w, h] = inspiration.aspect_ratio.split(":").map(Number) as [number, number];
  const remix = createFormLink({
    prompt: inspiration.prompt,
    negative: inspiration.negative_prompt,
    vibeId: inspiration.vibe_id,
    aspect: inspiration.aspect_ratio,
    seed: inspiration.seed,
  });
  return (
    <figure className={classes.tile} aria-label={inspiration.title} data-testid="inspiration">
      <img src={inspiration.image_url} alt={inspiration.title} loading="lazy" style={{ aspectRatio: `${w} / ${h}` }} />
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
        <Group gap="xs" mt={6}>
          <Button component={Link} to={remix} size="xs">
            Remix
          </Button>
          {onRemove && (
            <Button size="xs" color="red" variant="light" onClick={() => onRemove(inspiration.id)}>
              Remove from wall
            </Button>
          )}
        </Group>
      </figcaption>
    </figure>
  );
}
