import { createScratchDatabase } from "@framewise/test-support/scratch-database";
import { startFakeSpeech, type FakeSpeech } from "@framewise/test-support/fake-speech";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { render } from "../src/platform/db/schema.ts";
import type { RenderDocument } from "../src/video-studio/renders/render-request.ts";
import { VOICING_QUEUE } from "../src/video-studio/renders/voicing-progress.ts";
import { TestClient } from "./helpers/http.ts";
import { speechMp3 } from "./helpers/speech-mp3.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { openUserEvents, type UserEvents } from "./helpers/user-events.ts";
import { renderFinished, within } from "./helpers/wait-for.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;

const speechEnv = (speech: FakeSpeech) => ({
  SPEECH_PROVIDER: "openai",
  SPEECH_MODEL: "tts-fake",
  SPEECH_API_KEY: "sk-speech-test",
  SPEECH_BASE_URL: speech.openAiUrl,
});

/** A brief whose plan has more scenes to speak than are spoken at once (three), each line its own words (recordings are kept per script). */
const brief = (subject: string) => ({
  from: "prompt",
  prompt: [
    `${subject} roasts coffee every morning.`,
    `Beans from three farms ${subject} visits each year.`,
    `${subject} delivers to your door within two days.`,
    `Grinders and filters from ${subject} for every kind of brew.`,
    `Order fresh at ${subject.toLowerCase().replaceAll(" ", "")}.test`,
  ].join("\n"),
  templateId: "clean",
  aspectRatio: "9:16",
});

interface SceneView {
  id: string;
  slots: Record<string, unknown>;
  duration: unknown;
  voiceover?: { text: string; src?: string; voice?: string; timing?: string };
}

const waiting = (scenes: SceneView[]) => scenes.filter((scene) => scene.voiceover?.text.trim() && !scene.voiceover.src);
const voicingOf = (id: string) => (events: any[]) => events.filter((event) => event.type === "voicing" && event.content_id === id);
const finished = (id: string) => (events: any[]) => voicingOf(id)(events).some((event) => event.done === event.total);

