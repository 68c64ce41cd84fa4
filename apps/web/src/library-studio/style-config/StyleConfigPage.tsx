import { Alert, Anchor, Center, Loader, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useLayouts } from "../../video-studio/content/content-api";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { useLibraryItem } from "../studio/studio-api";
import { StyleConfigEditor } from "./StyleConfigEditor";

/**
 * `templates-pipeline/:templateId/style-config`: a template's palette, fonts, text styles,
 * background, transition, entrance animations, music mood and layouts, each change drawn at once
 * on every layout it offers; saved as a new draft version.
 */
export default function StyleConfigPage() {
  const { templateId = "" } = useParams();
  const item = useLibraryItem("template", templateId);
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  const pipeline = `/templates-pipeline/${encodeURIComponent(templateId)}`;

  if (item.isPending || layouts.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the template" />
      </Center>
    );
  const error = item.error ?? layouts.error;
  if (error)
    return (
      <Alert color="red" title="The template could not be loaded">
        {error.message}{" "}
        <Anchor component={Link} to="/templates">
          All templates
        </Anchor>
      </Alert>
    );
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={pipeline} size="sm">
        ← {item.data!.name}'s page
      </Anchor>
      {/* Keyed by the item: another template starts its own history. */}
      <StyleConfigEditor key={item.data!.id} item={item.data!} layouts={layouts.data!} fontsReady={fontsReady} />
    </Stack>
  );
}
