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

const web = "apps/web/src";

/** What every web screen shares; it imports none of the areas. */
const webShared = ["api", "ui", "testing", "session", "brand", "observability", "app-config.ts"];

/**
 * The web app's areas mirror the server's, each with the areas it may use besides the shared
 * folders; the shell (`layout/`, `pages/`, `routes/`) puts them together and may use any.
 */
export const webAreas: Record<string, string[]> = {
  workspace: [],
  account: ["workspace"],
  "video-studio": ["workspace"],
  "image-studio": ["workspace", "video-studio"],
  production: ["workspace", "video-studio"],
  "ai-desk": ["workspace", "video-studio", "image-studio"],
  "library-studio": ["workspace", "video-studio", "ai-desk"],
  operations: ["workspace", "video-studio", "image-studio", "library-studio", "production", "ai-desk"],
};

const webZones = [
  ...Object.entries(webAreas).map(([area, uses]) => ({
    target: `./${web}/${area}`,
    from: `./${web}`,
    except: [...webShared, area, ...uses].map((folder) => `./${folder}`),
    message: `The web app's ${area}/ may use only the shared folders${uses.length ? ` and ${uses.join(", ")}` : ""} (lint/boundaries.ts).`,
  })),
  // The screen-test harness (`testing/`) renders screens in the app's own router, so it is no zone.
  ...webShared
    .filter((folder) => !folder.endsWith(".ts") && folder !== "testing")
    .map((folder) => ({
      target: `./${web}/${folder}`,
      from: `./${web}`,
      except: webShared.map((shared) => `./${shared}`),
      message: `The web app's ${folder}/ is shared by every screen and imports none of the areas (lint/boundaries.ts).`,
    })),
];

/** Apps and packages: the browser and the journeys reach the server over HTTP; packages never reach into apps. */
const workspaceZones = [
  { target: "./apps/web", from: "./apps/server", message: "The web app never imports server code: share it through packages/contracts." },
  { target: "./e2e", from: "./apps/server", message: "e2e reaches the server over HTTP and through packages." },
  { target: "./packages", from: "./apps", message: "Packages are below the apps and never import them." },
  { target: "./apps/server", from: "./apps/web", message: "The server never imports the web app's code." },
];

export const boundaryZones = [...serverZones, ...workspaceZones];

/** Screens' tests put the app together as it runs, so the web app's zones bind its code, not its tests. */
export const webBoundaryZones = webZones;
