// @vitest-environment happy-dom
import type { Content } from "@framewise/scene";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderScreen } from "../../testing/render";
import { BackgroundField } from "./BackgroundField";
import { useDocumentHistory } from "./use-document-history";
import type { PlayheadReader } from "./use-playhead-reader";
import { backgroundVideo } from "../../testing/background-video";
import { primaryPalette as palette } from "../../testing/primary-palette";

const video = (background?: unknown): Content => backgroundVideo(background, 1);

/** The field on scene 2 over the editor's real document history, with its undo and the scene's background as saved. */
function Harness({ loaded, playhead }: { loaded: Content; playhead: PlayheadReader }) {
  const editor = useDocumentHistory(loaded);
  const scene = editor.document.scenes[1]!;
  return (
    <>
      <BackgroundField scene={scene} index={1} palette={palette} length={4} current={false} playhead={playhead} onEdit={editor.apply} />
      <button type="button" onClick={editor.undo}>
        Undo
      </button>
      <output data-testid="background">{JSON.stringify(scene.background ?? null)}</output>
    </>
  );
}

function show(loaded = video(), playhead: PlayheadReader = () => ({ index: 0, localTime: 1 })) {
  renderScreen(<Harness loaded={loaded} playhead={playhead} />);
}
const saved = (): unknown => JSON.parse(screen.getByTestId("background").textContent);
const keyframeTimes = () => (saved() as { keyframes: { time: number }[] }).keyframes.map((keyframe) => keyframe.time);
const keyframe = (n: number) => within(screen.getByRole("group", { name: `Keyframe ${n}` }));
const click = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

afterEach(() => cleanup());

describe("the scene's background field", () => {
  it("wears the template's own until a palette colour or a picked one is chosen, and gives it back", () => {
    show();
    expect(screen.getByRole("button", { name: "Template's" }).getAttribute("aria-pressed")).toBe("true");
    click("Primary");
    expect(saved()).toBe("$primary");
    expect(screen.getByRole("button", { name: "Primary" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Custom colour" }).value).toBe("#ff0000");

    const picker = screen.getByRole("textbox", { name: "Custom colour" });
    // Typing passes through partial colours; only a whole one applies.
    fireEvent.change(picker, { target: { value: "#12A" } });
    expect(saved()).toBe("$primary");
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Custom colour" }).value).toBe("#12A");
    fireEvent.change(picker, { target: { value: "#12AB34" } });
    expect(saved()).toBe("#12ab34");
    expect(screen.getByRole("button", { name: "Primary" }).getAttribute("aria-pressed")).toBe("false");

    click("Template's");
    expect(saved()).toBeNull();
    click("Undo");
    expect(saved()).toBe("#12ab34");
  });

  it("animates into keyframes shown on a strip, and goes back to solid, each an undo step", () => {
    show(video("#336699"));
    click("Animate");
    expect(saved()).toEqual({
      keyframes: [
        { time: 0, color: "#336699", easing: "linear" },
        { time: 4, color: "$accent", easing: "linear" },
      ],
    });
    expect(screen.getAllByTestId("background-keyframe-mark").map((mark) => mark.style.left)).toEqual(["0%", "100%"]);
    expect(screen.getByTestId("background-strip").style.background).toContain("linear-gradient");
    expect(keyframe(2).getByRole("button", { name: "Accent" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(keyframe(2).getByRole("button", { name: "Secondary" }));
    expect(saved()).toMatchObject({ keyframes: [{ color: "#336699" }, { color: "$secondary" }] });

    click("Solid colour");
    expect(saved()).toBe("#336699");
    click("Undo");
    expect(saved()).toMatchObject({ keyframes: [{ color: "#336699" }, { color: "$secondary" }] });
    click("Undo");
    click("Undo");
    expect(saved()).toBe("#336699");
  });

  it("adds a keyframe at the playhead when the preview is on the scene, else at the end", () => {
    const playhead = vi.fn<PlayheadReader>(() => ({ index: 1, localTime: 1.5 }));
    show(
      video({
        keyframes: [
          { time: 0, color: "#000000" },
          { time: 3, color: "#ffffff" },
        ],
      }),
      playhead,
    );
    click("Add keyframe");
    expect(keyframeTimes()).toEqual([0, 1.5, 3]);
    // On another scene: the end of this one.
    playhead.mockReturnValue({ index: 0, localTime: 2 });
    click("Add keyframe");
    expect(keyframeTimes()).toEqual([0, 1.5, 3, 4]);
    expect(screen.getAllByRole("group", { name: /^Keyframe \d$/ })).toHaveLength(4);
    expect(screen.getAllByTestId("background-keyframe-mark").map((mark) => mark.style.left)).toEqual(["0%", "37.5%", "75%", "100%"]);

    fireEvent.click(screen.getByRole("button", { name: "Remove keyframe 2" }));
    expect(keyframeTimes()).toEqual([0, 3, 4]);
  });

  it("keeps keyframe times in order and within the scene", () => {
    show(
      video({
        keyframes: [
          { time: 0, color: "#000000" },
          { time: 1, color: "#777777" },
          { time: 3, color: "#ffffff" },
        ],
      }),
    );
    const time = keyframe(2).getByRole("textbox", { name: "Time (seconds)" });
    fireEvent.change(time, { target: { value: "3.5" } });
    expect(keyframeTimes()).toEqual([0, 1, 3]);
    fireEvent.change(time, { target: { value: "2.5" } });
    expect(keyframeTimes()).toEqual([0, 2.5, 3]);
    fireEvent.change(keyframe(3).getByRole("textbox", { name: "Time (seconds)" }), { target: { value: "4.5" } });
    expect(keyframeTimes()).toEqual([0, 2.5, 3]);
  });

  it("eases between keyframes; the last one's colour holds, and one keyframe stays", () => {
    show(video({ keyframes: [{ time: 0, color: "#000000" }] }));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Remove keyframe 1" }).disabled).toBe(true);
    expect(keyframe(1).getByRole<HTMLInputElement>("combobox", { name: "Easing to the next keyframe" }).disabled).toBe(true);
    click("Add keyframe");
    fireEvent.click(keyframe(1).getByRole("combobox", { name: "Easing to the next keyframe" }));
    fireEvent.click(screen.getByRole("option", { name: "Ease in-out, cubic" }));
    expect(saved()).toMatchObject({ keyframes: [{ easing: "ease-in-out-cubic" }, { easing: "linear" }] });
  });

  it("stops adding at the document's keyframe limit", () => {
    show(video({ keyframes: Array.from({ length: 100 }, (_, i) => ({ time: i / 100, color: "#000000" })) }));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Add keyframe" }).disabled).toBe(true);
    expect(screen.getByText("At most 100 keyframes.")).toBeTruthy();
  });
});
