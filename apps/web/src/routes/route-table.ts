/**
 * Every screen of the spec (section 2), with the title the navigation shows and the one-line
 * purpose its link's hint gives. `access` decides the guard; `area` groups the navigation.
 */
export type Access = "public" | "signed-in" | "staff";
export type Area = "create" | "library" | "image-gen" | "account" | "staff" | "public";

export interface ScreenRoute {
  path: string;
  title: string;
  purpose: string;
  access: Access;
  area: Area;
  /** Shown in the navigation. */
  nav?: boolean;
}

const screen = (access: Access, area: Area, path: string, title: string, purpose: string, nav = false): ScreenRoute => ({
  path,
  title,
  purpose,
  access,
  area,
  nav,
});

const staff = (path: string, title: string, purpose: string, nav = false) => screen("staff", "staff", path, title, purpose, nav);

export const staffRoutes: ScreenRoute[] = [
  staff(
    "remotion-test",
    "Render test bench",
    "The same document rendered in the browser and on the server, frames compared side by side.",
    true,
  ),
  staff("layouts-pipeline/:layoutId", "Layout pipeline", "One layout's production line: draft, review, published."),
  staff("layouts-pipeline/:layoutId/animation", "Layout animation", "Edit a layout's element animations with a live preview."),
  staff("templates-pipeline/:templateId", "Template pipeline", "One template's production line: draft, review, published."),
  staff(
    "templates-pipeline/:templateId/style-config",
    "Template style",
    "Palette, fonts, text styles, transitions and music mood of a template.",
  ),
  staff("templates-pipeline/:templateId/animation", "Template animation", "Animation presets of a template with a live preview."),
  staff("layouts", "Layouts", "The layout library, with coverage per aspect ratio.", true),
  staff("templates", "Templates", "The template library.", true),
  staff("content-update-logs", "Content update logs", "Who changed which content, when, and what changed.", true),
  staff("automated-prompts-testing", "Prompt testing", "Prompt suites run through the planner, with checks and scores per run.", true),
  staff("automated-prompts-testing/:runId", "Prompt test run", "One run of a prompt suite with its checks and scores."),
  staff("layouts/progress", "Layout progress", "How far each layout is through the pipeline."),
  staff("layout-tracker", "Layout tracker", "Every layout's state and owner at a glance.", true),
  staff("layouts/search", "Layout search", "Find layouts by slots, tags and aspect ratio."),
  staff("prod/clients", "Production clients", "Clients with brand kit, API keys, quotas and webhook.", true),
  staff("prod/clients/:clientId", "Production client", "One client's brand kit, keys, quotas and webhook."),
  staff("prod/pipelines", "Pipelines", "Feeds, catalogues and CSVs turned into videos on a schedule.", true),
  staff("prod/pipelines/:pipeId", "Pipeline", "One pipeline's source, schedule, run history and logs."),
  staff("templates-dashboard", "Templates dashboard", "Usage statistics of the template library.", true),
  staff("layout-gen", "Layout generator", "Generate new layouts from a description, validated and queued for review.", true),
  staff("generated-layouts", "Generated layouts", "The review queue of generated layouts.", true),
  staff("generated-layouts/:layoutId", "Generated layout", "Review one generated layout."),
  staff("function-calling-report", "Function-calling report", "The LLM's tool calls: count, failures, latency, by tool and model.", true),
  staff("firestore-dashboard", "Database browser", "The product's collections and documents, with audited edits.", true),
  staff("firestore-dashboard/:collection/:documentId", "Document", "One document as JSON, with audited edits."),
  staff("llm-chat", "LLM chat", "Streaming chat with tools that act in the product.", true),
  staff("llm-chat/:chatId", "Chat", "One conversation with the model."),
];

const user = (path: string, title: string, purpose: string, area: Area, nav = false) =>
  screen("signed-in", area, path, title, purpose, nav);

/** Signed-in screens other than home, which has its own module. */
export const userRoutes: ScreenRoute[] = [
  user("create", "Create", "Start a video from a prompt, a web page, a product or a template.", "create", true),
  user("product", "Product to video", "Name, photos, price and benefits become an ad.", "create"),
  user("url-to-video", "URL to video", "A web page's title, text and images become scenes.", "create"),
  user("main", "Main", "Your recent work and where to start.", "create"),
  user("prompt-to-video", "Prompt to video", "Describe a video; the planner writes the script and scenes.", "create"),
  user("megapot", "Campaign video", "A quick-create form for a client campaign template.", "create"),
  user("content/:contentId/edit", "Editor", "Scenes, live preview, text, media, music, render.", "library"),
  user("content/:contentId/share", "Share", "Public link, download permission and embed code.", "library"),
  user("videos", "Videos", "Your videos with status, versions and downloads.", "library", true),
  user("videos/:contentId", "Video", "Player, versions and download.", "library"),
  user("assets", "Assets", "Your images, videos, audio, fonts and logos.", "library", true),
  user("assets/:assetId", "Asset", "Preview, metadata, tags and where it is used.", "library"),
  user("subscription", "Subscription", "Your plan and usage against quotas.", "account", true),
  user("account", "Account settings", "Your name, email, password, signed-in devices, and deleting the account.", "account"),
  user("image-gen", "Image generation", "Prompt, vibe, aspect and count: generate images.", "image-gen", true),
  user("image-gen/edit", "Edit image", "Instruction edits, inpainting and crop.", "image-gen"),
  user("image-gen/all", "All generations", "Every image you generated.", "image-gen", true),
  user("image-gen/vibe", "Vibes", "Style presets for generation.", "image-gen", true),
  user("image-gen/inspirations", "Inspirations", "Curated images to remix.", "image-gen", true),
  user("image-gen/assets", "Image assets", "Your assets, ready for generation.", "image-gen", true),
  user("image-gen/trending", "Trending", "Popular public generations.", "image-gen", true),
  user("image-gen/:id", "Generated image", "One output with variations, upscale and edit.", "image-gen"),
  user("image-gen/v1", "Image generation (v1)", "The older, simpler form.", "image-gen"),
  user("image-gen/v1/create", "Create (v1)", "The older creation form.", "image-gen"),
  user("image-gen/v1/edit", "Edit (v1)", "The older edit form.", "image-gen"),
  user("image-gen/v1/all", "All (v1)", "The older gallery.", "image-gen"),
  user("image-gen/v1/:id", "Output (v1)", "One output in the older form.", "image-gen"),
];

const open = (path: string, title: string, purpose: string) => screen("public", "public", path, title, purpose);

/** Public watch and landing pages (sign-in pages have their own modules). */
export const publicRoutes: ScreenRoute[] = [
  open("v0/videos/:contentId", "Video", "A shared video, playable without signing in."),
  open("v1/videos/:contentId", "Video", "A shared video, playable without signing in."),
  open("content/:contentId", "Video", "A shared video, playable without signing in."),
  open("pages/:pageId", "Page", "A public landing page presenting shared videos."),
];
