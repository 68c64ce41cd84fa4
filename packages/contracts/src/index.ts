export * from "./password-rules.ts";
export * from "./user-info.ts";
export * from "./api-error.ts";
export * from "./assets.ts";
export * from "./asset-file-types.ts";
export * from "./content.ts";
export * from "./account.ts";
export * from "./live-events.ts";
