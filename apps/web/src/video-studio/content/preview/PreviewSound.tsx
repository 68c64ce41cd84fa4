import type { Content, Timeline } from "@framewise/scene";
import { useEffect, useMemo, useRef } from "react";
import { mediaFileUrl } from "./media-sources";
import type { Playback } from "./use-playback";

/** About 10 dB down, as the render ducks the music under a voice. */
const DUCKED = 0.3;
/** A sound further off the playhead than this is moved back onto it. */
const DRIFT_SECONDS = 0.25;

interface Sound {
  key: string;
  src: string;
  /** When it starts on the video's clock, and how long it may play. */
  start: number;
  end: number;
  volume: number;
  kind: "music" | "voice";
}

function soundsOf(content: Content, line: Timeline): Sound[] {
  const sounds: Sound[] = [];
  if (content.soundtrack)
    sounds.push({
      key: "music",
      src: content.soundtrack.src,
      start: 0,
      end: line.duration,
      volume: content.soundtrack.volume,
      kind: "music",
    });
  content.scenes.forEach((scene, index) => {
    const entry = line.scenes[index]!;
    if (scene.voiceover?.src)
      sounds.push({
        key: `voice-${scene.id}`,
        src: scene.voiceover.src,
        start: entry.start,
        end: line.duration,
        volume: scene.voiceover.volume,
        kind: "voice",
      });
  });
  return sounds;
}

/**
 * The preview's sound: the music bed and each scene's voiceover as <audio> elements following
 * the playhead while it plays (silent while paused or scrubbing), the music lowered while a
 * voice speaks, as the render mixes them.
 */
export function PreviewSound({ content, line, playback }: { content: Content; line: Timeline; playback: Playback }) {
  const sounds = useMemo(() => soundsOf(content, line), [content, line]);
  const elements = useRef(new Map<string, HTMLAudioElement>());
  const { frame, fps, playing } = playback;

  useEffect(() => {
    const time = frame / fps;
    const speaking = sounds.some((sound) => {
      const audio = elements.current.get(sound.key);
      return (
        sound.kind === "voice" &&
        audio &&
        time >= sound.start &&
        time < sound.start + (Number.isFinite(audio.duration) ? audio.duration : 0)
      );
    });
    for (const sound of sounds) {
      const audio = elements.current.get(sound.key);
      if (!audio) continue;
      const at = time - sound.start;
      const audible = playing && at >= 0 && time < sound.end && (!Number.isFinite(audio.duration) || at < audio.duration);
      if (!audible) {
        if (!audio.paused) audio.pause();
        continue;
      }
      audio.volume = sound.volume * (sound.kind === "music" && speaking && content.soundtrack?.duckUnderVoice ? DUCKED : 1);
      if (Math.abs(audio.currentTime - at) > DRIFT_SECONDS) audio.currentTime = at;
      // A browser may refuse to play before the person has interacted; the preview stays silent then.
      if (audio.paused) void audio.play().catch(() => undefined);
    }
  }, [frame, fps, playing, sounds, content.soundtrack?.duckUnderVoice]);

  return (
    <>
      {sounds.map((sound) => (
        <audio
          key={sound.key}
          ref={(element) => {
            if (element) elements.current.set(sound.key, element);
            else elements.current.delete(sound.key);
          }}
          src={mediaFileUrl(sound.src)}
          preload="auto"
          data-sound={sound.kind}
          hidden
        />
      ))}
    </>
  );
}
