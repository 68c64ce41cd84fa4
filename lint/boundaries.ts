// The floors and groups of the tree and what each may import, as `import-x/no-restricted-paths`
// zones: a folder may import only from itself and the folders its entry names. The server's
// areas' READMEs name the same uses; apps/server/test/lint-boundaries.test.ts proves each zone refuses a crossing.

const server = "apps/server/src";

/** Server floors and product areas, lowest first, with the folders each may use besides itself. */
export const serverFloors: Record<string, string[]> = {
  kernel: [],
  platform: ["kernel"],
  workspace: ["kernel", "platform"],
  "video-studio": ["kernel", "platform", "workspace"],
  "image-studio": ["kernel", "platform", "workspace"],
  "library-studio": ["kernel", "platform", "workspace", "video-studio"],
  production: ["kernel", "platform", "workspace", "video-studio"],
  "ai-desk": ["kernel", "platform", "workspace", "video-studio", "image-studio"],
  operations: ["kernel", "platform", "workspace", "video-studio", "image-studio", "library-studio", "production", "ai-desk"],
  // Transport: the routes call operations of every area; only the composition root (app.ts) uses it.
  http: ["kernel", "platform", "workspace", "video-studio", "image-studio", "library-studio", "production", "ai-desk", "operations"],
};

const serverZones = Object.entries(serverFloors).map(([floor, uses]) => ({
  target: `./${server}/${floor}`,
  from: `./${server}`,
  except: [floor, ...uses].map((folder) => `./${folder}`),
  message: `${floor}/ may use only ${uses.length ? uses.join(", ") : "nothing else of the server"} (lint/boundaries.ts).`,
}));

/** Apps and packages: the browser and the journeys reach the server over HTTP; packages never reach into apps. */
const workspaceZones = [
  { target: "./apps/web", from: "./apps/server", message: "The web app never imports server code: share it through packages/contracts." },
  { target: "./e2e", from: "./apps/server", message: "e2e reaches the server over HTTP and through packages." },
  { target: "./packages", from: "./apps", message: "Packages are below the apps and never import them." },
  { target: "./apps/server", from: "./apps/web", message: "The server never imports the web app's code." },
];

export const boundaryZones = [...serverZones, ...workspaceZones];
