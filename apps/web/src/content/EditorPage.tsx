import { Alert, Anchor, Button, Center, Loader, Stack, Text } from "@mantine/core";
import type { RenderAssets } from "@framewise/renderer";
import type { Layout, Template } from "@framewise/scene";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../api/http";
import { useContent, useLayouts, useTemplates, type ContentDocument } from "./content-api";
import { EditorHeader } from "./EditorHeader";
import { SceneCard } from "./SceneCard";
import { useAutosave } from "./use-autosave";
import { useDocumentHistory } from "./use-document-history";
import { useRendererFonts } from "./use-renderer-fonts";

interface EditorProps {
  loaded: ContentDocument;
  template: Template;
  layouts: Record<string, Layout>;
  onReload: () => void;
}

/** The storyboard of one loaded video: every edit applies at once, is undoable and autosaves. */
function Editor({ loaded, template, layouts, onReload }: EditorProps) {
  const editor = useDocumentHistory(loaded.document);
  const saveState = useAutosave(loaded.id, editor.document, loaded.version);
  const fontsReady = useRendererFonts();
  const assets = useMemo<RenderAssets>(() => ({ template, layouts, images: {} }), [template, layouts]);
  return (
    <Stack gap="md" maw={1000}>
      <EditorHeader editor={editor} saveState={saveState} />
      {saveState.kind === "conflict" && (
        <Alert color="orange" title="This video was changed in another tab or window.">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Your latest edits here were not saved, so nothing was overwritten. Reload to continue from the saved version (your unsaved edits here are dropped).</Text>
            <Button size="xs" onClick={onReload}>
              Reload
            </Button>
          </Stack>
        </Alert>
      )}
      {editor.document.scenes.map((scene, index) => (
        <SceneCard key={scene.id} content={editor.document} scene={scene} index={index} assets={assets} fontsReady={fontsReady} onEdit={editor.apply} />
      ))}
    </Stack>
  );
}

function NotFound() {
  return (
    <Stack maw={600}>
      <Alert color="gray" title="This video was not found">
        It may have been deleted, or it belongs to someone else.
      </Alert>
      <Anchor component={Link} to="/">
        Back home
      </Anchor>
    </Stack>
  );
}

/** `/content/:contentId/edit`: loads the video and the library it is drawn with, then the editor. */
export default function EditorPage() {
  const { contentId = "" } = useParams();
  const content = useContent(contentId);
  const templates = useTemplates();
  const layouts = useLayouts();
  const error = content.error ?? templates.error ?? layouts.error;
  // A malformed id is as missing as an unknown one.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error) return <Alert color="red" title="This video cannot be opened">{error.message}</Alert>;
  if (!content.data || !templates.data || !layouts.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the video" />
      </Center>
    );
  const template = templates.data.find((candidate) => candidate.id === content.data.template_id);
  if (!template) return <Alert color="red">This video's template ({content.data.template_id}) is missing from the library.</Alert>;
  return (
    // A reload starts the editor afresh from the server's version, local edits and history dropped.
    <Editor key={content.dataUpdatedAt} loaded={content.data} template={template} layouts={layouts.data} onReload={() => void content.refetch()} />
  );
}
