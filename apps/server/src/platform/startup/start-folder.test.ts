import { describe, expect, it } from "vitest";
import { startFolder } from "./start-folder.ts";

describe("the start folder", () => {
  it("is the person's folder when npm runs the command from its package's folder", () => {
    const env = { INIT_CWD: "/home/ann/projects", npm_package_json: "/srv/framewise/package.json" };
    expect(startFolder(env, "/srv/framewise")).toBe("/home/ann/projects");
  });

  it("is the working folder without npm, or for a process started elsewhere that inherited npm's variables", () => {
    expect(startFolder({}, "/srv/framewise")).toBe("/srv/framewise");
    expect(startFolder({ INIT_CWD: "/home/ann" }, "/srv/framewise")).toBe("/srv/framewise");
    const inherited = { INIT_CWD: "/home/ann", npm_package_json: "/srv/framewise/package.json" };
    expect(startFolder(inherited, "/tmp/test-run")).toBe("/tmp/test-run");
  });
});
