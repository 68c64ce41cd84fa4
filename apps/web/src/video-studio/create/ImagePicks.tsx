import { Checkbox, Image, SimpleGrid, Text } from "@mantine/core";
import type { PageFacts } from "./create-api";

interface Props {
  images: PageFacts["images"];
  picked: string[];
  onChange: (picked: string[]) => void;
}

/** Shown where a picture cannot be previewed (gone since the page was read, or not a picture). */
const NO_PREVIEW =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 4 3'%3E%3Crect width='4' height='3' fill='%23e9ecef'/%3E%3C/svg%3E";

/**
 * A page's picture as the server fetches it for us: never hot-linked, since the app's content
 * policy blocks `http:` pictures and the page's server would see everyone who looks.
 */
export function PagePicture({ url, alt, h }: { url: string; alt: string; h: number }) {
  return (
    <Image
      src={`/api/v1/url-import/image?url=${encodeURIComponent(url)}`}
      fallbackSrc={NO_PREVIEW}
      alt={alt}
      h={h}
      fit="cover"
      radius="sm"
    />
  );
}

/** The page's pictures to keep or drop; the order they are kept in is the order of the scenes. */
export function ImagePicks({ images, picked, onChange }: Props) {
  if (!images.length)
    return (
      <Text c="dimmed" size="sm">
        The page has no pictures large enough for a scene; the video will tell its story in words.
      </Text>
    );
  const toggle = (url: string, on: boolean) => onChange(on ? [...picked, url] : picked.filter((kept) => kept !== url));
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      {images.map((image, index) => {
        const order = picked.indexOf(image.url);
        return (
          <label
            key={image.url}
            style={{ position: "relative", cursor: "pointer", opacity: order < 0 ? 0.45 : 1 }}
            data-testid="page-image"
          >
            <PagePicture url={image.url} alt={image.alt ?? `Picture ${index + 1}`} h={110} />
            <Checkbox
              aria-label={`Use ${image.alt ?? `picture ${index + 1}`}`}
              checked={order >= 0}
              onChange={(event) => toggle(image.url, event.currentTarget.checked)}
              label={order >= 0 ? String(order + 1) : undefined}
              style={{ position: "absolute", top: 6, left: 6, background: "white", borderRadius: 4, padding: 2 }}
            />
          </label>
        );
      })}
    </SimpleGrid>
  );
}
