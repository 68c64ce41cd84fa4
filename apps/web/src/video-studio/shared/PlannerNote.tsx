import { Alert } from "@mantine/core";
import { IconInfoCircle, IconSparkles } from "@tabler/icons-react";
import { usePlannerInfo } from "./planner-info-api";

interface Props {
  /** How the deterministic planner reads this form's input, said when no language model is configured. */
  textPlan: string;
}

/** Said plainly on every creation form: which planner will write the storyboard, and how. */
export function PlannerNote({ textPlan }: Props) {
  const planner = usePlannerInfo();
  if (!planner.data) return null;
  const llm = planner.data.kind === "llm";
  // A note, not an alert: screen readers should not announce it as urgent.
  return (
    <Alert
      variant="light"
      color={llm ? "violet" : "gray"}
      role="note"
      icon={llm ? <IconSparkles size={18} /> : <IconInfoCircle size={18} />}
    >
      {llm
        ? `The language model ${planner.data.model} writes the storyboard: the script, a layout for each scene, its words and timing. If it cannot give a valid storyboard, ${textPlan.replace(/:.*$/, "")} instead.`
        : `No language model is configured, so ${textPlan}`}
    </Alert>
  );
}
