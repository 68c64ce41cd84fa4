// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderScreen } from "../testing/render";
import { appTheme, brandShades } from "./brand-theme";
import { BrandMark } from "./BrandMark";

const brand = { name: "Pixel Forge", logoUrl: "https://cdn.example/logo.svg", color: "#0ea5e9" };

describe("image-brand mark and theme", () => {
  afterEach(() => {
    cleanup();
    document.title = "";
  });

  it("shows the brand's logo and name, links home to the studio and titles the tab", () => {
    const { container } = renderScreen(<BrandMark brand={brand} />);
    const link = screen.getByRole("link", { name: "Pixel Forge" });
    expect(link.getAttribute("href")).toBe("/image-gen");
    expect(container.querySelector("img")?.getAttribute("src")).toBe(brand.logoUrl);
    expect(document.title).toBe("Pixel Forge");
  });

  it("shows Framewise, untouched, off a brand host", () => {
    renderScreen(<BrandMark brand={null} />);
    expect(screen.getByRole("link", { name: "Framewise" }).getAttribute("href")).toBe("/");
    expect(document.title).toBe("");
  });

  it("makes the brand's colour Mantine's primary colour, the colour itself at the primary shade", () => {
    const theme = appTheme(brand);
    expect(theme.primaryColor).toBe("brand");
    const shades = theme.colors?.brand;
    expect(shades).toHaveLength(10);
    expect(shades?.[theme.primaryShade as number]).toBe("#0ea5e9");
    expect(brandShades("#0ea5e9")[0]).not.toBe(brandShades("#0ea5e9")[9]);
    expect(appTheme(null).primaryColor).toBe("violet");
  });
});
