import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../../platform/config/config.ts";
import { lockDataDir, DataDirInUseError } from "../../platform/db/data-dir-lock.ts";
import { openDatabase } from "../../platform/db/database.ts";
import { enterStartFolder } from "../../platform/startup/start-folder.ts";
import { listUsers, setDisabled, verifyEmail } from "../accounts/account-queries.ts";

const USAGE = `Framewise operator command

  npm run admin -- users              list accounts (email, name, verified, disabled, created, last sign-in)
  npm run admin -- verify <email>     mark the address verified (staff domains become staff at once)
  npm run admin -- disable <email>    disable the account and sign it out everywhere
  npm run admin -- enable <email>     enable it again
  npm run admin -- migrate            bring the database's tables up to date, then exit (a deployment's
                                      one-shot migration; servers also migrate as they start)

It uses the same configuration as the server (.env, DATA_DIR or DATABASE_URL). With the embedded
database (no DATABASE_URL) stop the server first: one process at a time can open its folder.`;

const COMMANDS = new Set(["users", "verify", "disable", "enable"]);
const WITHOUT_EMAIL = new Set(["users", "migrate"]);
const isComplete = (command: string | undefined, email: string | undefined) =>
  (!!command && WITHOUT_EMAIL.has(command)) || (!!command && COMMANDS.has(command) && !!email);

function table(rows: Awaited<ReturnType<typeof listUsers>>): string {
  if (!rows.length) return "No accounts yet.";
  const date = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") : "never");
  const lines = rows.map((r) => [
    r.email,
    r.name,
    r.emailVerified ? "verified" : "unverified",
    r.disabled ? "disabled" : "active",
    date(r.createdAt),
    date(r.lastLoginAt),
  ]);
  const header = ["EMAIL", "NAME", "EMAIL STATE", "ACCOUNT", "CREATED", "LAST SIGN-IN"];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  return [header, ...lines]
    .map((cells) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

// The server's .env and data folder: both from the folder the command was started in.
enterStartFolder();
const { positionals } = parseArgs({ allowPositionals: true, strict: false });
const [command, email] = positionals;
if (!isComplete(command, email)) {
  console.log(USAGE);
  process.exit(!command || command === "help" ? 0 : 2);
}

try {
  const config = loadConfig();
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  let code = 0;
  try {
    await database.migrate();
    if (command === "migrate") console.log(`The ${database.kind === "postgres" ? "PostgreSQL" : "embedded"} database is up to date.`);
    else if (command === "users") console.log(table(await listUsers(database.db)));
    else {
      const done =
        command === "verify" ? await verifyEmail(database.db, email!) : await setDisabled(database.db, email!, command === "disable");
      const what = command === "verify" ? "is verified" : command === "disable" ? "is disabled and signed out everywhere" : "is enabled";
      console.log(done ? `${email} ${what}.` : `No account uses ${email}.`);
      code = done ? 0 : 1;
    }
  } finally {
    await database.close();
    await lock?.release();
  }
  process.exit(code);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
