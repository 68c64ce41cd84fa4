import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { fontsourceFile, renamedFont, woffToSfnt } from "@framewise/test-support/font-files";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_API_PREFIX } from "../src/http/routes/operations/staff-routes.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";
import { png } from "./helpers/asset-files.ts";
import { signInStaff } from "./helpers/clients.ts";
import { downloadRender, meanPixelDifference } from "./helpers/decoded-video.ts";
import { TestClient } from "./helpers/http.ts";
import { databaseKinds, startTestServer, type TestServer } from "./helpers/test-server.ts";
import { renderFinished, waitFor } from "./helpers/wait-for.ts";

const FONTS = `${STAFF_API_PREFIX}/library-fonts`;
const BEBAS = "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff";

/** The render bundle with every text in `family` at 400 (Bebas has that weight only), naming `fontFiles`. */
function bundleIn(family: string, fontFiles: unknown[]) {
  const bundle = renderBundleJson();
  return {
    ...bundle,
    template: {
      ...bundle.template,
      fonts: { heading: { family, weight: 400 }, body: { family, weight: 400 } },
      textStyles: { headline: { ...bundle.template.textStyles.headline, fontFamily: family, fontWeight: 400 } },
      fontFiles,
    },
  };
}

/** The mean difference per channel (0-255) of two PNGs of one size. */
async function pngDifference(a: Buffer, b: Buffer): Promise<number> {
  const pixels = async (bytes: Buffer) => {
    const image = await loadImage(bytes);
    const ctx = createCanvas(image.width, image.height).getContext("2d");
    ctx.drawImage(image, 0, 0);
    return ctx.getImageData(0, 0, image.width, image.height).data;
  };
  const [left, right] = await Promise.all([pixels(a), pixels(b)]);
  let total = 0;
  for (let i = 0; i < left.length; i++) total += Math.abs(left[i]! - right[i]!);
  return total / left.length;
}

