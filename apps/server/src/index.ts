export { buildApp } from "./app.ts";
export { ConfigError, loadConfig, type Config } from "./platform/config/config.ts";
export { startServer, type RunningServer } from "./server.ts";
