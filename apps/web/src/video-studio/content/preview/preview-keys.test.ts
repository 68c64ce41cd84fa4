// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { keyBelongsToFocus, previewKeyAction } from "./preview-keys";

const element = (html: string, selector: string) => {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
};

describe("which keys the preview takes", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("takes every key pressed on the page, the player or a scene card's frame", () => {
    expect(keyBelongsToFocus(document.body, " ")).toBe(false);
    expect(keyBelongsToFocus(element(`<div tabindex="0" id="player"></div>`, "#player"), "ArrowRight")).toBe(false);
    expect(keyBelongsToFocus(element(`<div><p id="text">words</p></div>`, "#text"), "k")).toBe(false);
  });

  it("leaves every key to a field being typed in", () => {
    for (const html of [
      `<input id="f">`,
      `<textarea id="f"></textarea>`,
      `<select id="f"></select>`,
      `<div contenteditable="true" id="f"></div>`,
    ])
      for (const key of [" ", "k", "ArrowLeft", "Home"]) expect(keyBelongsToFocus(element(html, "#f"), key), `${html} ${key}`).toBe(true);
  });

  it("leaves Space and Enter to a button, and arrows to a slider, but steps frames from a button", () => {
    const button = element(`<button id="b">Add scene</button>`, "#b");
    expect(keyBelongsToFocus(button, " ")).toBe(true);
    expect(keyBelongsToFocus(button, "Enter")).toBe(true);
    expect(keyBelongsToFocus(button, "ArrowRight")).toBe(false);
    const thumb = element(`<div role="slider" id="s"></div>`, "#s");
    expect(keyBelongsToFocus(thumb, "ArrowRight")).toBe(true);
    expect(keyBelongsToFocus(thumb, "End")).toBe(true);
    expect(keyBelongsToFocus(thumb, "k")).toBe(false);
  });

  it("leaves every key to an open picker or menu", () => {
    expect(keyBelongsToFocus(element(`<div role="dialog"><div id="in" tabindex="0"></div></div>`, "#in"), "ArrowLeft")).toBe(true);
    expect(keyBelongsToFocus(element(`<div role="menu"><div id="in" tabindex="0"></div></div>`, "#in"), " ")).toBe(true);
  });
});

describe("what a key does", () => {
  const at = { frame: 40, fps: 30, frames: 300 };
  const press = (key: string, more: Partial<KeyboardEvent> = {}) => {
    const controls = { toggle: vi.fn(), seek: vi.fn() };
    const action = previewKeyAction({ key, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...more }, at, controls);
    action?.();
    return { action, ...controls };
  };

  it("plays and pauses with Space or K, steps a frame or (with Shift) a second, and jumps to the ends", () => {
    expect(press(" ").toggle).toHaveBeenCalledOnce();
    expect(press("k").toggle).toHaveBeenCalledOnce();
    expect(press("ArrowRight").seek).toHaveBeenCalledWith(41);
    expect(press("ArrowLeft", { shiftKey: true }).seek).toHaveBeenCalledWith(10);
    expect(press("Home").seek).toHaveBeenCalledWith(0);
    expect(press("End").seek).toHaveBeenCalledWith(299);
  });

  it("ignores other keys and shortcuts with Ctrl, ⌘ or Alt", () => {
    expect(press("x").action).toBeUndefined();
    expect(press("ArrowRight", { ctrlKey: true }).action).toBeUndefined();
    expect(press(" ", { metaKey: true }).action).toBeUndefined();
    expect(press("Home", { altKey: true }).action).toBeUndefined();
  });
});
