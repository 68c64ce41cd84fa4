import { Group, Image, ScrollArea, Stack, Text } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import type { GeneratedImageDetail, ImageLineageLink } from "@framewise/contracts";
import { Link } from "react-router";

const KIND_NAMES = { generate: "original", variation: "variation", upscale: "upscale", edit: "edit" } as const;
const SIZE = 88;

function LineageThumb({ link, current = false }: { link: ImageLineageLink; current?: boolean }) {
  const picture = (
    <Stack gap={2} align="center" w={SIZE}>
      <Image
        src={link.thumbnail}
        alt=""
        w={SIZE}
        h={SIZE}
        fit="cover"
        radius="sm"
        style={current ? { outline: "3px solid var(--mantine-primary-color-filled)" } : undefined}
      />
      <Text size="xs" c="dimmed">
        {current ? "this image" : KIND_NAMES[link.kind]}
      </Text>
    </Stack>
  );
  if (current) return <div aria-current="true">{picture}</div>;
  return (
    <Link to={`/image-gen/${link.id}`} aria-label={`Open ${KIND_NAMES[link.kind]} ${link.id.slice(0, 8)}`}>
      {picture}
    </Link>
  );
}

/** The chain of variations, remixes and edits through this image: where it came from, and what was made from it. */
export function LineageStrip({ image }: { image: GeneratedImageDetail }) {
  if (!image.ancestors.length && !image.children.length) return null;
  const self: ImageLineageLink = { id: image.id, kind: image.recipe.kind, thumbnail: image.thumbnails.small };
  return (
    <Stack gap={6} component="section" aria-label="Lineage">
      <Text fw={600} size="sm">
        Lineage
      </Text>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {image.ancestors.length > 0 && (
            <Group gap="xs" wrap="nowrap" data-testid="ancestors">
              {image.ancestors.map((link) => (
                <LineageThumb key={link.id} link={link} />
              ))}
            </Group>
          )}
          <LineageThumb link={self} current />
          {image.children.length > 0 && (
            <>
              <IconChevronRight size={18} aria-hidden style={{ marginTop: SIZE / 2 - 9 }} />
              <Group gap="xs" wrap="nowrap" data-testid="children">
                {image.children.map((link) => (
                  <LineageThumb key={link.id} link={link} />
                ))}
              </Group>
            </>
          )}
        </Group>
      </ScrollArea>
    </Stack>
  );
}
