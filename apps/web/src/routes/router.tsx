import { createBrowserRouter, type RouteObject } from "react-router";
import { FullPageSpinner } from "../layout/FullPageSpinner";
import { RequireSignIn, RequireStaff } from "./guards";
import { loadWithRetry } from "./load-with-retry";
import { RouteErrorScreen } from "./RouteErrorScreen";
import { publicRoutes, staffRoutes, userRoutes, type ScreenRoute } from "./route-table";

type Module = { default: React.ComponentType };

/** Every screen loads on demand through the one retrying loader. */
const lazyScreen =
  (load: () => Promise<Module>): RouteObject["lazy"] =>
  async () => {
    const module = await loadWithRetry(load);
    return { Component: module.default };
  };

const watchScreen = lazyScreen(() => import("../sharing/WatchPage"));
const homeScreen = lazyScreen(() => import("../pages/HomePage"));

/** Every screen's module, by the route table's path. */
const screens: Record<string, RouteObject["lazy"]> = {
  main: homeScreen,
  assets: lazyScreen(() => import("../assets/AssetsPage")),
  "assets/:assetId": lazyScreen(() => import("../assets/AssetPage")),
  "prompt-to-video": lazyScreen(() => import("../content/PromptToVideoPage")),
  "content/:contentId/edit": lazyScreen(() => import("../content/EditorPage")),
  "url-to-video": lazyScreen(() => import("../create/UrlToVideoPage")),
  product: lazyScreen(() => import("../create/ProductPage")),
  create: lazyScreen(() => import("../create/CreatePage")),
  "content/:contentId/share": lazyScreen(() => import("../sharing/SharePage")),
  videos: lazyScreen(() => import("../videos/VideosPage")),
  "videos/:contentId": lazyScreen(() => import("../videos/VideoPage")),
  "content/:contentId": watchScreen,
  "v0/videos/:contentId": watchScreen,
  "v1/videos/:contentId": watchScreen,
  "pages/:pageId": lazyScreen(() => import("../landing/LandingPage")),
  account: lazyScreen(() => import("../account/AccountPage")),
  subscription: lazyScreen(() => import("../subscription/SubscriptionPage")),
  "image-gen": lazyScreen(() => import("../image-gen/CreatePage")),
  "image-gen/all": lazyScreen(() => import("../image-gen/gallery/GalleryPage")),
  "image-gen/edit": lazyScreen(() => import("../image-gen/edit/ImageEditPage")),
  "image-gen/vibe": lazyScreen(() => import("../image-gen/social/VibesPage")),
  "image-gen/inspirations": lazyScreen(() => import("../image-gen/social/InspirationsPage")),
  "image-gen/trending": lazyScreen(() => import("../image-gen/social/TrendingPage")),
  "image-gen/assets": lazyScreen(() => import("../image-gen/assets/ImageAssetsPage")),
  "image-gen/v1": lazyScreen(() => import("../image-gen/v1/V1CreatePage")),
  "image-gen/v1/create": lazyScreen(() => import("../image-gen/v1/V1CreatePage")),
  "image-gen/v1/edit": lazyScreen(() => import("../image-gen/v1/V1EditPage")),
  "image-gen/v1/all": lazyScreen(() => import("../image-gen/v1/V1AllPage")),
  "image-gen/v1/:id": lazyScreen(() => import("../image-gen/v1/V1ImagePage")),
  "image-gen/:id": lazyScreen(() => import("../image-gen/OutputPage")),
  "function-calling-report": lazyScreen(() => import("../llm-report/FunctionCallingReportPage")),
  "llm-chat": lazyScreen(() => import("../llm-chat/ChatPage")),
  "llm-chat/:chatId": lazyScreen(() => import("../llm-chat/ChatPage")),
  "automated-prompts-testing": lazyScreen(() => import("../prompt-tests/PromptTestsPage")),
  "automated-prompts-testing/:runId": lazyScreen(() => import("../prompt-tests/RunPage")),
  "firestore-dashboard": lazyScreen(() => import("../db-browser/FirestoreDashboardPage")),
  "firestore-dashboard/:collection/:documentId": lazyScreen(() => import("../db-browser/DocumentPage")),
  "content-update-logs": lazyScreen(() => import("../audit/ContentUpdateLogsPage")),
  "templates-dashboard": lazyScreen(() => import("../templates-dashboard/TemplatesDashboardPage")),
  "remotion-test": lazyScreen(() => import("../render-test/RenderTestPage")),
  layouts: lazyScreen(() => import("../library-grid/LayoutsPage")),
  templates: lazyScreen(() => import("../library-grid/TemplatesPage")),
  "layouts/search": lazyScreen(() => import("../library-grid/LayoutSearchPage")),
  "layouts/progress": lazyScreen(() => import("../library-board/ProgressBoardPage")),
  "layout-tracker": lazyScreen(() => import("../library-board/TrackerPage")),
  "templates-pipeline/:templateId/style-config": lazyScreen(() => import("../style-config/StyleConfigPage")),
  "layouts-pipeline/:layoutId": lazyScreen(() => import("../library-item/LayoutItemPage")),
  "templates-pipeline/:templateId": lazyScreen(() => import("../library-item/TemplateItemPage")),
  "layouts-pipeline/:layoutId/animation": lazyScreen(() => import("../animation-editor/LayoutAnimationPage")),
  "templates-pipeline/:templateId/animation": lazyScreen(() => import("../animation-editor/TemplateAnimationPage")),
  "prod/clients": lazyScreen(() => import("../prod-clients/ClientsPage")),
  "prod/clients/:clientId": lazyScreen(() => import("../prod-clients/ClientPage")),
  "prod/pipelines": lazyScreen(() => import("../pipelines/PipelinesPage")),
  "prod/pipelines/:pipeId": lazyScreen(() => import("../pipelines/PipelinePage")),
  megapot: lazyScreen(() => import("../campaigns/MegapotPage")),
  "layout-gen": lazyScreen(() => import("../layout-gen/LayoutGenPage")),
  "generated-layouts": lazyScreen(() => import("../layout-gen/GeneratedLayoutsPage")),
  "generated-layouts/:layoutId": lazyScreen(() => import("../layout-gen/GeneratedLayoutPage")),
};

/** A route of the table with its screen; a route without one stops the app at once, not when someone opens it. */
function screen(route: ScreenRoute): RouteObject {
  const lazy = screens[route.path];
  if (!lazy) throw new Error(`The route "${route.path}" has no screen: add its module to the router's screens.`);
  return { path: route.path, handle: route, lazy };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    // Shown while the first screen's chunk loads.
    HydrateFallback: FullPageSpinner,
    children: [
      { path: "login", lazy: lazyScreen(() => import("../pages/LoginPage")) },
      { path: "email-login", lazy: lazyScreen(() => import("../pages/EmailLoginPage")) },
      ...publicRoutes.map(screen),
      {
        element: <RequireSignIn />,
        children: [
          {
            lazy: lazyScreen(() => import("../layout/AppLayout")),
            errorElement: <RouteErrorScreen />,
            children: [
              { index: true, lazy: homeScreen },
              ...userRoutes.map(screen),
              { element: <RequireStaff />, children: staffRoutes.map(screen) },
              { path: "*", lazy: lazyScreen(() => import("../pages/NotFoundPage")) },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
