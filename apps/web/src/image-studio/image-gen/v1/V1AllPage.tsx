import { Stack } from "@mantine/core";
import { V1ImageGrid } from "./V1ImageGrid";
import { V1Nav } from "./V1Nav";

/** The older gallery: every image, newest first, page by page. */
export default function V1AllPage() {
  return (
    <Stack gap="md">
      <V1Nav title="All images (v1)" />
      <V1ImageGrid linkTo={(id) => `/image-gen/v1/${id}`} />
    </Stack>
  );
}
