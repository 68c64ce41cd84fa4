import { beforeAll, describe, expect, it } from "vitest";
import { useTempFolder } from "../../../../test/helpers/temp-folder.ts";
import { extensionFor, kindFromFileName } from "@framewise/contracts";
import { sniffFile } from "./sniff.ts";
import { looksLikeSvg } from "./svg-head.ts";
import { ffmpegFixture, fixture, fontsourceFile, h264, refusal, solid, testPicture, tone, woffToSfnt } from "./test-fixtures.ts";

const folder = useTempFolder("sniff");
const files: Record<string, string> = {};

/** Every accepted type, made small. Keys are the file names the tests declare. */
beforeAll(async () => {
  const dir = folder();
  const image = solid(32, 24);
  const woff = await fontsourceFile("@fontsource/inter/files/inter-latin-400-normal.woff");
  const made = await Promise.all([
    fixture(dir, "a.png", await image.clone().png().toBuffer()),
    fixture(dir, "a.jpg", await image.clone().jpeg().toBuffer()),
    fixture(dir, "a.webp", await image.clone().webp().toBuffer()),
    fixture(dir, "a.avif", await image.clone().avif().toBuffer()),
    fixture(dir, "a.gif", await image.clone().gif().toBuffer()),
    fixture(dir, "a.svg", `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`),
    ffmpegFixture(dir, "a.mp4", [...testPicture(0.2), ...tone(0.2), ...h264, "-c:a", "aac"]),
    ffmpegFixture(dir, "a.mov", [...testPicture(0.2), ...h264]),
    ffmpegFixture(dir, "a.webm", [...testPicture(0.2), "-c:v", "libvpx", "-deadline", "realtime"]),
    ffmpegFixture(dir, "a.mp3", [...tone(0.2), "-c:a", "libmp3lame"]),
    ffmpegFixture(dir, "a.wav", [...tone(0.2)]),
    ffmpegFixture(dir, "a.m4a", [...tone(0.2), "-c:a", "aac"]),
    // ffmpeg's mp4 muxer (brand "isom"), as many tools write .m4a files.
    ffmpegFixture(dir, "isom.m4a", [...tone(0.2), "-c:a", "aac", "-f", "mp4"]),
    ffmpegFixture(dir, "a.ogg", [...tone(0.2), "-c:a", "libvorbis"]),
    ffmpegFixture(dir, "opus.ogg", [...tone(0.2), "-c:a", "libopus", "-f", "ogg"]),
    fixture(dir, "a.ttf", woffToSfnt(woff)),
    fixture(dir, "a.otf", woffToSfnt(woff, "OTTO")),
    fixture(dir, "a.woff2", await fontsourceFile("@fontsource/inter/files/inter-latin-400-normal.woff2")),
    fixture(dir, "a.woff", woff),
  ]);
  for (const file of made) files[file.slice(dir.length + 1)] = file;
});

