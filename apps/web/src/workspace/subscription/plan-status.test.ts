import { expect, test } from "vitest";
import { checkoutSettled, planAction, quotaLevel } from "./plan-status";
import { freePlan, paidSummary, partnerPlan, proPlan, summary } from "./subscription-fixtures";

test("a quota is near its limit from 80 % and at it when nothing is left", () => {
  const [renders, minutes, images] = summary().usage;
  expect([quotaLevel(renders!), quotaLevel(minutes!), quotaLevel(images!)]).toEqual(["at", "near", "ok"]);
});

test("plan cards offer Checkout, the portal once paying, staff for plans not for sale, and nothing with billing off", () => {
  expect([freePlan, proPlan, partnerPlan].map((plan) => planAction(plan, summary()))).toEqual(["current", "checkout", "staff"]);
  expect(planAction(freePlan, paidSummary())).toBe("staff");
  expect(planAction({ ...proPlan, id: "team" }, paidSummary())).toBe("portal");
  const off = summary({ billing: { enabled: false, status: null, current_period_end: null, cancel_at_period_end: false } });
  expect(planAction(proPlan, off)).toBe("none");
});

test("the return from Checkout has landed once a Stripe plan is paid for", () => {
  expect(checkoutSettled(summary())).toBe(false);
  expect(checkoutSettled(paidSummary())).toBe(true);
});
