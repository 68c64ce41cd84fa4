import { startFakeImagesApi, type FakeImagesApi } from "@framewise/test-support/fake-image-openai";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTER_VIBES } from "../src/image-studio/image-gen/vibes/starter-vibes.ts";
import { TestClient } from "./helpers/http.ts";
import { bytesOf, generated, isPng, isWebp } from "./helpers/image-gen.ts";
import { flatPicture } from "./helpers/image-providers.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";

const API = "/api/v1/image-gen";
const STAFF = "/api/v1/staff/image-gen";

describe.each(databaseKinds)("vibes and the inspiration wall over HTTP on %s", (kind) => {
  let server: TestServer;
  let owner: TestClient;
  let stranger: TestClient;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = new TestClient(server.url);
    await owner.signUp(`vibe-owner-${kind}@example.com`);
    stranger = new TestClient(server.url);
    await stranger.signUp(`vibe-stranger-${kind}@example.com`);
    staff = new TestClient(server.url);
    await staff.signUp(`vibe-boss-${kind}@staff.test`);
    await server.database.db.execute(sql`update "user" set email_verified = true where email = ${`vibe-boss-${kind}@staff.test`}`);
  });
  afterAll(() => server?.destroy());

  it("lists the starter vibes, each with a preview painted by the offline generator", async () => {
    const { status, body } = await owner.get(`${API}/vibes`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.data.map((vibe: { name: string }) => vibe.name)).toEqual(STARTER_VIBES.map((vibe) => vibe.name));
    expect(body.data[0]).toMatchObject({ origin: "starter", published: true, mine: false, prompt_fragment: expect.any(String) });
    expect(body.data.every((vibe: { offline_preview: boolean }) => vibe.offline_preview)).toBe(true);
    const first = await bytesOf(owner, body.data[0].preview_url);
    expect(first.status).toBe(200);
    expect(isPng(first.bytes)).toBe(true);
    // Painted once, then served from storage: the same bytes again.
    expect((await bytesOf(owner, body.data[0].preview_url)).bytes.equals(first.bytes)).toBe(true);
    expect((await bytesOf(owner, body.data[1].preview_url)).bytes.equals(first.bytes)).toBe(false);
  });

  it("creates, edits and deletes the caller's own vibe; another person's answers 404", async () => {
    const created = await owner.post(`${API}/vibes`, { name: "Soft dusk", prompt_fragment: "soft dusk light", params: { steps: 20 } });
    expect(created.status).toBe(201);
    const vibe = created.body.data;
    expect(vibe).toMatchObject({
      origin: "user",
      mine: true,
      published: false,
      negative_fragment: "",
      params: { steps: 20 },
      offline_preview: true,
    });
    expect((await owner.get(`${API}/vibes`)).body.data.at(-1)).toMatchObject({ id: vibe.id, name: "Soft dusk" });
    expect((await stranger.get(`${API}/vibes`)).body.data.some((row: { id: string }) => row.id === vibe.id)).toBe(false);
    expect(isPng((await bytesOf(owner, vibe.preview_url)).bytes)).toBe(true);

    const edited = await owner.request("PATCH", `${API}/vibes/${vibe.id}`, {
      json: { name: "Softer dusk", prompt_fragment: "softer dusk" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: "Softer dusk", prompt_fragment: "softer dusk" });
    expect(edited.body.data.preview_url).not.toBe(vibe.preview_url);

    for (const [method, path, json] of [
      ["PATCH", `${API}/vibes/${vibe.id}`, { name: "Taken" }],
      ["DELETE", `${API}/vibes/${vibe.id}`, undefined],
      ["GET", `${API}/vibes/${vibe.id}/preview`, undefined],
    ] as const) {
      const answer = await stranger.request(method, path, { json });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
    }
    // Starter vibes are nobody's to change.
    expect((await owner.request("PATCH", `${API}/vibes/${STARTER_VIBES[0]!.id}`, { json: { name: "Mine now" } })).status).toBe(404);

    expect((await owner.request("DELETE", `${API}/vibes/${vibe.id}`)).status).toBe(204);
    expect((await owner.get(`${API}/vibes/${vibe.id}/preview`)).status).toBe(404);
  });

  it("makes a vibe from an image's recipe, with the image as its preview; a foreign private image answers 404", async () => {
    const image = (await generated(owner, { prompt: "A teal harbour at noon", negative_prompt: "fog" })).images[0];
    const created = await owner.post(`${API}/vibes`, { name: "Harbour", from_image_id: image.id });
    expect(created.status).toBe(201);
    // The image came from the offline generator, so its copy as the preview is labelled as such.
    expect(created.body.data).toMatchObject({ prompt_fragment: "A teal harbour at noon", negative_fragment: "fog", offline_preview: true });
    expect(isWebp((await bytesOf(owner, created.body.data.preview_url)).bytes)).toBe(true);
    const foreign = await stranger.post(`${API}/vibes`, { name: "Stolen", from_image_id: image.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("not_found");
  });

  it("refuses bad vibes in the one error shape", async () => {
    const cases = [
      [{ prompt_fragment: "no name" }, "name"],
      [{ name: "x".repeat(61), prompt_fragment: "long name" }, "name"],
      [{ name: "No words" }, "prompt_fragment"],
      [{ name: "Long", prompt_fragment: "x".repeat(501) }, "prompt_fragment"],
      [{ name: "Params", prompt_fragment: "p", params: { steps: { deep: 1 } } }, "params.steps"],
      [{ name: "Extra", prompt_fragment: "p", owner: "me" }, "body"],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await owner.post(`${API}/vibes`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe("invalid_request");
      expect(Object.keys(answer.body.error.fields).join(), JSON.stringify(body)).toContain(field);
    }
    expect((await owner.request("PATCH", `${API}/vibes/not-an-id`, { json: { name: "x" } })).status).toBe(400);
  });

  it("lets staff publish a person's vibe for everyone (as a staff copy) and withdraw it; members get 403", async () => {
    const vibe = (await owner.post(`${API}/vibes`, { name: "Everyone's", prompt_fragment: "shared look" })).body.data;
    expect((await owner.post(`${STAFF}/vibes/${vibe.id}/publish`)).status).toBe(403);
    expect((await new TestClient(server.url).post(`${STAFF}/vibes/${vibe.id}/publish`)).status).toBe(401);
    expect((await staff.get(`${STAFF}/vibes`)).body.data.some((row: { id: string }) => row.id === vibe.id)).toBe(true);

    const published = await staff.post(`${STAFF}/vibes/${vibe.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ origin: "staff", published: true, name: "Everyone's", mine: false });
    const listed = (await stranger.get(`${API}/vibes`)).body.data.find((row: { id: string }) => row.id === published.body.data.id);
    expect(listed).toMatchObject({ origin: "staff", published: true });
    // Usable for generating by anyone.
    expect((await stranger.post(`${API}/generations`, { prompt: "A cat", aspect_ratio: "1:1", vibe_id: listed.id })).status).toBe(202);

    expect((await staff.post(`${STAFF}/vibes/${STARTER_VIBES[0]!.id}/publish`)).body.error.code).toBe("starter_vibe");
    expect((await staff.post(`${STAFF}/vibes/${listed.id}/unpublish`)).body.data).toMatchObject({ published: false });
    expect((await stranger.get(`${API}/vibes`)).body.data.some((row: { id: string }) => row.id === listed.id)).toBe(false);
    expect((await stranger.get(`${API}/vibes/${listed.id}/preview`)).status).toBe(404);
  });

  it("publishes a person's vibe once: publishing it again, even twice at once, answers the same copy", async () => {
    const vibe = (await owner.post(`${API}/vibes`, { name: "Once only", prompt_fragment: "one copy" })).body.data;
    const copiesOf = async () => (await stranger.get(`${API}/vibes`)).body.data.filter((row: { name: string }) => row.name === "Once only");
    const first = await staff.post(`${STAFF}/vibes/${vibe.id}/publish`);
    expect(first.status).toBe(200);
    const again = await staff.post(`${STAFF}/vibes/${vibe.id}/publish`);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await copiesOf()).toHaveLength(1);

    // Withdrawn, then published again: the same copy comes back.
    await staff.post(`${STAFF}/vibes/${first.body.data.id}/unpublish`);
    const back = await staff.post(`${STAFF}/vibes/${vibe.id}/publish`);
    expect(back.body.data).toMatchObject({ id: first.body.data.id, published: true });
    expect(await copiesOf()).toHaveLength(1);

    const other = (await owner.post(`${API}/vibes`, { name: "Raced", prompt_fragment: "two at once" })).body.data;
    const raced = await Promise.all([1, 2, 3].map(() => staff.post(`${STAFF}/vibes/${other.id}/publish`)));
    expect(raced.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(raced.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await staff.get(`${STAFF}/vibes`)).body.data.filter((row: { name: string }) => row.name === "Raced")).toHaveLength(2);
  });

  it("shows the seeded inspiration wall with pictures, and lets staff add, reorder and delete", async () => {
    const wall = (await owner.get(`${API}/inspirations`)).body.data;
    expect(wall.length).toBeGreaterThanOrEqual(6);
    expect(wall.map((row: { position: number }) => row.position)).toEqual([...wall.keys()]);
    expect(wall[0]).toMatchObject({ title: expect.any(String), prompt: expect.any(String), aspect_ratio: expect.any(String) });
    // Painted by the offline generator, and said so.
    expect(wall.every((row: { offline_preview: boolean }) => row.offline_preview)).toBe(true);
    const picture = await bytesOf(owner, wall[0].image_url);
    expect(picture.status).toBe(200);
    expect(isPng(picture.bytes)).toBe(true);

    const recipe = { title: "Red kite", prompt: "A red kite over green hills", aspect_ratio: "3:2", seed: 7 };
    expect((await owner.post(`${STAFF}/inspirations`, recipe)).status).toBe(403);
    const added = await staff.post(`${STAFF}/inspirations`, recipe);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ ...recipe, position: wall.length, offline_preview: true });
    expect(isPng((await bytesOf(owner, added.body.data.image_url)).bytes)).toBe(true);

    // From a public image: its picture and recipe.
    const image = (await generated(owner, { prompt: "A paper boat on a puddle" })).images[0];
    const privateImage = await staff.post(`${STAFF}/inspirations`, { title: "Boat", from_image_id: image.id });
    expect(privateImage.status).toBe(404);
    await owner.request("PATCH", `${API}/images/${image.id}`, { json: { public: true } });
    const fromImage = await staff.post(`${STAFF}/inspirations`, { title: "Boat", from_image_id: image.id });
    expect(fromImage.status).toBe(201);
    expect(fromImage.body.data).toMatchObject({ prompt: "A paper boat on a puddle", seed: image.recipe.seed, offline_preview: true });
    const original = await bytesOf(owner, image.url);
    expect((await bytesOf(owner, fromImage.body.data.image_url)).bytes.equals(original.bytes)).toBe(true);

    const ids = (await owner.get(`${API}/inspirations`)).body.data.map((row: { id: string }) => row.id);
    const reversed = [...ids].reverse();
    const reordered = await staff.request("PUT", `${STAFF}/inspirations/order`, { json: { ids: reversed } });
    expect(reordered.status).toBe(200);
    expect((await owner.get(`${API}/inspirations`)).body.data.map((row: { id: string }) => row.id)).toEqual(reversed);
    const partial = await staff.request("PUT", `${STAFF}/inspirations/order`, { json: { ids: reversed.slice(1) } });
    expect(partial.status).toBe(400);
    expect(partial.body.error.fields).toHaveProperty("ids");

    expect((await staff.request("DELETE", `${STAFF}/inspirations/${added.body.data.id}`)).status).toBe(204);
    expect((await owner.get(`${API}/inspirations/${added.body.data.id}/image`)).status).toBe(404);
    expect((await staff.post(`${STAFF}/inspirations`, { title: "", prompt: "x", aspect_ratio: "5:1", seed: -1 })).status).toBe(400);
  });
});

describe.each(databaseKinds)("vibes and inspirations from an AI provider's images on %s", (kind) => {
  let fake: FakeImagesApi;
  let server: TestServer;
  let owner: TestClient;
  let staff: TestClient;

  beforeAll(async () => {
    // An OpenAI-compatible service on loopback makes the pictures: they are not the offline generator's.
    fake = await startFakeImagesApi({ picture: (width, height) => flatPicture(width, height) });
    server = await startTestServer(kind, { IMAGE_PROVIDER: "openai", IMAGE_API_KEY: "sk-test", IMAGE_BASE_URL: fake.url });
    owner = new TestClient(server.url);
    await owner.signUp(`vibe-ai-owner-${kind}@example.com`);
    staff = new TestClient(server.url);
    await staff.signUp(`vibe-ai-boss-${kind}@staff.test`);
    await server.database.db.execute(sql`update "user" set email_verified = true where email = ${`vibe-ai-boss-${kind}@staff.test`}`);
  });
  afterAll(async () => {
    await server?.destroy();
    await fake?.close();
  });

  it("does not label a preview or a wall picture copied from such an image as the offline generator's", async () => {
    const image = (await generated(owner, { prompt: "A lighthouse in a storm" })).images[0];
    expect(image.offline_preview).toBe(false);
    const vibe = (await owner.post(`${API}/vibes`, { name: "Storm", from_image_id: image.id })).body.data;
    expect(vibe.offline_preview).toBe(false);
    expect((await staff.post(`${STAFF}/vibes/${vibe.id}/publish`)).body.data).toMatchObject({ origin: "staff", offline_preview: false });
    // A vibe with no picture of its own is still painted by the offline generator.
    expect((await owner.post(`${API}/vibes`, { name: "Words only", prompt_fragment: "storm light" })).body.data.offline_preview).toBe(true);

    await owner.request("PATCH", `${API}/images/${image.id}`, { json: { public: true } });
    const fromImage = await staff.post(`${STAFF}/inspirations`, { title: "Storm", from_image_id: image.id });
    expect(fromImage.status).toBe(201);
    expect(fromImage.body.data.offline_preview).toBe(false);
  });
});
