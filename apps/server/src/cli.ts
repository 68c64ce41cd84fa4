/** The server as a command (started by main.ts): its configuration, the banner, Ctrl-C, and plain messages for the usual mistakes. */
import { ConfigError, loadConfig } from "./platform/config/config.ts";
import { mailDestination } from "./platform/mail/mailer.ts";
import { DataDirInUseError } from "./platform/db/data-dir-lock.ts";
import { PortInUseError, startServer } from "./server.ts";
import { NoDiskSpaceError } from "./platform/storage/disk-space.ts";

try {
  const config = loadConfig();
  const server = await startServer(config);
  const staff = config.staffEmailDomains.length ? config.staffEmailDomains.join(", ") : "none (set STAFF_EMAIL_DOMAINS)";
  console.log(
    `\nFramewise is running at ${server.url}\nStaff email domains: ${staff}\nAccount mail: ${mailDestination(config.mail, config.dataDir)}\nPress Ctrl-C to stop.\n`,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping (finishing jobs, closing the database)…`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Shutdown failed:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof PortInUseError ||
    error instanceof NoDiskSpaceError
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
