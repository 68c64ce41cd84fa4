import { Accordion, Anchor, ColorInput, Group, SegmentedControl, Select, Slider, Stack, Switch, Text } from "@mantine/core";
import { FONT_FILES } from "@framewise/renderer";
import { ASPECT_RATIOS, paletteOf, type AspectRatio, type Content, type Layout, type PaletteRole, type Template } from "@framewise/scene";
import { memo } from "react";
import { setAspectRatio, setTemplate } from "./scene-edits";
import type { Edit } from "./use-document-history";
import { MediaField } from "./MediaField";
import { MusicMoods } from "./MusicMoods";
import {
  setBrandColor,
  setBrandFont,
  setBrandLogo,
  setCaptions,
  setDuckUnderVoice,
  setOpening,
  setSoundtrack,
  setSoundtrackVolume,
} from "./video-edits";

interface Props {
  content: Content;
  templates: Template[];
  layouts: Record<string, Layout>;
  onEdit: (edit: Edit, field: string | null) => void;
}

const ASPECT_LABELS: Record<AspectRatio, string> = { "9:16": "9:16 Story", "1:1": "1:1 Square", "16:9": "16:9 Wide", "4:5": "4:5 Feed" };
const BRAND_COLORS: { role: PaletteRole; label: string }[] = [
  { role: "primary", label: "Primary" },
  { role: "accent", label: "Accent" },
  { role: "background", label: "Background" },
  { role: "text", label: "Text" },
];
const FONT_FAMILIES = [...new Set(FONT_FILES.map((font) => font.family))];

