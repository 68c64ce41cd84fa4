import type { Voice } from "./speech-engine.ts";

/** What listing a service's voices needs: its fetch (SPEECH_BASE_URL applied), key and model. */
export interface VoiceQuery {
  send: typeof fetch;
  apiKey: string | undefined;
  model: string;
  signal?: AbortSignal;
}

const named = (id: string) => ({ id, name: id[0]!.toUpperCase() + id.slice(1).replace(/_/g, " ") });

/** OpenAI's built-in voices (https://platform.openai.com/docs/guides/text-to-speech), Azure OpenAI's too; the API has no list. */
export const openAiVoices = async (): Promise<Voice[]> =>
  ["alloy", "ash", "ballad", "coral", "echo", "fable", "nova", "onyx", "sage", "shimmer", "verse"].map(named);

/** MiniMax's system voices, as fal's MiniMax speech models take them (`voice_setting.voice_id`); fal has no list. */
export const miniMaxVoices = async (): Promise<Voice[]> =>
  [
    "Wise_Woman",
    "Friendly_Person",
    "Inspirational_girl",
    "Deep_Voice_Man",
    "Calm_Woman",
    "Casual_Guy",
    "Lively_Girl",
    "Patient_Man",
    "Young_Knight",
    "Determined_Man",
    "Lovely_Girl",
    "Decent_Boy",
    "Imposing_Manner",
    "Elegant_Man",
    "Abbess",
    "Sweet_Girl_2",
    "Exuberant_Girl",
  ].map(named);

async function askJson<T>(query: VoiceQuery, service: string, url: string, headers: Record<string, string>): Promise<T> {
  const response = await query.send(url, { headers: query.apiKey ? headers : {}, signal: query.signal });
  if (!response.ok) throw new Error(`${service} answered ${response.status} for its voices`);
  return (await response.json()) as T;
}

/** ElevenLabs' voices API: its premade voices and the account's own. */
export async function elevenLabsVoices(query: VoiceQuery): Promise<Voice[]> {
  const body = await askJson<{ voices: { voice_id: string; name: string; labels?: Record<string, string> }[] }>(
    query,
    "ElevenLabs",
    "https://api.elevenlabs.io/v1/voices",
    { "xi-api-key": query.apiKey ?? "" },
  );
  return body.voices.map((voice) => ({
    id: voice.voice_id,
    name: voice.name,
    ...(voice.labels?.accent ? { language: voice.labels.accent } : {}),
  }));
}

/** LMNT's voices API: its system voices and the account's clones, those ready to speak. */
export async function lmntVoices(query: VoiceQuery): Promise<Voice[]> {
  const voices = await askJson<{ id: string; name: string; state: string }[]>(query, "LMNT", "https://api.lmnt.com/v1/ai/voice/list", {
    "X-API-Key": query.apiKey ?? "",
  });
  return voices.filter((voice) => voice.state === "ready").map(({ id, name }) => ({ id, name }));
}

/** Hume's voice library (the voices its speech model takes by id), page by page. */
export async function humeVoices(query: VoiceQuery): Promise<Voice[]> {
  const voices: Voice[] = [];
  // A library of some hundred voices; the bound only guards against a service that never stops paging.
  for (let page = 0, pages = 1; page < Math.min(pages, 20); page++) {
    const body = await askJson<{ total_pages: number; voices_page?: { id: string; name: string }[] }>(
      query,
      "Hume",
      `https://api.hume.ai/v0/tts/voices?provider=HUME_AI&page_size=100&page_number=${page}`,
      { "X-Hume-Api-Key": query.apiKey ?? "" },
    );
    voices.push(...(body.voices_page ?? []).map(({ id, name }) => ({ id, name })));
    pages = body.total_pages;
  }
  return voices;
}

/**
 * Deepgram's voices of the configured model family (`aura-2`): its models API lists each voice
 * as a model (`aura-2-thalia-en`). The voice id is the rest of that name, its language included
 * (`thalia-en`), as Deepgram's speech options take it apart again.
 */
export async function deepgramVoices(query: VoiceQuery): Promise<Voice[]> {
  const body = await askJson<{ tts?: { name: string; canonical_name: string; architecture: string; languages?: string[] }[] }>(
    query,
    "Deepgram",
    "https://api.deepgram.com/v1/models",
    { authorization: `Token ${query.apiKey ?? ""}` },
  );
  return (body.tts ?? [])
    .filter((model) => model.architecture === query.model && model.canonical_name.startsWith(`${query.model}-`))
    .map((model) => ({
      id: model.canonical_name.slice(query.model.length + 1),
      name: named(model.name).name,
      ...(model.languages?.[0] ? { language: model.languages[0] } : {}),
    }));
}
