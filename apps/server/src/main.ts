import { speedUpModuleLoading } from "./platform/startup/module-loading.ts";
import { enterStartFolder } from "./platform/startup/start-folder.ts";

// `npm start`: the person's folder and .env first, then the server, whose modules load faster for the hooks.
enterStartFolder();
speedUpModuleLoading();
await import("./cli.ts");
