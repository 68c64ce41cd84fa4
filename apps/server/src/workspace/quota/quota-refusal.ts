import { DomainError } from "../../kernel/errors.ts";
import { minutes } from "../../kernel/video-length.ts";
import type { QuotaRefusal } from "./take-quota.ts";

/** Where more comes from: a person's own subscription page, or, for a production client, its Framewise contact. */
const UPGRADES = { user: "see /subscription for a bigger plan", client: "ask your Framewise contact for a bigger plan" };
export type QuotaAsker = keyof typeof UPGRADES;

const counted = (count: number, thing: string) => `${count} ${thing}${count === 1 ? "" : "s"}`;

const size = (bytes: number) =>
  bytes >= 1024 ** 3 ? `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB` : `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;

/** The sentence a refused take answers: which quota, its limit on which plan, when it resets, and where to get more. */
export function refusalMessage({ plan, asked, state }: QuotaRefusal, asker: QuotaAsker = "user"): string {
  const UPGRADE = UPGRADES[asker];
  const onPlan = `on the ${plan.name} plan`;
  const again = `More are available on ${state.resets_at?.slice(0, 10)}`;
  switch (state.metric) {
    case "renders":
      return `You have used all ${counted(state.limit, "render")} for this month ${onPlan}. ${again}, or ${UPGRADE}.`;
    case "image_generations":
      return `You have used all ${counted(state.limit, "image generation")} for this month ${onPlan}. ${again}, or ${UPGRADE}.`;
    case "render_seconds":
      return (
        `This video (${minutes(asked)}) needs more render minutes than you have left this month: ` +
        `${minutes(state.left)} of ${minutes(state.limit)} ${onPlan}. ${again}, or ${UPGRADE}.`
      );
    case "storage_bytes":
      return (
        `This file (${size(asked)}) would take you past your ${size(state.limit)} of storage ${onPlan} ` +
        `(${size(state.left)} left). Delete some assets to make room, or ${UPGRADE}.`
      );
  }
}

/** The refusal as an error answer (`quota_exceeded`), with the status the route has always used. */
export const quotaExceeded = (refusal: QuotaRefusal, kind: "conflict" | "rate_limited", asker: QuotaAsker = "user") =>
  new DomainError(kind, "quota_exceeded", refusalMessage(refusal, asker));
