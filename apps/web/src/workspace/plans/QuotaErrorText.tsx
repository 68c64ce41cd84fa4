import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { ApiError } from "../../api/http";

/** Refusals that a bigger plan would lift. */
const PLAN_LIMITS = new Set(["quota_exceeded", "resolution_not_in_plan"]);

/** An action's error in red; a quota's refusal links to the subscription page, where usage and bigger plans are. */
export function QuotaErrorText({ error }: { error: Error }) {
  const planLimit = error instanceof ApiError && PLAN_LIMITS.has(error.code);
  return (
    <Text size="sm" c="red" role="alert">
      {error.message}
      {planLimit && (
        <>
          {" "}
          <Anchor component={Link} to="/subscription" size="sm">
            See your plan and usage
          </Anchor>
        </>
      )}
    </Text>
  );
}
