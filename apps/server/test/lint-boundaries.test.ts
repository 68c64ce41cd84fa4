import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { serverFloors } from "../../../lint/boundaries.ts";
import { folderCycles } from "../../../lint/folder-cycles.ts";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** The rules that draw the tree's boundaries; the type-aware rules need a real file and are beside the point here. */
const boundaryRules = new Set([
  "import-x/no-restricted-paths",
  "@typescript-eslint/no-restricted-imports",
  "no-restricted-imports",
  "no-restricted-globals",
  "no-restricted-properties",
  "no-restricted-syntax",
]);

const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => boundaryRules.has(ruleId),
});

/** Deliberate violations: each is linted as if it were the file named, and must be refused by the rule named. */
const violations: { file: string; code: string; rule: string }[] = [
  {
    file: "apps/server/src/kernel/bad.ts",
    code: `import { openDatabase } from "../platform/db/database.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/platform/db/bad.ts",
    code: `import { findPlan } from "../../workspace/quota/find-plan.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/workspace/assets/bad.ts",
    code: `import { queueRender } from "../../video-studio/renders/queue-render.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/video-studio/content/bad.ts",
    code: `import { deliverItem } from "../../production/pipelines/deliver-item.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/image-studio/image-gen/bad.ts",
    code: `import { createContent } from "../../video-studio/content/create-content.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/library-studio/items/bad.ts",
    code: `import { deliverItem } from "../../production/pipelines/deliver-item.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/production/clients/bad.ts",
    code: `import { createLibraryItem } from "../../library-studio/items/create-library-item.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/ai-desk/chat/bad.ts",
    code: `import { createLibraryItem } from "../../library-studio/items/create-library-item.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/operations/billing/bad.ts",
    code: `import { signedIn } from "../../http/signed-in.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/server/src/video-studio/renders/bad.ts",
    code: `import { signedIn } from "../../http/signed-in.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  // A relative path reaches no further than a package name would.
  {
    file: "apps/web/src/video-studio/videos/bad.ts",
    code: `import { notFound } from "../../../../server/src/kernel/errors.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "e2e/support/bad.ts",
    code: `import { notFound } from "../../apps/server/src/kernel/errors.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "packages/scene/src/bad.ts",
    code: `import { notFound } from "../../../apps/server/src/kernel/errors.ts";`,
    rule: "import-x/no-restricted-paths",
  },
  // The web app's areas mirror the server's; its shared folders import no area.
  {
    file: "apps/web/src/video-studio/content/bad.ts",
    code: `import { StageBadge } from "../../library-studio/studio/StageBadge";`,
    rule: "import-x/no-restricted-paths",
  },
  {
    file: "apps/web/src/ui/bad.ts",
    code: `import { formatBytes } from "../workspace/assets/format";`,
    rule: "import-x/no-restricted-paths",
  },
  // The database from the transport, whatever the file is called.
  {
    file: "apps/server/src/http/routes/video-studio/bad-queries.ts",
    code: `import { eq } from "drizzle-orm";\nexport const x = eq;`,
    rule: "@typescript-eslint/no-restricted-imports",
  },
  {
    file: "apps/server/src/kernel/bad-queries.ts",
    code: `import { eq } from "drizzle-orm";\nexport const x = eq;`,
    rule: "@typescript-eslint/no-restricted-imports",
  },
  // The pure packages keep no time and draw no randomness, through any name.
  { file: "packages/contracts/src/bad.ts", code: `export const at = Date.now();`, rule: "no-restricted-properties" },
  { file: "packages/contracts/src/bad.ts", code: `export const roll = Math.random();`, rule: "no-restricted-properties" },
  { file: "packages/renderer/src/bad.ts", code: `globalThis.setTimeout(() => undefined, 1);`, rule: "no-restricted-globals" },
  { file: "packages/scene/src/bad.ts", code: `export const at = globalThis.Date.now();`, rule: "no-restricted-globals" },
];

/** Imports the floors allow, so the refusals above are the zones' doing and not a rule refusing everything. */
const allowed: { file: string; code: string }[] = [
  {
    file: "apps/server/src/video-studio/content/fine.ts",
    code: `import { findPlan } from "../../workspace/quota/find-plan.ts";\nexport const x = findPlan;`,
  },
  {
    file: "apps/server/src/production/clients/fine.ts",
    code: `import { queueRender } from "../../video-studio/renders/queue-render.ts";\nexport const x = queueRender;`,
  },
  {
    file: "apps/server/src/http/routes/video-studio/fine.ts",
    code: `import { createContent } from "../../../video-studio/content/create-content.ts";\nexport const x = createContent;`,
  },
  {
    file: "apps/web/src/library-studio/library-item/fine.ts",
    code: `import { formatBytes } from "../../workspace/assets/format";\nexport const x = formatBytes;`,
  },
  { file: "apps/server/src/workspace/quota/fine-queries.ts", code: `import { eq } from "drizzle-orm";\nexport const x = eq;` },
];

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result!.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

describe("lint refuses every crossing of the tree's boundaries", () => {
  it.each(violations)("$file: $code", async ({ file, code, rule }) => {
    expect(await ruleIds(file, code)).toContain(rule);
  });

  it.each(allowed)("allows $file: $code", async ({ file, code }) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});

describe("each floor's README names the floors lint lets it use", () => {
  it.each(Object.entries(serverFloors))("%s", async (floor, uses) => {
    const readme = await readFile(`${root}apps/server/src/${floor}/README.md`, "utf8");
    const named = /^May use: (.*)\.$/m.exec(readme)?.[1];
    expect(named).toBe(uses.length ? uses.join(", ") : "nothing else of the server");
  });
});

describe("folder cycles", () => {
  it("finds none in the server or the web app", () => {
    expect(folderCycles(path.join(root, "apps/server/src"))).toEqual([]);
    expect(folderCycles(path.join(root, "apps/web/src"))).toEqual([]);
  });

  it("finds a knot of folders that import each other, but not a type-only import or a parent's", async () => {
    const tree = await mkdtemp(path.join(tmpdir(), "framewise-cycles-"));
    try {
      const file = async (name: string, code: string) => {
        await mkdir(path.dirname(path.join(tree, name)), { recursive: true });
        await writeFile(path.join(tree, name), code);
      };
      await file("a/one.ts", `import { two } from "../b/two.ts";\nexport const one = two;`);
      await file("b/two.ts", `import { three } from "../c/three.ts";\nexport const two = three;`);
      await file("c/three.ts", `import { one } from "../a/one.ts";\nexport const three = one;`);
      await file("d/four.ts", `import type { one } from "../a/one.ts";\nexport type Four = typeof one;`);
      await file("a/inner/five.ts", `import { one } from "../one.ts";\nexport const five = one;`);
      await file("a/six.ts", `import { five } from "./inner/five.ts";\nexport const six = five;`);
      expect(folderCycles(tree)).toEqual([["a", "b", "c"]]);
    } finally {
      await rm(tree, { recursive: true, force: true });
    }
  });
});
