import { describe, expect, it } from "vitest";
import { luminance, templateTone } from "./template-tone";

const withBackground = (background: string) => ({
  palette: { background, surface: "#000000", primary: "#000000", secondary: "#000000", text: "#000000", accent: "#000000" },
});

describe("template tone", () => {
  it("measures luminance from black to white", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(luminance("#808080")).toBeCloseTo(0.216, 2);
  });

  it("calls paper and white light, ink and indigo dark", () => {
    expect(templateTone(withBackground("#f4efe6"))).toBe("light");
    expect(templateTone(withBackground("#ffe14d"))).toBe("light");
    expect(templateTone(withBackground("#0e0e13"))).toBe("dark");
    expect(templateTone(withBackground("#0b0b2a"))).toBe("dark");
  });
});