describe.each(databaseKinds)("the library's font store, on %s", (kind) => {
  /**
   * Bebas Neue's own glyphs under a family the renderer does not ship, one per database: Skia's
   * fonts are the process's, so the second run must not find the first one's registered.
   */
  const LABEL = kind === "pglite" ? "Label Neue" : "Label Post";
  let server: TestServer;
  let staff: TestClient;
  let member: TestClient;
  let folder: string;
  let label: { id: string; family: string; weight: number };

  const uploadReady = async (client: TestClient, name: string, bytes: Buffer, type: string) => {
    const uploaded = await client.upload(name, bytes, type);
    expect(uploaded.status).toBe(201);
    const id = uploaded.body.data.id as string;
    await waitFor(
      `asset ${name} to be processed`,
      () => client.get(`/api/v1/assets/${id}`),
      ({ body }) => body.data.status === "ready",
    );
    return id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    staff = await signInStaff(server, `fonts-${kind}@staff.test`);
    member = new TestClient(server.url);
    await member.signUp(`fonts-member-${kind}@example.com`);
    folder = await mkdtemp(path.join(tmpdir(), "library-fonts-test-"));
  });
  afterAll(async () => {
    await server?.destroy();
    await rm(folder, { recursive: true, force: true });
  });

  it("copies a staff member's uploaded font into the store once, with the family and weight the file names", async () => {
    const assetId = await uploadReady(staff, "Label Neue.ttf", await renamedFont(BEBAS, "Bebas Neue", LABEL), "font/ttf");
    const added = await staff.post(FONTS, { asset_id: assetId });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ family: LABEL, weight: 400, file_url: `/api/v1/library-fonts/${added.body.data.id}/file` });
    label = added.body.data;
    const again = await staff.post(FONTS, { asset_id: assetId });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(label.id);
  });

  it("serves the store's fonts to every signed-in user, the file byte for byte", async () => {
    const list = await member.get("/api/v1/library-fonts");
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: label.id, family: LABEL, weight: 400 })]);
    const file = await fetch(new URL(`/api/v1/library-fonts/${label.id}/file`, server.url), { headers: member.cookieHeader() });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("font/ttf");
    expect(Buffer.from(await file.arrayBuffer()).equals(await renamedFont(BEBAS, "Bebas Neue", LABEL))).toBe(true);
    expect((await member.get(`/api/v1/library-fonts/${randomUUID()}/file`)).status).toBe(404);
    expect((await member.get("/api/v1/library-fonts/not-an-id/file")).status).toBe(400);
    expect((await new TestClient(server.url).get("/api/v1/library-fonts")).status).toBe(401);
  });

  it("renders an MP4 in the uploaded font exactly as in the renderer's own copy of it, and differently without it", async () => {
    const ref = { id: label.id, family: LABEL, weight: 400 };
    const render = async (bundle: object, name: string) => {
      const started = await member.post("/api/v1/renders", { ...bundle, scale: 0.25 });
      expect(started.status).toBe(202);
      expect((await renderFinished(member, started.body.data.id)).status).toBe("done");
      const file = path.join(folder, `${name}.mp4`);
      await downloadRender(member, started.body.data.id, file);
      return file;
    };
    // Nothing in this process has registered the font yet (Skia's fonts are the process's).
    const fallback = await render(bundleIn("Unheld Font", []), "fallback");
    const shipped = await render(bundleIn("Bebas Neue", []), "shipped");
    const uploaded = await render(bundleIn(LABEL, [ref]), "uploaded");
    expect(await meanPixelDifference(fallback, shipped)).toBeGreaterThan(0.5);
    expect(await meanPixelDifference(uploaded, shipped)).toBeLessThan(0.05);
  });

  it("refuses what would make a family draw differently somewhere: a renderer family or another file for a held face (in any case), italics", async () => {
    const refusal = async (name: string, bytes: Buffer) =>
      (await staff.post(FONTS, { asset_id: await uploadReady(staff, name, bytes, "font/ttf") })).body.error.code;
    expect(await refusal("Bebas.ttf", woffToSfnt(await fontsourceFile(BEBAS)))).toBe("renderer_family");
    expect(await refusal("bebas.ttf", await renamedFont(BEBAS, "Bebas Neue", "bebas neue"))).toBe("renderer_family");
    // Bebas's Latin Extended file: another file, the same family (browsers ignore its case) and weight once renamed.
    const otherFile = await renamedFont(
      "@fontsource/bebas-neue/files/bebas-neue-latin-ext-400-normal.woff",
      "Bebas Neue",
      LABEL.toLowerCase(),
    );
    expect(await refusal("Label ext.ttf", otherFile)).toBe("font_taken");
    const italic = woffToSfnt(await fontsourceFile("@fontsource/inter/files/inter-latin-400-italic.woff"));
    expect(await refusal("Inter italic.ttf", italic)).toBe("italic_font");
    expect((await staff.get("/api/v1/library-fonts")).body.data).toHaveLength(1);
  });

  it("stores a font added twice at once once", async () => {
    const assetId = await uploadReady(staff, "Racer.ttf", await renamedFont(BEBAS, "Bebas Neue", "Racer Neue"), "font/ttf");
    const [first, second] = await Promise.all([staff.post(FONTS, { asset_id: assetId }), staff.post(FONTS, { asset_id: assetId })]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.data.id).toBe(second.body.data.id);
    const racers = (await staff.get("/api/v1/library-fonts")).body.data.filter((font: { family: string }) => font.family === "Racer Neue");
    expect(racers).toHaveLength(1);
  });

  it("takes only a staff member's own ready fonts: 403 for a member, 404 for someone else's asset, 422 for a picture", async () => {
    const picture = await uploadReady(staff, "photo.png", await png(), "image/png");
    const notFont = await staff.post(FONTS, { asset_id: picture });
    expect(notFont.status).toBe(422);
    expect(notFont.body.error.code).toBe("not_a_font");
    const othersFont = await uploadReady(member, "Mine.ttf", await renamedFont(BEBAS, "Bebas Neue", "Other Neue"), "font/ttf");
    expect((await member.post(FONTS, { asset_id: othersFont })).status).toBe(403);
    expect((await staff.post(FONTS, { asset_id: othersFont })).status).toBe(404);
    expect((await staff.post(FONTS, { asset_id: randomUUID() })).status).toBe(404);
    expect((await staff.post(FONTS, { asset_id: "x" })).status).toBe(400);
  });

  it("saves a template version only when its fontFiles are the store's fonts as the store holds them", async () => {
    const BOLD = `${STAFF_API_PREFIX}/library/template/bold`;
    const definition = (await staff.get(BOLD)).body.data.definition;
    const save = (fontFiles: unknown[]) =>
      staff.post(`${BOLD}/versions`, {
        definition: { ...definition, fonts: { ...definition.fonts, heading: { family: LABEL, weight: 400 } }, fontFiles },
      });
    const wrongWeight = await save([{ id: label.id, family: LABEL, weight: 700 }]);
    expect(wrongWeight.status).toBe(422);
    expect(wrongWeight.body.error.fields).toEqual({ "definition.fontFiles.0": `This font is ${LABEL} at weight 400.` });
    const unknown = await save([{ id: randomUUID(), family: LABEL, weight: 400 }]);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.error.fields).sort()).toEqual(["definition.fontFiles", "definition.fontFiles.0"]);
    // A family the store holds, used without naming its files: a render would draw it only where another had registered it.
    const unnamed = await save([]);
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.error.fields["definition.fontFiles"]).toContain(label.id);
    const twice = await save([label, label].map(({ id }) => ({ id, family: LABEL, weight: 400 })));
    expect(twice.status).toBe(422);
    const saved = await save([{ id: label.id, family: LABEL, weight: 400 }]);
    expect(saved.status).toBe(201);
    // Its checklist runs with the font fetched from the store for the checks' thread.
    expect((await staff.post(`${BOLD}/checklist/run`, {})).status).toBe(202);
    const checklist = await waitFor(
      "the checks",
      async () => (await staff.get(`${BOLD}/checklist`)).body.data,
      (body) => !body.running,
    );
    expect(checklist.error).toBeNull();
  });

  it("draws it in the render test's server frames too", async () => {
    const frame = async (bundle: object) => {
      const response = await fetch(new URL(`${STAFF_API_PREFIX}/render-test/frame`, server.url), {
        method: "POST",
        headers: { ...staff.cookieHeader(), origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ source: { kind: "json", document: bundle }, frame: 10, width: 270 }),
      });
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const uploaded = await frame(bundleIn(LABEL, [{ id: label.id, family: LABEL, weight: 400 }]));
    expect(await pngDifference(uploaded, await frame(bundleIn("Bebas Neue", [])))).toBe(0);
    const wrong = await staff.post(`${STAFF_API_PREFIX}/render-test/frame`, {
      source: { kind: "json", document: bundleIn(LABEL, [{ id: randomUUID(), family: LABEL, weight: 400 }]) },
      frame: 10,
      width: 270,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe("unusable_font");
  });

  it("refuses a render naming a font the store does not hold, one of its fonts as another family, or none of a held family's", async () => {
    const cases = [
      { family: LABEL, fontFiles: [{ id: randomUUID(), family: LABEL, weight: 400 }], field: "/template/fontFiles/0" },
      { family: "Inter", fontFiles: [{ id: label.id, family: "Inter", weight: 400 }], field: "/template/fontFiles/0" },
      { family: LABEL, fontFiles: [], field: "/template/fontFiles" },
    ];
    for (const { family, fontFiles, field } of cases) {
      const refused = await member.post("/api/v1/renders", { ...bundleIn(family, fontFiles), scale: 0.25 });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("invalid_document");
      expect(Object.keys(refused.body.error.fields)).toContain(field);
    }
  });
});
