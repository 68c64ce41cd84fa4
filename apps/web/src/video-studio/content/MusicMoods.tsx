import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { IconPlayerPlay, IconPlayerStop } from "@tabler/icons-react";
import { MOOD_STYLES, SHORTEST_PIECE, LONGEST_PIECE, type Mood } from "@framewise/music";
import { timeline, type Content } from "@framewise/scene";
import { useEffect, useRef, useState } from "react";
import { auditionWav } from "./music-audition";
import { useComposeMusic } from "./music-api";
import type { Edit } from "./use-document-history";
import { setSoundtrack } from "./video-edits";

interface Props {
  content: Content;
  onEdit: (edit: Edit, field: string | null) => void;
}

const MOODS = Object.keys(MOOD_STYLES) as Mood[];
const LABELS: Record<Mood, string> = {
  upbeat: "Upbeat",
  playful: "Playful",
  inspiring: "Inspiring",
  corporate: "Corporate",
  calm: "Calm",
  dramatic: "Dramatic",
};

/** Plays one audition at a time; a new one, or leaving, stops the last. */
function useAudition() {
  const [playing, setPlaying] = useState<Mood | null>(null);
  const audio = useRef<{ element: HTMLAudioElement; url: string } | null>(null);
  const stop = () => {
    if (audio.current) {
      audio.current.element.pause();
      URL.revokeObjectURL(audio.current.url);
      audio.current = null;
    }
    setPlaying(null);
  };
  useEffect(() => stop, []);
  const play = (mood: Mood) => {
    stop();
    const url = URL.createObjectURL(auditionWav(mood));
    const element = new Audio(url);
    element.onended = stop;
    audio.current = { element, url };
    setPlaying(mood);
    void element.play().catch(stop);
  };
  return { playing, play, stop };
}

/**
 * The music library: each mood's music to hear (made in the browser, at once) and to use, composed
 * on the server exactly as long as the video and put in as its soundtrack.
 */
export function MusicMoods({ content, onEdit }: Props) {
  const audition = useAudition();
  const compose = useComposeMusic();
  const seconds = Math.min(LONGEST_PIECE, timeline(content).duration);
  const use = (mood: Mood) => compose.mutate({ mood, seconds }, { onSuccess: (bed) => onEdit((doc) => setSoundtrack(doc, bed.src), null) });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Compose music
      </Text>
      <Text size="xs" c="dimmed">
        Royalty-free music made for this video's length, ending on its last beat. Made on this server: no service, no licence to track.
      </Text>
      {MOODS.map((mood) => (
        <Group key={mood} gap="xs" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="light"
              aria-label={audition.playing === mood ? `Stop the ${LABELS[mood]} music` : `Hear the ${LABELS[mood]} music`}
              onClick={() => (audition.playing === mood ? audition.stop() : audition.play(mood))}
            >
              {audition.playing === mood ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
            </ActionIcon>
            <Text size="sm">{LABELS[mood]}</Text>
            <Text size="xs" c="dimmed">
              {MOOD_STYLES[mood].tempo} bpm
            </Text>
          </Group>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`Use the ${LABELS[mood]} music`}
            disabled={seconds < SHORTEST_PIECE || (compose.isPending && compose.variables?.mood !== mood)}
            loading={compose.isPending && compose.variables?.mood === mood}
            onClick={() => use(mood)}
          >
            Use
          </Button>
        </Group>
      ))}
      {compose.isError && (
        <Text size="xs" c="red">
          The music could not be made: {compose.error.message}
        </Text>
      )}
    </Stack>
  );
}
