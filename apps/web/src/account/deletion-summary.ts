import { formatBytes } from "../workspace/assets/format";
import type { AccountSummary } from "@framewise/contracts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 videos, 5 renders, 12 assets (140 MB), 1 landing page will be permanently deleted." */
export function deletionSummary(summary: AccountSummary): string {
  const parts = [
    summary.videos && count(summary.videos, "video", "videos"),
    summary.renders && count(summary.renders, "render", "renders"),
    summary.assets && `${count(summary.assets, "asset", "assets")} (${formatBytes(summary.storageBytes)})`,
    summary.landingPages && count(summary.landingPages, "landing page", "landing pages"),
  ].filter((part): part is string => Boolean(part));
  if (!parts.length) return "Your account holds no videos, renders, assets or landing pages; only the account itself will be deleted.";
  return `${parts.join(", ")} will be permanently deleted, with your account.`;
}