/** What applies to the whole video: template, aspect ratio, brand kit, music and captions. */
export const VideoSettings = memo(function VideoSettings({ content, templates, layouts, onEdit }: Props) {
  const template = templates.find((candidate) => candidate.id === content.templateId);
  const palette = template ? paletteOf(template, content) : undefined;
  const brand = content.brandKit;
  return (
    <Accordion variant="separated" multiple defaultValue={["look"]}>
      <Accordion.Item value="look">
        <Accordion.Control>Look and format</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Select
              label="Template"
              description="Changes the look; scenes and words stay."
              data={templates.map((choice) => ({ value: choice.id, label: choice.name }))}
              value={content.templateId}
              allowDeselect={false}
              onChange={(id) => {
                const next = templates.find((choice) => choice.id === id);
                if (next) onEdit((doc) => setTemplate(doc, next, layouts), null);
              }}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Opening
              </Text>
              <SegmentedControl
                aria-label="Opening"
                size="xs"
                data={[
                  { value: "composed", label: "Composed" },
                  { value: "animated", label: "Animated in" },
                ]}
                value={content.opening}
                onChange={(opening) => onEdit((doc) => setOpening(doc, opening), null)}
              />
              <Text size="xs" c="dimmed">
                {content.opening === "composed"
                  ? "The first frame shows the first scene in place, as feeds and loops show it."
                  : "The first scene's words enter from an empty card."}
              </Text>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Aspect ratio
              </Text>
              <SegmentedControl
                aria-label="Aspect ratio"
                size="xs"
                fullWidth
                data={ASPECT_RATIOS.map((ratio) => ({ value: ratio, label: ASPECT_LABELS[ratio] }))}
                value={content.aspectRatio}
                onChange={(ratio) => template && onEdit((doc) => setAspectRatio(doc, ratio, template, layouts), null)}
              />
            </Stack>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="brand">
        <Accordion.Control>Brand kit</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <MediaField
              label="Logo"
              value={brand?.logo}
              kinds={["image"]}
              onChange={(src) => onEdit((doc) => setBrandLogo(doc, src), null)}
            />
            <Group grow gap="xs">
              {BRAND_COLORS.map(({ role, label }) => (
                <ColorInput
                  key={role}
                  label={label}
                  size="xs"
                  format="hex"
                  value={brand?.colors?.[role] ?? palette?.[role] ?? ""}
                  // Only a complete colour applies; typing one passes through partial values.
                  onChange={(value) =>
                    /^#[0-9a-fA-F]{6}$/.test(value) && onEdit((doc) => setBrandColor(doc, role, value.toLowerCase()), `brand/${role}`)
                  }
                />
              ))}
            </Group>
            <Group grow gap="xs">
              {(["heading", "body"] as const).map((which) => (
                <Select
                  key={which}
                  label={which === "heading" ? "Heading font" : "Body font"}
                  size="xs"
                  placeholder={`Template's (${template?.fonts[which].family ?? "?"})`}
                  clearable
                  data={FONT_FAMILIES}
                  value={brand?.fonts?.[which] ?? null}
                  onChange={(family) => onEdit((doc) => setBrandFont(doc, which, family ?? undefined), null)}
                />
              ))}
            </Group>
            {brand?.colors && (
              <Text size="xs" c="dimmed">
                Brand colours replace the template's everywhere.{" "}
                <Anchor
                  component="button"
                  type="button"
                  size="xs"
                  onClick={() => onEdit((doc) => BRAND_COLORS.reduce((each, { role }) => setBrandColor(each, role, undefined), doc), null)}
                >
                  Use the template's colours
                </Anchor>
              </Text>
            )}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="sound">
        <Accordion.Control>Music</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <MediaField
              label="Soundtrack"
              value={content.soundtrack?.src}
              kinds={["audio"]}
              onChange={(src) => onEdit((doc) => setSoundtrack(doc, src), null)}
            />
            {content.soundtrack && (
              <>
                <Stack gap={4}>
                  <Text size="sm">Music volume</Text>
                  <Slider
                    aria-label="Music volume"
                    min={0}
                    max={1}
                    step={0.05}
                    value={content.soundtrack.volume}
                    label={(value) => `${Math.round(value * 100)} %`}
                    onChange={(volume) => onEdit((doc) => setSoundtrackVolume(doc, volume), "soundtrack/volume")}
                  />
                </Stack>
                <Switch
                  label="Lower the music while a voiceover speaks"
                  checked={content.soundtrack.duckUnderVoice}
                  onChange={(event) => {
                    const duck = event.currentTarget.checked;
                    onEdit((doc) => setDuckUnderVoice(doc, duck), null);
                  }}
                />
              </>
            )}
            <Text size="xs" c="dimmed">
              The preview plays the music and voiceovers with the picture; the MP4 mixes them when you render.
            </Text>
            <MusicMoods content={content} onEdit={onEdit} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="captions">
        <Accordion.Control>Captions</Accordion.Control>
        <Accordion.Panel>
          <CaptionSettings content={content} onEdit={onEdit} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
});

const CAPTION_STYLES = [
  { value: "word-highlight", label: "Word by word" },
  { value: "line", label: "Whole line" },
];
const CAPTION_POSITIONS = [
  { value: "top", label: "Top" },
  { value: "middle", label: "Middle" },
  { value: "bottom", label: "Bottom" },
];

/** Captions of the voiceover scripts: on or off, lit word by word or plain, and where they sit. */
function CaptionSettings({ content, onEdit }: Pick<Props, "content" | "onEdit">) {
  const captions = content.captions;
  const scripted = content.scenes.some((scene) => scene.voiceover?.text.trim());
  return (
    <Stack gap="sm">
      <Switch
        label="Show the voiceover as captions"
        checked={captions?.enabled ?? false}
        onChange={(event) => {
          const enabled = event.currentTarget.checked;
          onEdit((doc) => setCaptions(doc, { enabled }), null);
        }}
      />
      {captions?.enabled && (
        <>
          <SegmentedControl
            aria-label="Caption style"
            size="xs"
            fullWidth
            data={CAPTION_STYLES}
            value={captions.style}
            onChange={(style) => onEdit((doc) => setCaptions(doc, { style: style as "word-highlight" | "line" }), null)}
          />
          <SegmentedControl
            aria-label="Caption position"
            size="xs"
            fullWidth
            data={CAPTION_POSITIONS}
            value={captions.position}
            onChange={(position) => onEdit((doc) => setCaptions(doc, { position: position as "top" | "middle" | "bottom" }), null)}
          />
        </>
      )}
      <Text size="xs" c="dimmed">
        {scripted
          ? "Each scene's voiceover script shows while it is spoken, in the preview and the MP4."
          : "Captions show each scene's voiceover script: write one in a scene to see them."}
      </Text>
    </Stack>
  );
}
