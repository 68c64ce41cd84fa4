import { ActionIcon, Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconPlayerPlay, IconWaveSine } from "@tabler/icons-react";
import type { Content, Scene } from "@framewise/scene";
import { useParams } from "react-router";
import type { Edit } from "./use-document-history";
import { useGenerateVoice, useVoices, voiceSampleUrl } from "./voice-api";
import { applyGeneratedVoice, isGenerated, setVoice } from "./voice-edits";

interface Props {
  scene: Scene;
  index: number;
  onEdit: (edit: Edit, field: string | null) => void;
}

function playSample(voice: string) {
  void new Audio(voiceSampleUrl(voice)).play().catch(() => {});
}

/** What the scene's captions follow, said plainly. */
function timingNote(scene: Scene): string {
  if (scene.voiceover?.timing === "provider") return "Voice ready. Captions follow the voice's own word timings.";
  if (scene.voiceover?.timing === "aligned") return "Voice ready. Captions are aligned to the recording's speech and pauses.";
  return "Voice ready. Captions are timed by estimate (this voice gives no word timings).";
}

/**
 * The scene's generated voice: which voice speaks the script (with a sample to hear), and the
 * button that speaks it. The server keeps each recording, so the same words in the same voice
 * are never paid for twice; changing the words or the voice asks for a new one.
 */
export function VoiceField({ scene, index, onEdit }: Props) {
  const { contentId = "" } = useParams();
  const voices = useVoices();
  const generate = useGenerateVoice(contentId);
  const text = scene.voiceover?.text.trim() ?? "";
  if (voices.isPending) return null;
  if (voices.isError)
    return (
      <Text size="sm" c="red">
        The voices could not be listed: {voices.error.message}
      </Text>
    );
  const { provider, voices: offered, default_voice: defaultVoice } = voices.data;
  if (!provider)
    return (
      <Alert color="gray" title="Generated voices are off on this server" p="xs">
        An administrator can turn them on with SPEECH_PROVIDER (a speech service such as openai, elevenlabs, lmnt, hume, deepgram, fal or
        azure, with SPEECH_API_KEY), or leave it unset for the built-in basic voice. You can still add a recording of your own below.
      </Alert>
    );
  const voice = scene.voiceover?.voice ?? defaultVoice ?? undefined;
  const speak = () =>
    generate.mutate(
      { text, ...(scene.voiceover?.voice ? { voice: scene.voiceover.voice } : {}) },
      { onSuccess: (generated) => onEdit((doc: Content) => applyGeneratedVoice(doc, scene.id, generated), null) },
    );
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          label="Voice"
          description={provider.local ? `${provider.label}: robotic, but needs no service.` : provider.label}
          size="xs"
          searchable
          allowDeselect={false}
          data={offered.map((each) => ({ value: each.id, label: each.name }))}
          value={voice ?? null}
          onChange={(chosen) => chosen && onEdit((doc: Content) => setVoice(doc, scene.id, chosen), null)}
          aria-label={`Voice of scene ${index + 1}`}
          style={{ flex: 1 }}
        />
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={`Hear a sample of ${offered.find((each) => each.id === voice)?.name ?? "this voice"}`}
          disabled={!voice}
          onClick={() => voice && playSample(voice)}
        >
          <IconPlayerPlay size={16} />
        </ActionIcon>
        <Button
          size="xs"
          variant={isGenerated(scene) ? "default" : "filled"}
          leftSection={<IconWaveSine size={14} />}
          disabled={!text || isGenerated(scene)}
          loading={generate.isPending}
          onClick={speak}
        >
          {isGenerated(scene) ? "Voice ready" : "Generate voice"}
        </Button>
      </Group>
      <Text size="xs" c={generate.isError ? "red" : "dimmed"} aria-live="polite">
        {generate.isError
          ? generate.error.message
          : isGenerated(scene)
            ? timingNote(scene)
            : text
              ? "No voice for this script yet: generate one to hear it in the preview and the video."
              : "Write a script to give this scene a voice."}
      </Text>
    </Stack>
  );
}
