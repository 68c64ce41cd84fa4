import { Alert, Anchor, Breadcrumbs, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { GenerationResult } from "./GenerationResult";
import { useGeneratedLayout } from "./layout-gen-api";
import { ReviewActions } from "./ReviewActions";

/** `generated-layouts/:layoutId` (staff): one generated layout in four aspects, its checks and attempts, and its review. */
export default function GeneratedLayoutPage() {
  const { layoutId = "" } = useParams();
  const generated = useGeneratedLayout(layoutId);
  if (generated.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the generated layout" />
      </Center>
    );
  if (generated.isError) return <Alert color="red">Could not read the generated layout: {generated.error.message}</Alert>;
  const layout = generated.data;
  const libraryId = layout.definition?.id as string | undefined;
  return (
    <Stack gap="md" maw={1100}>
      <Breadcrumbs>
        <Anchor component={Link} to="/generated-layouts">
          Generated layouts
        </Anchor>
        <Text>{(layout.definition?.name as string | undefined) ?? "Generated layout"}</Text>
      </Breadcrumbs>
      <div>
        <Title order={1} size="h2">
          {(layout.definition?.name as string | undefined) ?? "Generated layout"}
        </Title>
        <Text c="dimmed" size="sm">
          “{layout.prompt}”{layout.created_by_email ? ` · asked by ${layout.created_by_email}` : ""}
        </Text>
      </div>
      {layout.status === "approved" && libraryId && (
        <Alert color="green" title="Approved">
          It is a draft in the library:{" "}
          <Anchor component={Link} to={`/layouts-pipeline/${encodeURIComponent(libraryId)}`}>
            open {libraryId}
          </Anchor>
          .
        </Alert>
      )}
      <GenerationResult layout={layout} />
      {layout.status === "pending_review" && <ReviewActions layout={layout} />}
    </Stack>
  );
}
