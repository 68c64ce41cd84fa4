// The image's production dependencies (deploy/Dockerfile): the package files without their
// devDependencies, and only the workspaces the server runs. `npm ci --omit=dev` alone installs
// the test tools that are optional peers of other test tools (npm marks them devOptional).
// Versions stay the lockfile's: `npm install` keeps every locked version that still fits.
import { readFileSync, writeFileSync } from "node:fs";

const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const write = (file, json) => writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
const withoutDev = ({ devDependencies: _dev, ...json }) => json;

const server = read("apps/server/package.json");
const own = Object.keys(server.dependencies).filter((name) => name.startsWith("@framewise/"));
const workspaces = ["apps/server", ...own.map((name) => `packages/${name.slice("@framewise/".length)}`)];
write("package.json", { ...withoutDev(read("package.json")), workspaces });
for (const folder of workspaces) write(`${folder}/package.json`, withoutDev(read(`${folder}/package.json`)));
console.log(`production workspaces: ${workspaces.join(", ")}`);
