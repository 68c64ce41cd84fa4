// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { ApiError } from "../../api/http";
import { renderScreen } from "../../testing/render";
import { QuotaErrorText } from "./QuotaErrorText";

afterEach(cleanup);

test("a quota's refusal links to the subscription page; another error does not", () => {
  const message = "You have used all 2 renders for this month on the Free plan.";
  renderScreen(<QuotaErrorText error={new ApiError(message, 429, "quota_exceeded")} />);
  expect(screen.getByRole("alert").textContent).toContain(message);
  expect(screen.getByRole("link", { name: "See your plan and usage" }).getAttribute("href")).toBe("/subscription");
  cleanup();
  renderScreen(<QuotaErrorText error={new ApiError("Too many renders waiting.", 429, "render_queue_full")} />);
  expect(screen.queryByRole("link")).toBeNull();
});