describe("sniffFile", () => {
  it.each([
    ["a.png", "image", "image/png", "png"],
    ["a.jpg", "image", "image/jpeg", "jpg"],
    ["a.webp", "image", "image/webp", "webp"],
    ["a.avif", "image", "image/avif", "avif"],
    ["a.gif", "image", "image/gif", "gif"],
    ["a.svg", "image", "image/svg+xml", "svg"],
    ["a.mp4", "video", "video/mp4", "mp4"],
    ["a.mov", "video", "video/quicktime", "mov"],
    ["a.webm", "video", "video/webm", "webm"],
    ["a.mp3", "audio", "audio/mpeg", "mp3"],
    ["a.wav", "audio", "audio/wav", "wav"],
    ["a.m4a", "audio", "audio/mp4", "m4a"],
    ["isom.m4a", "audio", "audio/mp4", "m4a"],
    ["a.ogg", "audio", "audio/ogg", "ogg"],
    ["opus.ogg", "audio", "audio/ogg", "ogg"],
    ["a.ttf", "font", "font/ttf", "ttf"],
    ["a.otf", "font", "font/otf", "otf"],
    ["a.woff2", "font", "font/woff2", "woff2"],
  ])("accepts %s as %s (%s)", async (name, kind, mime, extension) => {
    expect(await sniffFile(files[name]!, name)).toEqual({ kind, mime, extension });
  });

  it("takes any extension of the same kind, and answers the content's type", async () => {
    expect(await sniffFile(files["a.jpg"]!, "Holiday.JPEG", "image/jpeg")).toEqual({ kind: "image", mime: "image/jpeg", extension: "jpg" });
    expect(await sniffFile(files["a.jpg"]!, "downloaded.png")).toMatchObject({ kind: "image", mime: "image/jpeg" });
    expect(await sniffFile(files["a.mp3"]!, "voice.wav")).toMatchObject({ kind: "audio", mime: "audio/mpeg" });
  });

  it("lets the name decide picture or sound within the MP4 family; the probe checks the streams", async () => {
    expect(await sniffFile(files["a.m4a"]!, "song.mp4")).toMatchObject({ kind: "video", mime: "video/mp4" });
    expect(await sniffFile(files["a.mp4"]!, "song.m4a", "audio/x-m4a")).toMatchObject({ kind: "audio", mime: "audio/mp4" });
    expect(await sniffFile(files["a.mov"]!, "clip.mp4", "video/mp4")).toMatchObject({ kind: "video", mime: "video/quicktime" });
    expect(await sniffFile(files["isom.m4a"]!, "song.m4a", "video/mp4")).toMatchObject({ kind: "audio" });
  });

  it("keeps Unicode names as names", async () => {
    expect(await sniffFile(files["a.png"]!, "Café ☕ 日本語 🎬.png")).toMatchObject({ kind: "image" });
  });

  it("refuses an empty file", async () => {
    const empty = await fixture(folder(), "empty.png", "");
    expect((await refusal(sniffFile(empty, "empty.png"))).code).toBe("empty_file");
  });

  it("refuses a PNG named .mp4, saying what it really is", async () => {
    const error = await refusal(sniffFile(files["a.png"]!, "holiday.mp4", "video/mp4"));
    expect(error.code).toBe("type_mismatch");
    expect(error.message).toBe("This file is a PNG image, but its name says .mp4.");
  });

  it("refuses a name with no extension or another kind's declared type", async () => {
    expect((await refusal(sniffFile(files["a.png"]!, "holiday"))).message).toMatch(/PNG image, but its name has no extension/);
    expect((await refusal(sniffFile(files["a.png"]!, "a.png", "audio/mpeg"))).message).toMatch(/sent as audio\/mpeg/);
    expect((await refusal(sniffFile(files["a.mp3"]!, "a.mp3", "video/mp4"))).code).toBe("type_mismatch");
  });

  it("ignores declared types that name no kind (browsers send them for fonts)", async () => {
    expect(await sniffFile(files["a.ttf"]!, "a.ttf", "application/octet-stream")).toMatchObject({ kind: "font" });
    expect(await sniffFile(files["a.otf"]!, "a.otf", "application/vnd.ms-opentype")).toMatchObject({ kind: "font" });
    expect(await sniffFile(files["a.woff2"]!, "a.woff2", "")).toMatchObject({ kind: "font" });
  });

  it("refuses unknown content and types the library does not keep", async () => {
    const text = await fixture(folder(), "notes.png", "hello, world");
    expect((await refusal(sniffFile(text, "notes.png"))).code).toBe("unsupported_type");
    const pdf = await fixture(folder(), "doc.png", "%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
    const error = await refusal(sniffFile(pdf, "doc.png"));
    expect(error).toMatchObject({ code: "unsupported_type", message: expect.stringMatching(/PDF/) });
    expect((await refusal(sniffFile(files["a.woff"]!, "a.woff2"))).code).toBe("unsupported_type");
    const xml = await fixture(folder(), "note.svg", `<?xml version="1.0"?><note><svg/></note>`);
    expect((await refusal(sniffFile(xml, "note.svg"))).code).toBe("unsupported_type");
  });
});

describe("looksLikeSvg", () => {
  it.each([
    [`<svg xmlns="http://www.w3.org/2000/svg"/>`],
    [`\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<svg>`],
    [
      `<?xml version="1.0"?>\n<!-- Generator: Adobe Illustrator 27 -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n<!ENTITY ns_extend "http://ns.adobe.com/Extensibility/1.0/">\n]>\n<svg version="1.1">`,
    ],
    [`<?xml-stylesheet href="a.css"?>\n  <svg\n width="1">`],
  ])("finds an SVG root after its prolog: %j", (head) => {
    expect(looksLikeSvg(head)).toBe(true);
  });

  it.each([[`<html><svg></svg></html>`], [`<svgfoo/>`], [`<!-- <svg> -->`], [`<?xml version="1.0"?><note/>`], [`just text <svg>`]])(
    "finds none in %j",
    (head) => {
      expect(looksLikeSvg(head)).toBe(false);
    },
  );
});

describe("names", () => {
  it("knows each accepted extension's kind, in any case, and none other", () => {
    expect(kindFromFileName("Logo.SVG")).toBe("image");
    expect(kindFromFileName("clip.final.mov")).toBe("video");
    expect(kindFromFileName("song.m4a")).toBe("audio");
    expect(kindFromFileName("Inter.woff2")).toBe("font");
    expect(kindFromFileName("font.woff")).toBeUndefined();
    expect(kindFromFileName("notes.txt")).toBeUndefined();
    expect(kindFromFileName(".png")).toBeUndefined();
  });

  it("gives each kept type its usual extension", () => {
    expect(extensionFor("image/jpeg")).toBe("jpg");
    expect(extensionFor("audio/mp4")).toBe("m4a");
    expect(extensionFor("text/plain")).toBeUndefined();
  });
});
