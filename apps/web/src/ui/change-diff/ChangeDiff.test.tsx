// @vitest-environment happy-dom
import { MantineProvider } from "@mantine/core";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { ChangeDiff } from "./ChangeDiff";

afterEach(cleanup);

const show = (before: Record<string, unknown> | null, after: Record<string, unknown> | null) =>
  render(
    <MantineProvider env="test">
      <ChangeDiff before={before} after={after} />
    </MantineProvider>,
  );

test("shows a short change as old → new and a long text change word by word", () => {
  const script = (season: string) => `Our ${season} sale starts on Monday with thirty percent off every jacket in the shop.`;
  show(
    { title: "Spring sale", document: { scenes: [{ id: "s1", voiceover: script("spring") }] } },
    { title: "Summer sale", document: { scenes: [{ id: "s1", voiceover: script("summer") }] } },
  );

  const title = screen.getByRole("listitem", { name: "title: changed" });
  expect(within(title).getByText("Spring sale")).toBeTruthy();
  expect(within(title).getByText("Summer sale")).toBeTruthy();
  const text = screen.getByRole("listitem", { name: "document.scenes[0].voiceover: text" });
  expect(within(text).getByLabelText("removed: spring").tagName).toBe("DEL");
  expect(within(text).getByLabelText("added: summer").tagName).toBe("INS");
  expect(text.textContent).toContain("sale starts on Monday");
});

test("shows a created row's fields as added, a new scene as one added value, and says when nothing differs", () => {
  show(
    { scenes: [{ id: "a", text: "A" }] },
    {
      scenes: [
        { id: "a", text: "A" },
        { id: "b", text: "B" },
      ],
    },
  );
  const added = screen.getByRole("listitem", { name: "scenes[1]: added" });
  expect(added.textContent).toContain('"id": "b"');
  cleanup();

  show(null, { id: "p1", title: "Launch" });
  expect(screen.getAllByRole("listitem").map((item) => item.getAttribute("aria-label"))).toEqual(["id: added", "title: added"]);
  cleanup();

  show({ title: "Same" }, { title: "Same" });
  expect(screen.getByText("No recorded difference.")).toBeTruthy();
});
