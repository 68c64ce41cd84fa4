import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageSpinner } from "./FullPageSpinner";
import { RequireSignIn, RequireStaff } from "./guards";
import { loadWithRetry } from "./load-with-retry";
import { RouteErrorScreen } from "./RouteErrorScreen";
import { publicRoutes, staffRoutes, userRoutes, type ScreenRoute } from "./route-table";
import { ScreenTitle, type TitledRoute } from "./ScreenTitle";

type Module = { default: React.ComponentType };

/** Every screen loads on demand through the one retrying loader. */
const lazyScreen =
  (load: () => Promise<Module>): RouteObject["lazy"] =>
  async () => {
    const module = await loadWithRetry(load);
    return { Component: module.default };
  };

const watchScreen = lazyScreen(() => import("../video-studio/sharing/WatchPage"));
const homeScreen = lazyScreen(() => import("../pages/HomePage"));

/** Every screen's module, by the route table's path. */
const screens: Record<string, RouteObject["lazy"]> = {
  main: homeScreen,
  assets: lazyScreen(() => import("../workspace/assets/AssetsPage")),
  "assets/:assetId": lazyScreen(() => import("../workspace/assets/AssetPage")),
  "prompt-to-video": lazyScreen(() => import("../video-studio/content/PromptToVideoPage")),
  "content/:contentId/edit": lazyScreen(() => import("../video-studio/content/EditorPage")),
  "url-to-video": lazyScreen(() => import("../video-studio/create/UrlToVideoPage")),
  product: lazyScreen(() => import("../video-studio/create/ProductPage")),
  create: lazyScreen(() => import("../video-studio/create/CreatePage")),
  "content/:contentId/share": lazyScreen(() => import("../video-studio/sharing/SharePage")),
  videos: lazyScreen(() => import("../video-studio/videos/VideosPage")),
  "videos/:contentId": lazyScreen(() => import("../video-studio/videos/VideoPage")),
  "content/:contentId": watchScreen,
  "v0/videos/:contentId": watchScreen,
  "v1/videos/:contentId": watchScreen,
  "pages/:pageId": lazyScreen(() => import("../video-studio/landing-pages/LandingPage")),
  account: lazyScreen(() => import("../account/AccountPage")),
  subscription: lazyScreen(() => import("../workspace/subscription/SubscriptionPage")),
  "image-gen": lazyScreen(() => import("../image-studio/image-gen/CreatePage")),
  "image-gen/all": lazyScreen(() => import("../image-studio/image-gen/gallery/GalleryPage")),
  "image-gen/edit": lazyScreen(() => import("../image-studio/image-gen/edit/ImageEditPage")),
  "image-gen/vibe": lazyScreen(() => import("../image-studio/image-gen/social/VibesPage")),
  "image-gen/inspirations": lazyScreen(() => import("../image-studio/image-gen/social/InspirationsPage")),
  "image-gen/trending": lazyScreen(() => import("../image-studio/image-gen/social/TrendingPage")),
  "image-gen/assets": lazyScreen(() => import("../image-studio/image-gen/assets/ImageAssetsPage")),
  "image-gen/v1": lazyScreen(() => import("../image-studio/image-gen/v1/V1CreatePage")),
  "image-gen/v1/create": lazyScreen(() => import("../image-studio/image-gen/v1/V1CreatePage")),
  "image-gen/v1/edit": lazyScreen(() => import("../image-studio/image-gen/v1/V1EditPage")),
  "image-gen/v1/all": lazyScreen(() => import("../image-studio/image-gen/v1/V1AllPage")),
  "image-gen/v1/:id": lazyScreen(() => import("../image-studio/image-gen/v1/V1ImagePage")),
  "image-gen/:id": lazyScreen(() => import("../image-studio/image-gen/OutputPage")),
  "function-calling-report": lazyScreen(() => import("../ai-desk/llm-report/FunctionCallingReportPage")),
  "llm-chat": lazyScreen(() => import("../ai-desk/chat/ChatPage")),
  "llm-chat/:chatId": lazyScreen(() => import("../ai-desk/chat/ChatPage")),
  "automated-prompts-testing": lazyScreen(() => import("../ai-desk/prompt-tests/PromptTestsPage")),
  "automated-prompts-testing/:runId": lazyScreen(() => import("../ai-desk/prompt-tests/RunPage")),
  "firestore-dashboard": lazyScreen(() => import("../operations/db-browser/DatabaseBrowserPage")),
  "firestore-dashboard/:collection/:documentId": lazyScreen(() => import("../operations/db-browser/DocumentPage")),
  "content-update-logs": lazyScreen(() => import("../operations/audit/ContentUpdateLogsPage")),
  "templates-dashboard": lazyScreen(() => import("../library-studio/templates-dashboard/TemplatesDashboardPage")),
  "remotion-test": lazyScreen(() => import("../library-studio/render-test/RenderTestPage")),
  layouts: lazyScreen(() => import("../library-studio/library-grid/LayoutsPage")),
  templates: lazyScreen(() => import("../library-studio/library-grid/TemplatesPage")),
  "layouts/search": lazyScreen(() => import("../library-studio/library-grid/LayoutSearchPage")),
  "layouts/progress": lazyScreen(() => import("../library-studio/library-board/ProgressBoardPage")),
  "layout-tracker": lazyScreen(() => import("../library-studio/library-board/TrackerPage")),
  "templates-pipeline/:templateId/style-config": lazyScreen(() => import("../library-studio/style-config/StyleConfigPage")),
  "layouts-pipeline/:layoutId": lazyScreen(() => import("../library-studio/library-item/LayoutItemPage")),
  "templates-pipeline/:templateId": lazyScreen(() => import("../library-studio/library-item/TemplateItemPage")),
  "layouts-pipeline/:layoutId/animation": lazyScreen(() => import("../library-studio/animation-editor/LayoutAnimationPage")),
  "templates-pipeline/:templateId/animation": lazyScreen(() => import("../library-studio/animation-editor/TemplateAnimationPage")),
  "prod/clients": lazyScreen(() => import("../production/clients/ClientsPage")),
  "prod/clients/:clientId": lazyScreen(() => import("../production/clients/ClientPage")),
  "prod/pipelines": lazyScreen(() => import("../production/pipelines/PipelinesPage")),
  "prod/pipelines/:pipeId": lazyScreen(() => import("../production/pipelines/PipelinePage")),
  megapot: lazyScreen(() => import("../production/campaigns/MegapotPage")),
  "layout-gen": lazyScreen(() => import("../library-studio/layout-gen/LayoutGenPage")),
  "generated-layouts": lazyScreen(() => import("../library-studio/layout-gen/GeneratedLayoutsPage")),
  "generated-layouts/:layoutId": lazyScreen(() => import("../library-studio/layout-gen/GeneratedLayoutPage")),
};

