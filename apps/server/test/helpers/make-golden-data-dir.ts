import { makeGoldenDataDir } from "./golden-databases.ts";

// The end-to-end setup runs this as a process (`node make-golden-data-dir.ts <folder>`): e2e imports no server code.
await makeGoldenDataDir(process.argv[2]!);