describe.each(databaseKinds)("a new video's voices, recorded after it is saved, on %s", (kind) => {
  let speech: FakeSpeech;
  let server: TestServer;
  let owner: TestClient;
  let stream: UserEvents;
  beforeAll(async () => {
    speech = await startFakeSpeech({ audio: await speechMp3() });
    server = await startTestServer(kind, speechEnv(speech));
    owner = new TestClient(server.url);
    await owner.signUp(`voicing-${kind}@example.com`);
    stream = await openUserEvents(owner);
  });
  afterEach(() => speech.release());
  afterAll(async () => {
    stream?.close();
    await server?.destroy();
    await speech?.close();
  });

  /** Starts a video while the provider holds its answers; answers it once the first scenes are being spoken. */
  const createWhileHeld = async (subject: string) => {
    const before = speech.requests.length;
    speech.hold();
    const created = await owner.post("/api/v1/content", brief(subject));
    expect(created.status).toBe(201);
    const scenes = waiting(created.body.data.document.scenes);
    expect(scenes.length).toBeGreaterThan(3);
    // Three scenes are spoken at once; the rest wait their turn.
    await within("the first scenes to be sent to the provider", speech.received(before + 3));
    return {
      id: created.body.data.id as string,
      document: created.body.data.document,
      scenes,
      asked: () => speech.requests.length - before,
    };
  };

  it("answers the create before the provider has spoken, then saves each recording as it lands and says how far it is", async () => {
    const { id, document, scenes } = await createWhileHeld("Ember and Oak");
    const planned = new Map(document.scenes.map((scene: SceneView & { duration: number }) => [scene.id, scene.duration]));
    expect(speech.requests.slice(-3).every((request) => request.model === "tts-fake")).toBe(true);
    expect((await owner.get(`/api/v1/content/${id}/voicing`)).body.data).toEqual({ done: 0, total: scenes.length, versions: [] });

    speech.release();
    // One event as each scene lands; two landing together may both count the other, so the
    // last to finish can be heard before the other's event: wait for all of them.
    const events = voicingOf(id)(
      await stream.until("every voice's event", (heard) => finished(id)(heard) && voicingOf(id)(heard).length >= scenes.length),
    );
    expect(events).toHaveLength(scenes.length);
    expect(events.every((event) => event.total === scenes.length && event.done >= 1 && event.done <= scenes.length)).toBe(true);
    // Each recording was saved as a version of its own, after the first.
    const versions = scenes.map((_, index) => index + 2);
    expect(events.find((event) => event.done === event.total)).toMatchObject({ total: scenes.length, versions });

    const saved = (await owner.get(`/api/v1/content/${id}`)).body.data;
    expect(saved.version).toBe(scenes.length + 1);
    for (const scene of saved.document.scenes.filter((each: SceneView) => each.voiceover?.text.trim()))
      expect(scene, scene.id).toMatchObject({
        voiceover: { src: expect.stringMatching(/^asset:/), voice: "alloy", timing: "aligned" },
        // As long as the voice, never shorter than planned: the brief's length holds with a quick voice.
        duration: { follow: "voiceover", min: planned.get(scene.id) },
      });
    expect((await owner.get(`/api/v1/content/${id}/voicing`)).body.data).toEqual({ done: scenes.length, total: scenes.length, versions });
  });

  it("keeps the person's edits made meanwhile, and gives no recording to a scene whose script changed", async () => {
    const { id, document, scenes } = await createWhileHeld("Birch Lane");
    const rewritten = scenes[0]!.id;
    const edited = {
      ...document,
      title: "Edited while the voices were recorded",
      scenes: document.scenes.map((scene: SceneView) =>
        scene.id === rewritten
          ? { ...scene, voiceover: { ...scene.voiceover, text: "Words typed while the old ones were spoken." } }
          : scene,
      ),
    };
    const put = await owner.request("PUT", `/api/v1/content/${id}`, { json: { version: 1, document: edited } });
    expect(put.status).toBe(200);

    speech.release();
    await stream.until("the last voice to land", finished(id));
    const saved = (await owner.get(`/api/v1/content/${id}`)).body.data;
    expect(saved.title).toBe("Edited while the voices were recorded");
    const byId = new Map<string, SceneView>(saved.document.scenes.map((scene: SceneView) => [scene.id, scene]));
    expect(byId.get(rewritten)!.voiceover).toEqual({ text: "Words typed while the old ones were spoken.", volume: 1 });
    for (const scene of scenes.filter((each) => each.id !== rewritten))
      expect(byId.get(scene.id)!.voiceover!.src, scene.id).toMatch(/^asset:/);
  });

  it("ends quietly when the video is deleted meanwhile, asking the provider for no more of it", async () => {
    const { id, asked } = await createWhileHeld("Oak Street");
    expect((await owner.request("DELETE", `/api/v1/content/${id}`)).status).toBe(204);
    speech.release();
    const events = voicingOf(id)(await stream.until("every scene's job to end", finished(id)));
    // Only the three already being spoken were asked for; every job completed, none failed or retried.
    expect(asked()).toBe(3);
    expect(events.at(-1)!.versions).toEqual([]);
    const jobs = await server.jobs.findJobs(VOICING_QUEUE, { key: id });
    expect(jobs.map((job) => job.state)).toEqual(jobs.map(() => "completed"));
  });

  it("holds a render asked for meanwhile until the voices are recorded, and renders them", async () => {
    const { id, scenes } = await createWhileHeld("Fern Hill");
    const queued = await owner.post(`/api/v1/content/${id}/renders`, { scale: 0.1 });
    expect(queued.status).toBe(202);
    speech.release();
    expect(await renderFinished(owner, queued.body.data.id, 120_000)).toMatchObject({ status: "done" });
    const [row] = await server.database.db.select({ document: render.document }).from(render).where(eq(render.id, queued.body.data.id));
    const document = row!.document as RenderDocument;
    const rendered = document.content.scenes.filter((scene) => scenes.some((each) => each.id === scene.id));
    expect(rendered.map((scene) => scene.voiceover?.src)).toEqual(scenes.map(() => expect.stringMatching(/^asset:/)));
  });
});

describe.skipIf(!postgresUrl)("a new video's voices after the process that queued them stopped", () => {
  it("are recorded by the next process on the same database", async () => {
    const speech = await startFakeSpeech({ audio: await speechMp3() });
    const scratch = await createScratchDatabase(postgresUrl!);
    const shared = { ...speechEnv(speech), DATABASE_URL: scratch.url, AUTH_SECRET: "a-secret-both-processes-share-0123456789" };
    // "pglite" here only means the helper makes no database of its own: DATABASE_URL names the shared one.
    const first = await startTestServer("pglite", { ...shared, ROLE: "api" });
    let second: TestServer | undefined;
    try {
      const owner = new TestClient(first.url);
      await owner.signUp("voicing-restart@example.com");
      const created = await owner.post("/api/v1/content", brief("Ember and Oak"));
      const scenes = waiting(created.body.data.document.scenes);
      // This process only queues work: nothing was spoken before it stopped.
      await first.destroy();
      expect(speech.requests).toEqual([]);

      second = await startTestServer("pglite", shared);
      const again = owner.pointedAt(second.url);
      const stream = await openUserEvents(again);
      const id = created.body.data.id as string;
      const progress = await again.get(`/api/v1/content/${id}/voicing`);
      if (progress.body.data.done < scenes.length) await stream.until("the voices to land", finished(id));
      stream.close();
      const saved = (await again.get(`/api/v1/content/${id}`)).body.data;
      expect(waiting(saved.document.scenes)).toEqual([]);
      expect(speech.requests).toHaveLength(scenes.length);
    } finally {
      await second?.destroy();
      await scratch.drop();
      await speech.close();
    }
  });
});
