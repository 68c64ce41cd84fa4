import { Alert, Anchor, Center, Loader, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router";
import { LoadMore } from "../../../ui/LoadMore";
import { useGalleryImages } from "../gallery/gallery-api";
import { NO_FILTERS } from "../gallery/gallery-filters";

/** The caller's images, newest first, page by page; each opens `linkTo` its id (its v1 page, or the v1 edit form). */
export function V1ImageGrid({ linkTo }: { linkTo: (id: string) => string }) {
  const list = useGalleryImages(NO_FILTERS);
  const images = list.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <>
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading images" />
        </Center>
      )}
      {!list.isPending && !list.error && images.length === 0 && <Text c="dimmed">No images yet.</Text>}
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="sm">
        {images.map((image) => (
          <Anchor key={image.id} component={Link} to={linkTo(image.id)}>
            <img
              src={image.thumbnails.medium}
              alt={image.recipe.prompt}
              loading="lazy"
              style={{ width: "100%", aspectRatio: "1", objectFit: "cover" }}
            />
          </Anchor>
        ))}
      </SimpleGrid>
      <LoadMore list={list} />
    </>
  );
}
