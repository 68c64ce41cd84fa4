import { ActionIcon, Button, Card, Group, Image, Text, Tooltip } from "@mantine/core";
import type { GeneratedImageSummary } from "@framewise/contracts";
import { Link } from "react-router";
import { OfflineLabel } from "../OfflineLabel";
import { createLinkFor } from "../recipe-params";

interface Props {
  image: GeneratedImageSummary;
  onLike: (image: GeneratedImageSummary) => void;
  onReport: (image: GeneratedImageSummary) => void;
  /** Staff only: put it on the inspiration wall; `onWall` once it is there. */
  onAddToWall?: (image: GeneratedImageSummary) => void;
  onWall?: boolean;
}

/** A public image in the feed: like (one per person), remix into the create form, report. */
export function TrendingTile({ image, onLike, onReport, onAddToWall, onWall = false }: Props) {
  return (
    <Card withBorder padding="xs" radius="md" component="article" aria-label={image.recipe.prompt} data-testid="trending-image">
      <Card.Section component={Link} to={`/image-gen/${image.id}`}>
        <Image
          src={image.thumbnails.medium}
          alt={image.recipe.prompt}
          loading="lazy"
          style={{ aspectRatio: `${image.width} / ${image.height}` }}
        />
      </Card.Section>
      <Text size="sm" lineClamp={2} mt="xs" title={image.recipe.prompt}>
        {image.recipe.prompt}
      </Text>
      {image.offline_preview && <OfflineLabel size="xs" />}
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Button
          size="xs"
          variant={image.liked ? "filled" : "default"}
          color="pink"
          aria-pressed={image.liked}
          aria-label={`${image.liked ? "Unlike" : "Like"} (${image.likes} ${image.likes === 1 ? "like" : "likes"})`}
          onClick={() => onLike(image)}
        >
          {image.liked ? "♥" : "♡"} {image.likes}
        </Button>
        <Group gap={4} wrap="nowrap">
          <Button component={Link} to={createLinkFor(image.recipe, { remixOf: image.id })} size="xs" variant="light">
            Remix
          </Button>
          {!image.mine && (
            <Tooltip label="Report">
              <ActionIcon variant="subtle" color="gray" aria-label="Report" onClick={() => onReport(image)}>
                ⚑
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {onAddToWall && (
        <Button size="xs" variant="subtle" mt={4} disabled={onWall} onClick={() => onAddToWall(image)}>
          {onWall ? "On the inspiration wall" : "Add to inspirations"}
        </Button>
      )}
      {image.remixes > 0 && (
        <Text size="xs" c="dimmed">
          Remixed {image.remixes} {image.remixes === 1 ? "time" : "times"}
        </Text>
      )}
    </Card>
  );
}