const titled = (title: string): TitledRoute => ({ title });

/** A route of the table with its screen; a route without one stops the app at once, not when someone opens it. */
function screen(route: ScreenRoute): RouteObject {
  const lazy = screens[route.path];
  if (!lazy) throw new Error(`The route "${route.path}" has no screen: add its module to the router's screens.`);
  return { path: route.path, handle: route, lazy };
}

export const routes: RouteObject[] = [
  {
    // Every screen names the browser tab after itself (its route's handle).
    element: <ScreenTitle />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first screen's chunk loads.
    HydrateFallback: FullPageSpinner,
    children: [
      { path: "login", handle: titled("Sign in"), lazy: lazyScreen(() => import("../pages/LoginPage")) },
      { path: "email-login", handle: titled("Sign in with email"), lazy: lazyScreen(() => import("../pages/EmailLoginPage")) },
      ...publicRoutes.map(screen),
      {
        element: <RequireSignIn />,
        children: [
          {
            lazy: lazyScreen(() => import("../layout/AppLayout")),
            errorElement: <RouteErrorScreen />,
            children: [
              { index: true, handle: titled("Home"), lazy: homeScreen },
              ...userRoutes.map(screen),
              { element: <RequireStaff />, children: staffRoutes.map(screen) },
              { path: "*", handle: titled("Page not found"), lazy: lazyScreen(() => import("../pages/NotFoundPage")) },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
