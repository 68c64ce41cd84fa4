import { CHECKLIST_ASPECTS, type ChecklistAspect, type LibraryCommentPin, type LibraryKind } from "@framewise/contracts";
import { timeline, type Layout } from "@framewise/scene";
import { Alert, Button, Center, Code, Grid, Group, Loader, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconDownload, IconPencil } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import { usePlayback } from "../../video-studio/content/preview/use-playback";
import { useRendererFonts } from "../../video-studio/content/use-renderer-fonts";
import { usePinnedComments } from "../library-comments/comments-api";
import { VersionComments } from "../library-comments/VersionComments";
import { exportHref, useLibraryItem, type StudioItem } from "../studio/studio-api";
import { StageBadge } from "../studio/StageBadge";
import { layoutSample } from "../../video-studio/content/layout-sample";
import { ChecklistPanel } from "./ChecklistPanel";
import { DuplicateButton } from "./DuplicateButton";
import { editorLinks } from "./item-links";
import { ItemPlayer } from "./ItemPlayer";
import { ItemPreview, type PreviewCell } from "./ItemPreview";
import { OwnerPicker } from "./OwnerPicker";
import { previewPairs } from "./preview-pairs";
import { StageActions } from "./StageActions";
import { VersionsPanel } from "./VersionsPanel";

interface Props {
  kind: LibraryKind;
  id: string;
}

/** The aspect ratios the item is drawn and checked in: a layout's own, a template's all four. */
function coveredAspects(item: StudioItem): ChecklistAspect[] {
  if (item.kind === "template") return [...CHECKLIST_ASPECTS];
  const declared = (item.definition as Layout).aspectRatios;
  return CHECKLIST_ASPECTS.filter((aspect) => declared.includes(aspect));
}

/**
 * `layouts-pipeline/{id}` and `templates-pipeline/{id}`: one item's production line. Its latest
 * version previewed in every aspect ratio with whatever it is worn with, played and scrubbed; the
 * stage moves the rules allow; the checklist (run, ticked); every version, any two compared; and
 * the version's comments, pinned on the player.
 */
export function LibraryItemPage({ kind, id }: Props) {
  const item = useLibraryItem(kind, id);
  const templates = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  const [cell, setCell] = useState<PreviewCell | null>(null);
  const [pin, setPin] = useState<LibraryCommentPin | null>(null);

  const pairs = useMemo(
    () =>
      item.data && templates.data && layouts.data
        ? previewPairs(kind, item.data.definition, { templates: templates.data, layouts: layouts.data })
        : [],
    [kind, item.data, templates.data, layouts.data],
  );
  const covered = item.data ? coveredAspects(item.data) : [];
  const selected = cell ?? (pairs[0] && covered[0] ? { key: pairs[0].key, aspect: covered[0] } : null);
  const playing = pairs.find((pair) => pair.key === selected?.key);
  const playingAspect = selected?.aspect;
  const line = useMemo(
    () => (playing && playingAspect ? timeline(layoutSample(playing.layout, playing.template.id, playingAspect)) : { frames: 1, fps: 30 }),
    [playing, playingAspect],
  );
  const playback = usePlayback(line.frames, line.fps);
  const version = item.data?.latest_version ?? 0;
  const pins = usePinnedComments({ kind, itemId: id, version });

  if (item.error)
    return (
      <Alert color="red" title={`The ${kind} could not be loaded`}>
        {item.error.message}
      </Alert>
    );
  if (!item.data)
    return (
      <Center py="xl">
        <Loader aria-label={`Loading the ${kind}`} />
      </Center>
    );
  const data = item.data;
  const rowsAre = kind === "layout" ? "templates" : "layouts";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {data.name}
            </Title>
            <StageBadge stage={data.stage} size="lg" data-testid="item-stage" />
          </Group>
          <Text size="sm" c="dimmed">
            {kind === "layout" ? "Layout" : "Template"} <Code>{data.id}</Code> · version {data.latest_version}
            {data.published_version ? ` · users see version ${data.published_version}` : " · not published"} · used in {data.usage_count}{" "}
            video{data.usage_count === 1 ? "" : "s"}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          <OwnerPicker kind={kind} id={id} ownerEmail={data.owner_email} />
          {editorLinks(kind, id).map((link) => (
            <Button key={link.to} component={Link} to={link.to} variant="default" leftSection={<IconPencil size={16} />}>
              {link.label}
            </Button>
          ))}
          <Button component="a" href={exportHref(kind, id)} download variant="default" leftSection={<IconDownload size={16} />}>
            Export JSON
          </Button>
          <DuplicateButton kind={kind} id={id} name={data.name} />
        </Group>
      </Group>

      <StageActions kind={kind} id={id} stage={data.stage} />

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder radius="md" p="sm">
            <Title order={3} size="h4" mb="xs">
              Version {version} in every aspect ratio
            </Title>
            {templates.error || layouts.error ? (
              <Alert color="red" title="The published library could not be loaded">
                {(templates.error ?? layouts.error)?.message}
              </Alert>
            ) : !templates.data || !layouts.data ? (
              <Loader size="sm" aria-label="Loading the library" />
            ) : (
              <ItemPreview
                pairs={pairs}
                covered={covered}
                rowsAre={rowsAre}
                fontsReady={fontsReady}
                selected={selected}
                onSelect={setCell}
              />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder radius="md" p="sm" style={{ position: "sticky", top: 16 }}>
            {playing && selected ? (
              <ItemPlayer
                pair={playing}
                aspect={selected.aspect}
                fontsReady={fontsReady}
                playback={playback}
                pins={pins}
                onPick={setPin}
                onSelectPin={(comment) => {
                  setCell({ key: selected.key, aspect: comment.pin.aspect });
                  playback.seek(comment.pin.time * line.fps);
                }}
              />
            ) : (
              <Text size="sm" c="dimmed">
                Nothing to play yet.
              </Text>
            )}
          </Paper>
        </Grid.Col>
      </Grid>

      <Tabs defaultValue="checklist" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="checklist">Checklist</Tabs.Tab>
          <Tabs.Tab value="versions">Versions ({data.versions.length})</Tabs.Tab>
          <Tabs.Tab value="comments">Comments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="checklist" pt="sm">
          <ChecklistPanel kind={kind} id={id} version={version} comparePair={pairs[0]} />
        </Tabs.Panel>
        <Tabs.Panel value="versions" pt="sm">
          <VersionsPanel kind={kind} id={id} versions={data.versions} pair={pairs[0]} fontsReady={fontsReady} />
        </Tabs.Panel>
        <Tabs.Panel value="comments" pt="sm">
          {/* The comments slot: library-comments' threads on the latest version, pinned on the player above. */}
          <VersionComments
            kind={kind}
            itemId={id}
            version={version}
            pin={pin}
            onPinClear={() => setPin(null)}
            onSelectPin={(picked) => {
              if (selected) setCell({ key: selected.key, aspect: picked.aspect });
              playback.seek(picked.time * line.fps);
            }}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
