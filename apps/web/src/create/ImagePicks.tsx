import { Checkbox, Image, SimpleGrid, Text } from "@mantine/core";
import type { PageFacts } from "./create-api";

interface Props {
  images: PageFacts["images"];
  picked: string[];
  onChange: (picked: string[]) => void;
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
            <Image src={image.url} alt={image.alt ?? `Picture ${index + 1}`} h={110} fit="cover" radius="sm" />
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
