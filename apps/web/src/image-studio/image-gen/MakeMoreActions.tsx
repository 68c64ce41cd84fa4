import { Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  IconArrowsMaximize,
  IconChevronDown,
  IconDownload,
  IconEdit,
  IconPalette,
  IconRefresh,
  IconSeeding,
  IconWand,
} from "@tabler/icons-react";
import { IMAGE_DOWNLOAD_FORMATS, type GeneratedImageDetail, type ImageGeneration } from "@framewise/contracts";
import { Link } from "react-router";
import { imageFileUrl, providerOf, seedMatters, useImageProviders, useMakeVariations, useUpscaleImage } from "./image-gen-api";
import { createLinkFor } from "./recipe-params";

const FORMAT_NAMES = { png: "PNG", webp: "WebP", jpeg: "JPEG" } as const;
const FACTORS = [2, 4] as const;
/** As many as one generation may make (the create form's 1–4); four first, the usual grid. */
const VARIATION_COUNTS = [4, 3, 2, 1] as const;

interface Props {
  image: GeneratedImageDetail;
  /** A variation or upscale the server accepted, to follow on the page. */
  onStarted: (generation: ImageGeneration) => void;
}

/** What can be made from an image: variations, upscales, a remix, an edit, the same seed again, and downloads. */
export function MakeMoreActions({ image, onStarted }: Props) {
  const providers = useImageProviders();
  const variations = useMakeVariations();
  const upscale = useUpscaleImage();
  const native = providerOf(providers.data, image.recipe.provider)?.native_upscale ?? [];
  const error = variations.error ?? upscale.error;

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Menu position="bottom-start">
          <Menu.Target>
            <Button leftSection={<IconRefresh size={16} />} rightSection={<IconChevronDown size={14} />} loading={variations.isPending}>
              Variations
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {VARIATION_COUNTS.map((count) => (
              <Menu.Item key={count} onClick={() => variations.mutate({ imageId: image.id, count }, { onSuccess: onStarted })}>
                {count === 1 ? "1 variation" : `${count} variations`}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconArrowsMaximize size={16} />}
              rightSection={<IconChevronDown size={14} />}
              loading={upscale.isPending}
            >
              Upscale
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {FACTORS.map((factor) => (
              <Menu.Item key={factor} onClick={() => upscale.mutate({ imageId: image.id, factor }, { onSuccess: onStarted })}>
                {native.includes(factor) ? `${factor}×` : `${factor}× (resampled)`}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          component={Link}
          to={createLinkFor(image.recipe, { remixOf: image.id })}
          variant="default"
          leftSection={<IconWand size={16} />}
        >
          Remix
        </Button>
        {image.mine && (
          <Button component={Link} to={`/image-gen/edit?image=${image.id}`} variant="default" leftSection={<IconEdit size={16} />}>
            Edit
          </Button>
        )}
        {seedMatters(providers.data, image.recipe) && (
          <Button
            component={Link}
            to={createLinkFor(image.recipe, { seed: true })}
            variant="default"
            leftSection={<IconSeeding size={16} />}
          >
            Same seed
          </Button>
        )}
        <Button component={Link} to={`/image-gen/vibe?from_image=${image.id}`} variant="default" leftSection={<IconPalette size={16} />}>
          Save as vibe
        </Button>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="default" leftSection={<IconDownload size={16} />} rightSection={<IconChevronDown size={14} />}>
              Download
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {IMAGE_DOWNLOAD_FORMATS.map((format) => (
              <Menu.Item key={format} component="a" href={imageFileUrl(image.id, { format, download: true })} download>
                {FORMAT_NAMES[format]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {error && (
        <Text size="sm" c="red">
          {error.message}
        </Text>
      )}
    </Stack>
  );
}
