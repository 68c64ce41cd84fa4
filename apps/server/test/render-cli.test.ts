import { execFile } from "node:child_process";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useTempFolder } from "./helpers/temp-folder.ts";
import { renderBundleJson } from "./fixtures/render-bundle.ts";

const run = promisify(execFile);
const cli = fileURLToPath(new URL("../src/render/render-cli.ts", import.meta.url));

describe("npm run render (the CLI)", () => {
  const temp = useTempFolder("cli");

  it("renders a bundle to MP4 and reports progress", async () => {
    const folder = temp();
    await writeFile(path.join(folder, "bundle.json"), JSON.stringify(renderBundleJson()));
    const { stdout } = await run(process.execPath, [cli, path.join(folder, "bundle.json"), path.join(folder, "out.mp4"), "--scale", "0.25"]);
    expect(stdout).toContain("100% (60/60 frames)");
    expect(stdout).toMatch(/Wrote .*out\.mp4: 270×480, 2 s/);
    expect(await readdir(folder)).toEqual(expect.arrayContaining(["out.mp4", "out.poster.jpg"]));
  });

  it("draws as many frame ranges at once as --threads allows", async () => {
    const folder = temp();
    const bundle = renderBundleJson();
    for (const scene of bundle.content.scenes) scene.duration = 5; // 10 s: long enough for two ranges
    await writeFile(path.join(folder, "long.json"), JSON.stringify(bundle));
    const render = (threads: string) => run(process.execPath, [cli, path.join(folder, "long.json"), path.join(folder, `t${threads}.mp4`), "--scale", "0.1", "--threads", threads]);
    expect((await render("1")).stdout).toContain("(1 range in parallel)");
    expect((await render("2")).stdout).toContain("(2 ranges in parallel)");
    const failure = await render("0").catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining("--threads must be a whole number from 1 to 16.") });
  });

  it("names each problem of an invalid bundle by its path and renders nothing", async () => {
    const folder = temp();
    const bundle = renderBundleJson() as any;
    bundle.content.scenes[1].duration = 0;
    await writeFile(path.join(folder, "bad.json"), JSON.stringify(bundle));
    const failure = await run(process.execPath, [cli, path.join(folder, "bad.json"), path.join(folder, "bad.mp4")]).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain("content is not valid:\n  /scenes/1/duration:");
    expect(await readdir(folder)).not.toContain("bad.mp4");
  });
});
