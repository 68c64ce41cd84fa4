import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * The fastify module with its factory wrapped so every route the app registers is pushed onto
 * `log` by an onRoute hook. For `vi.mock("fastify", …)` in tests that enumerate the routes
 * (printRoutes cannot: it misprints wildcard routes).
 */
export function fastifyLoggingRoutes(real: typeof FastifyModule, log: RegisteredRoute[]): typeof FastifyModule {
  const withRouteLog = ((options: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) log.push({ method, url: route.url });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: withRouteLog };
}
