import { Anchor, Group, Image, Text } from "@mantine/core";
import { useEffect } from "react";
import { Link } from "react-router";
import type { ImageBrand } from "../app-config";

/** The header's name: Framewise, or on an image-brand host the brand's logo and name (also the tab's title). */
export function BrandMark({ brand }: { brand: ImageBrand | null }) {
  useEffect(() => {
    if (brand) document.title = brand.name;
  }, [brand]);
  if (!brand)
    return (
      <Text component={Link} to="/" fw={700} c="violet">
        Framewise
      </Text>
    );
  return (
    <Anchor component={Link} to="/image-gen" underline="never" aria-label={brand.name}>
      <Group gap={8} wrap="nowrap">
        {brand.logoUrl && <Image src={brand.logoUrl} alt="" h={28} w="auto" />}
        <Text fw={700} c="var(--mantine-primary-color-filled)">
          {brand.name}
        </Text>
      </Group>
    </Anchor>
  );
}
