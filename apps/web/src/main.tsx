import "@mantine/core/styles.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "./api/query-client";
import { imageBrandHere } from "./app-config";
import { appTheme } from "./brand/brand-theme";
import { startAnalytics } from "./observability/analytics";
import { startErrorReporting } from "./observability/error-reporting";
import { AppRouterProvider } from "./routes/AppRouterProvider";
import { createRouter } from "./routes/router";
import { SessionProvider } from "./session/SessionProvider";

void startErrorReporting();
startAnalytics();
// The fonts for scripts a machine may lack, declared (not fetched) after the first screen's script.
void import("@framewise/renderer/browser").then(({ declareFallbackFonts }) => declareFallbackFonts((file) => `/fonts/${file}`));

// An image-brand host wears the brand's colour everywhere.
const theme = appTheme(imageBrandHere());
const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AppRouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
