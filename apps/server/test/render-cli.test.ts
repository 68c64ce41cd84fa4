import { execFile } from "node:child_process";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { ffmpegPath } from "@framewise/media";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("../src/platform/render-engine/render-cli.ts", import.meta.url));

describe("npm run render (the CLI)", () => {
  const temp = useTempFolder("cli");

  it("renders a bundle to MP4 and reports progress", async () => {
    const folder = temp();
    await writeFile(path.join(folder, "bundle.json"), JSON.stringify(renderBundleJson()));
    const { stdout } = await run(process.execPath, [
      cli,
      path.join(folder, "bundle.json"),
      path.join(folder, "out.mp4"),
      "--scale",
      "0.25",
    ]);
    expect(stdout).toContain("100% (60/60 frames)");
    expect(stdout).toMatch(/Wrote .*out\.mp4: 270×480, 2 s/);
    expect(await readdir(folder)).toEqual(expect.arrayContaining(["out.mp4", "out.poster.jpg"]));
  });

  it("draws as many frame ranges at once as --threads allows", async () => {
    const folder = temp();
    const bundle = renderBundleJson();
    for (const scene of bundle.content.scenes) scene.duration = 5; // 10 s: long enough for two ranges
    await writeFile(path.join(folder, "long.json"), JSON.stringify(bundle));
    const render = (threads: string) =>
      run(process.execPath, [
        cli,
        path.join(folder, "long.json"),
        path.join(folder, `t${threads}.mp4`),
        "--scale",
        "0.1",
        "--threads",
        threads,
      ]);
    expect((await render("1")).stdout).toContain("(1 range in parallel)");
    expect((await render("2")).stdout).toContain("(2 ranges in parallel)");
    const failure = await render("0").catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining("--threads must be a whole number from 1 to 16.") });
  });

  it("prints its usage for --help and for an unknown option, without a stack trace", async () => {
    const help = await run(process.execPath, [cli, "--help"]);
    expect(help.stdout).toMatch(/^Usage: npm run render -- document\.json out\.mp4/);
    expect(help.stdout).toContain("--threads");
    const unknown = await run(process.execPath, [cli, "--fast"]).catch((error: { code: number; stderr: string }) => error);
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining("Unknown option '--fast'") });
    expect((unknown as { stderr: string }).stderr).toContain("Usage: npm run render");
    expect((unknown as { stderr: string }).stderr).not.toMatch(/\n\s+at /);
  });

  it("names each problem of an invalid bundle by its path and renders nothing", async () => {
    const folder = temp();
    const bundle = renderBundleJson() as any;
    bundle.content.scenes[1].duration = 0;
    await writeFile(path.join(folder, "bad.json"), JSON.stringify(bundle));
    const failure = await run(process.execPath, [cli, path.join(folder, "bad.json"), path.join(folder, "bad.mp4")]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain("content is not valid:\n  /scenes/1/duration:");
    expect(await readdir(folder)).not.toContain("bad.mp4");
  });

  it("times a scene to its clip's length when the scene follows the clip", async () => {
    const folder = temp();
    await run(ffmpegPath(), [
      "-v",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=30:duration=1.5",
      "-pix_fmt",
      "yuv420p",
      "-y",
      path.join(folder, "clip.mp4"),
    ]);
    const bundle = renderBundleJson() as any;
    bundle.layouts.push({
      id: "clip",
      name: "Clip",
      slots: [{ name: "video", kind: "video", label: "Clip" }],
      elements: [{ id: "clip", type: "video", slot: "video", box: { x: 0, y: 0, width: 1, height: 1 } }],
    });
    bundle.content.scenes[1] = {
      id: "clip",
      layoutId: "clip",
      slots: { video: { src: "asset:clip" } },
      duration: { follow: "clip", padding: 0, min: 0.5, max: 10 },
    };
    bundle.videos = { "asset:clip": "clip.mp4" };
    await writeFile(path.join(folder, "clip.json"), JSON.stringify(bundle));
    const { stdout } = await run(process.execPath, [
      cli,
      path.join(folder, "clip.json"),
      path.join(folder, "clip-out.mp4"),
      "--scale",
      "0.25",
    ]);
    // 1 s, then the 1.5 s clip.
    expect(stdout).toMatch(/Wrote .*clip-out\.mp4: 270×480, 2\.5 s/);
  });

  it("renders a bare document with the starter library, fetching its media from their URLs", async () => {
    const folder = temp();
    const photo = createCanvas(80, 60);
    photo.getContext("2d").fillStyle = "#0a7";
    photo.getContext("2d").fillRect(0, 0, 80, 60);
    const png = await photo.encode("png");
    let fetched = 0;
    const host = createServer((request, response) => {
      fetched++;
      response.writeHead(request.url === "/photo.png" ? 200 : 404, { "content-type": "image/png" }).end(png);
    });
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}/photo.png`;
      const document = {
        version: 1,
        title: "From a file",
        aspectRatio: "1:1",
        templateId: "clean",
        scenes: [
          { id: "one", layoutId: "title", slots: { headline: { text: "Hello" } }, duration: 1 },
          { id: "two", layoutId: "headline-image", slots: { image: { src: url }, headline: { text: "A photo" } }, duration: 1 },
        ],
      };
      await writeFile(path.join(folder, "document.json"), JSON.stringify(document));
      const { stdout } = await run(
        process.execPath,
        [cli, path.join(folder, "document.json"), path.join(folder, "document.mp4"), "--scale", "0.25"],
        {
          env: { ...process.env, TEST_ALLOW_LOOPBACK_FETCH: "true" },
        },
      );
      expect(stdout).toMatch(/Wrote .*document\.mp4: 270×270, 2 s/);
      expect(fetched).toBe(1);

      await writeFile(
        path.join(folder, "asset.json"),
        JSON.stringify({ ...document, scenes: [{ ...document.scenes[1], slots: { image: { src: "asset:abc" } } }] }),
      );
      const failure = await run(process.execPath, [cli, path.join(folder, "asset.json"), path.join(folder, "asset.mp4")]).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("The document names asset:abc: library assets need a bundle that maps them to files."),
      });
      expect(await readdir(folder)).not.toContain("asset.mp4");
    } finally {
      host.close();
    }
  });
});
