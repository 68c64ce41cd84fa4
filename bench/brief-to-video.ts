/**
 * One brief to an MP4, as a newcomer with a speech service and a stock key configured gets it,
 * with no edits: starts the product on a fresh data folder beside a loopback Pexels (the starter's
 * sample landscape as every photo, a push-in over it as every clip) and a loopback OpenAI speech
 * server that speaks each request's words with eSpeak NG, sends the Ember & Oak brief (or
 * `--brief`), asks for the MP4 at once (the render waits for the voices), and writes three frames
 * (the opening, the middle, the last second) into `--out`. Prints JSON: milliseconds to the editor
 * and to the finished MP4, and each scene's layout, words on screen, length and caption timing.
 * Only 127.0.0.1 is contacted; bounded by the render's own limits.
 *
 *   node bench/brief-to-video.ts [--brief "…"] [--out folder]
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { ffmpegPath, probeDuration } from "@framewise/media";
import { sampleArt } from "@framewise/starter/sample-art";
import { startFakePexels, type FakeStockItem } from "@framewise/test-support/fake-pexels";
import { startFakeSpeech } from "@framewise/test-support/fake-speech";
import { EMBER_AND_OAK } from "../apps/server/src/video-studio/planner/brief/issue-brief.ts";
import { createEspeakEngine } from "../apps/server/src/video-studio/voice/espeak-speech.ts";
import { signUp, startProduct } from "./product-server.ts";

const { values } = parseArgs({
  options: { brief: { type: "string", default: EMBER_AND_OAK }, out: { type: "string", default: "brief-frames" } },
});
const run = promisify(execFile);
const ffmpeg = (...args: string[]) => run(ffmpegPath(), ["-v", "error", ...args], { encoding: "buffer", maxBuffer: 64 * 1024 * 1024 });
const folder = await mkdtemp(path.join(tmpdir(), "framewise-bench-brief-"));
const out = path.resolve(values.out);
await mkdir(out, { recursive: true });

/** The stock catalogue: every word of the brief finds a photo and a clip, so the planner's picks are its own. */
function catalogue(brief: string): FakeStockItem[] {
  const words = [...new Set(brief.toLowerCase().match(/\p{L}{4,}/gu) ?? [])];
  return words.flatMap((word, index): FakeStockItem[] => [
    { id: 1000 + index, kind: "image", words: [word], author: "Sample Art", width: 1920, height: 1280 },
    { id: 5000 + index, kind: "video", words: [word], author: "Sample Art", width: 1920, height: 1080, duration: 6 },
  ]);
}

async function stockFiles() {
  const still = path.join(folder, "still.png");
  await writeFile(still, await sampleArt().clipStill.encode("png"));
  const clip = path.join(folder, "clip.mp4");
  const pushIn = "scale=1920:1080,zoompan=z='1+0.0015*on':d=1:s=1920x1080:fps=30";
  await ffmpeg("-loop", "1", "-i", still, "-t", "6", "-vf", pushIn, "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", clip);
  return { image: await readFile(still), video: await readFile(clip) };
}

/** eSpeak NG's recording of the words, as MP3 (what the OpenAI protocol is asked for). */
const espeak = createEspeakEngine();
async function spoken(text: string): Promise<Uint8Array> {
  const wav = path.join(folder, `${crypto.randomUUID()}.wav`);
  await writeFile(wav, (await espeak.speak(text, espeak.defaultVoice)).audio);
  return (await ffmpeg("-i", wav, "-c:a", "libmp3lame", "-f", "mp3", "-")).stdout;
}

/** Reads a render's progress events until it finishes; answers the last. */
async function finished(url: string, cookie: string): Promise<{ status: string; error: string | null }> {
  const response = await fetch(url, { headers: { cookie } });
  let last = { status: "queued", error: null };
  let buffer = "";
  for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    for (const data of buffer.match(/^data: .*$/gm) ?? []) last = JSON.parse(data.slice(6));
    buffer = buffer.slice(buffer.lastIndexOf("\n\n") + 2);
  }
  return last;
}

