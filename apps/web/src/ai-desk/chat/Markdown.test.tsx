// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test, vi } from "vitest";
import { renderScreen } from "../../testing/render";
import { Markdown } from "./Markdown";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = `Here is **the plan**:

| Scene | Seconds |
| --- | --- |
| Title | 3 |
| Offer | 4 |

\`\`\`ts
const total = 3 + 4;
\`\`\`

Open [your draft](/content/v1/edit) or [the docs](https://example.com/docs). Use \`npm start\`.

![A meadow](/api/v1/assets/a1/file)
`;

test("shows tables, code blocks with their language, inline code, images and links", () => {
  renderScreen(<Markdown text={answer} />);
  expect(screen.getByText("the plan").tagName).toBe("STRONG");
  const table = screen.getByRole("table");
  expect(
    within(table)
      .getAllByRole("row")
      .map((row) => row.textContent),
  ).toEqual(["SceneSeconds", "Title3", "Offer4"]);
  const block = screen.getByTestId("code-block");
  expect(within(block).getByText("ts")).toBeTruthy();
  expect(within(block).getByText("const total = 3 + 4;")).toBeTruthy();
  expect(screen.getByText("npm start").tagName).toBe("CODE");
  expect(screen.getByRole("img", { name: "A meadow" }).getAttribute("src")).toBe("/api/v1/assets/a1/file");
  // The product's own paths stay in the app; others open in a new tab.
  expect(screen.getByRole("link", { name: "your draft" }).getAttribute("target")).toBeNull();
  expect(screen.getByRole("link", { name: "your draft" }).getAttribute("href")).toBe("/content/v1/edit");
  expect(screen.getByRole("link", { name: "the docs" }).getAttribute("target")).toBe("_blank");
});

test("copies a code block", async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  renderScreen(<Markdown text={"```\necho hello\n```"} />);
  await userEvent.click(screen.getByRole("button", { name: "Copy code" }));
  expect(writeText).toHaveBeenCalledWith("echo hello");
  expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
});
