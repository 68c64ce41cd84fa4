import { Alert, Anchor, Button, Center, Grid, Loader, Menu, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { RenderAssets } from "@framewise/renderer";
import { LIMITS, mediaSources, sceneAt, timeline, type Content, type Layout, type Template } from "@framewise/scene";
import { useCallback, useMemo } from "react";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/http";
import { useContent, useLayouts, useTemplates, type ContentDocument } from "./content-api";
import { EditorHeader } from "./EditorHeader";
import { useContentLibrary, type VideoLibrary } from "./library-pins/library-pins-api";
import { LibraryUpdatesNotice } from "./library-pins/LibraryUpdatesNotice";
import { pinnedLibrary } from "./library-pins/pinned-library";
import { PlaceMediaDialog } from "./PlaceMediaDialog";
import { PreviewPlayer } from "./preview/PreviewPlayer";
import { useMediaLengths } from "./preview/use-media-lengths";
import { usePlayback } from "./preview/use-playback";
import { usePreviewClips } from "./preview/use-preview-clips";
import { usePreviewImages } from "./preview/use-preview-images";
import { sceneShownFrame } from "./preview/scene-frame";
import { RenderPanel } from "./RenderPanel";
import { SceneCard, sceneCardId } from "./SceneCard";
import { SceneStrip } from "./SceneStrip";
import { addScene, canAddScene, usableLayouts } from "./scene-edits";
import { useAutosave } from "./use-autosave";
import { useDocumentHistory, type Edit } from "./use-document-history";
import { usePlayheadReader } from "./use-playhead-reader";
import { useRendererFonts } from "./use-renderer-fonts";
import { VideoSettings } from "./VideoSettings";
import { VoicingStatus } from "./VoicingStatus";

interface EditorProps {
  loaded: ContentDocument;
  templates: Template[];
  layouts: Record<string, Layout>;
  /** Newer published versions of what it is drawn with. */
  updates: VideoLibrary["updates"];
  onReload: () => void;
}

/** The storyboard of one loaded video beside its live preview: every edit applies at once, is undoable and autosaves. */
function Editor({ loaded, templates, layouts, updates, onReload }: EditorProps) {
  const editor = useDocumentHistory(loaded.document);
  const content = editor.document;
  const saveState = useAutosave(loaded.id, content, loaded.version);
  const fontsReady = useRendererFonts();
  // Worked out once per edit, not on every frame the preview plays.
  const sources = useMemo(() => mediaSources(content, layouts), [content, layouts]);
  const { images, posters } = usePreviewImages(sources);
  const { clips, opening: clipsOpening } = usePreviewClips(sources.videos, content.fps);
  const template = templates.find((candidate) => candidate.id === content.templateId);
  // Thumbnails show a clip's poster frame; the player seeks the clip itself once it is open.
  const assets = useMemo<RenderAssets | undefined>(
    () => template && { template, layouts, images, videos: posters },
    [template, layouts, images, posters],
  );
  const playerAssets = useMemo<RenderAssets | undefined>(
    () => assets && { ...assets, videos: { ...posters, ...clips } },
    [assets, posters, clips],
  );
  // Voiced and clip-following scenes last as long as their media, as in the MP4.
  const media = useMediaLengths(content, layouts, sources);
  const line = useMemo(() => timeline(content, media), [content, media]);
  // The playhead starts on frame 0: the first scene composed, for a video that opens composed.
  const playback = usePlayback(line.frames, line.fps);
  const { seek } = playback;
  const playhead = usePlayheadReader(line, playback.frame);
  const layoutChoices = useMemo(
    () => (template ? usableLayouts(template, layouts, content.aspectRatio) : []),
    [template, layouts, content.aspectRatio],
  );
  const showScene = useCallback(
    (index: number) => {
      if (template) seek(sceneShownFrame(content, line, template.transition, index));
      const scene = content.scenes[index];
      if (scene) document.getElementById(sceneCardId(scene.id))?.scrollIntoView({ behavior: "smooth", block: "nearest" });
    },
    [seek, line, content, template],
  );
  if (!template || !assets || !playerAssets)
    return <Alert color="red">This video's template ({content.templateId}) is missing from the library.</Alert>;
  const current = sceneAt(line, playback.frame / line.fps).index;

  return (
    <Stack gap="md">
      <EditorHeader editor={editor} saveState={saveState} />
      <VoicingStatus contentId={loaded.id} document={content} editor={editor} saveState={saveState} />
      <LibraryUpdatesNotice
        contentId={loaded.id}
        content={content}
        updates={updates}
        template={template}
        layouts={layouts}
        fontsReady={fontsReady}
      />
      {saveState.kind === "conflict" && (
        <Alert color="orange" title="This video was changed in another tab or window.">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Your latest edits here were not saved, so nothing was overwritten. Reload to continue from the saved version (your unsaved
              edits here are dropped).
            </Text>
            <Button size="xs" onClick={onReload}>
              Reload
            </Button>
          </Stack>
        </Alert>
      )}
      <SceneStrip
        content={content}
        assets={assets}
        media={media}
        fontsReady={fontsReady}
        current={current}
        onEdit={editor.apply}
        onSelect={showScene}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="sm">
            {content.scenes.map((scene, index) => (
              <SceneCard
                key={scene.id}
                content={content}
                scene={scene}
                index={index}
                assets={assets}
                media={media}
                layoutChoices={layoutChoices}
                fontsReady={fontsReady}
                current={index === current}
                length={line.scenes[index]!.duration}
                playhead={playhead}
                onEdit={editor.apply}
                onShow={showScene}
              />
            ))}
            <AddScene content={content} layoutChoices={layoutChoices} onEdit={editor.apply} />
            <PlaceMediaDialog content={content} layouts={layouts} layoutChoices={layoutChoices} onEdit={editor.apply} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="sm" style={{ position: "sticky", top: 72 }}>
            <PreviewPlayer
              content={content}
              assets={playerAssets}
              media={media}
              fontsReady={fontsReady}
              mediaLoading={clipsOpening}
              playback={playback}
            />
            <RenderPanel contentId={loaded.id} saveState={saveState} />
            <VideoSettings content={content} templates={templates} layouts={layouts} onEdit={editor.apply} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A new scene at the end, in any layout the video can use. */
function AddScene({
  content,
  layoutChoices,
  onEdit,
}: {
  content: Content;
  layoutChoices: Layout[];
  onEdit: (edit: Edit, field: string | null) => void;
}) {
  const full = !canAddScene(content);
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          w="fit-content"
          disabled={full}
          title={full ? `A video has at most ${LIMITS.scenes} scenes.` : undefined}
        >
          Add scene
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Layout</Menu.Label>
        {layoutChoices.map((layout) => (
          <Menu.Item key={layout.id} onClick={() => onEdit((doc) => addScene(doc, layout), null)}>
            {layout.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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

/** `/content/:contentId/edit`: loads the video and the library versions it is drawn with, then the editor. */
export default function EditorPage() {
  const { contentId = "" } = useParams();
  const content = useContent(contentId);
  const templates = useTemplates();
  const layouts = useLayouts();
  const pinned = useContentLibrary(contentId);
  const library = useMemo(
    () => templates.data && layouts.data && pinned.data && pinnedLibrary(templates.data, layouts.data, pinned.data),
    [templates.data, layouts.data, pinned.data],
  );
  const error = content.error ?? templates.error ?? layouts.error ?? pinned.error;
  // A malformed id is as missing as an unknown one.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error)
    return (
      <Alert color="red" title="This video cannot be opened">
        {error.message}
      </Alert>
    );
  if (!content.data || !library || !pinned.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the video" />
      </Center>
    );
  return (
    // A reload starts the editor afresh from the server's version, local edits and history dropped.
    <Editor
      key={content.dataUpdatedAt}
      loaded={content.data}
      templates={library.templates}
      layouts={library.layouts}
      updates={pinned.data.updates}
      onReload={() => void content.refetch()}
    />
  );
}
