import { detectLanguage } from "../../kernel/detect-language.ts";
import type { SpeechEngine, Voice } from "./speech-engine.ts";

/** "de", "de-DE" and "de_de" are all German; an accent ("american", as ElevenLabs labels voices) is no language code. */
function languageOf(voice: Voice | undefined): string | undefined {
  const code = voice?.language?.toLowerCase().split(/[-_]/)[0];
  return code && /^[a-z]{2,3}$/.test(code) ? code : undefined;
}

/**
 * The voice a script is spoken in when none was picked: the engine's default, unless the script
 * is in another language and the engine offers a voice of that one (a German script is not read
 * by "English (America)"). Voices that name no language (most services' are multilingual) keep
 * the default.
 */
export async function voiceForScript(speech: Pick<SpeechEngine, "defaultVoice" | "listVoices">, text: string): Promise<string> {
  const language = detectLanguage(text);
  if (!language) return speech.defaultVoice;
  const voices = await speech.listVoices();
  const usual = languageOf(voices.find((voice) => voice.id === speech.defaultVoice));
  if (!usual || usual === language) return speech.defaultVoice;
  return voices.find((voice) => languageOf(voice) === language)?.id ?? speech.defaultVoice;
}