const pexels = await startFakePexels({ apiKey: "bench-key", items: catalogue(values.brief), files: await stockFiles() });
const speech = await startFakeSpeech({ audio: spoken });
const server = await startProduct({
  DATA_DIR: path.join(folder, "data"),
  PEXELS_API_KEY: "bench-key",
  PEXELS_API_URL: pexels.url,
  SPEECH_PROVIDER: "openai",
  SPEECH_BASE_URL: speech.openAiUrl,
  SPEECH_API_KEY: "bench-key",
  // The loopback Pexels hands out loopback file addresses, which the product refuses unless told.
  TEST_ALLOW_LOOPBACK_FETCH: "true",
});
try {
  const cookie = await signUp(server);
  const headers = { "content-type": "application/json", origin: server.url, cookie };
  const started = performance.now();
  const created = await fetch(`${server.url}/api/v1/content`, {
    method: "POST",
    headers,
    body: JSON.stringify({ from: "prompt", prompt: values.brief }),
  });
  if (created.status !== 201) throw new Error(`creating the video answered ${created.status}: ${await created.text()}`);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const toEditor = performance.now() - started;
  const queued = await fetch(`${server.url}/api/v1/content/${id}/renders`, { method: "POST", headers, body: "{}" });
  const render = ((await queued.json()) as { data: { id: string } }).data;
  const result = await finished(`${server.url}/api/v1/renders/${render.id}/events`, cookie);
  if (result.status !== "done") throw new Error(`the render ended ${result.status}: ${result.error}`);
  const toMp4 = performance.now() - started;

  const mp4 = path.join(out, "video.mp4");
  await writeFile(
    mp4,
    Buffer.from(await (await fetch(`${server.url}/api/v1/renders/${render.id}/video`, { headers: { cookie } })).arrayBuffer()),
  );
  const seconds = await probeDuration(mp4);
  const frames = { opening: 0, middle: seconds / 2, closing: Math.max(0, seconds - 1) };
  for (const [name, at] of Object.entries(frames))
    await ffmpeg("-ss", String(at), "-i", mp4, "-frames:v", "1", "-y", path.join(out, `${name}.png`));

  const saved = (await (await fetch(`${server.url}/api/v1/content/${id}`, { headers: { cookie } })).json()) as {
    data: { document: { aspectRatio: string; templateId: string; scenes: Scene[] } };
  };
  const { aspectRatio, templateId, scenes } = saved.data.document;
  console.log(
    JSON.stringify(
      {
        brief: values.brief,
        msToEditor: Math.round(toEditor),
        msToMp4: Math.round(toMp4),
        mp4Seconds: seconds,
        aspectRatio,
        templateId,
        speechRequests: speech.requests.length,
        stockDownloads: pexels.downloads.length,
        scenes: scenes.map(describeScene),
        frames: Object.fromEntries(
          Object.entries(frames).map(([name, at]) => [name, { seconds: at, file: path.join(out, `${name}.png`) }]),
        ),
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
  await Promise.all([pexels.close(), speech.close()]);
  await rm(folder, { recursive: true, force: true });
}

interface Scene {
  layoutId: string;
  duration: unknown;
  slots: Record<string, { text?: string; items?: string[]; src?: string }>;
  voiceover?: { text: string; timing?: string };
}

/** A scene as a reader checks it: its layout, the words on screen, where its media came from, its length rule and caption timing. */
function describeScene(scene: Scene) {
  const onScreen = Object.fromEntries(
    Object.entries(scene.slots)
      .filter(([, value]) => value.text !== undefined || value.items !== undefined)
      .map(([slot, value]) => [slot, value.text ?? value.items]),
  );
  const media = Object.values(scene.slots).flatMap((value) => (value.src ? [value.src] : []));
  return { layout: scene.layoutId, onScreen, media, duration: scene.duration, timing: scene.voiceover?.timing ?? null };
}
