import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/** Said plainly on every creation form while no language model is configured: how the deterministic planner will read the input. */
export function PlannerNote({ children }: { children: React.ReactNode }) {
  // A note, not an alert: screen readers should not announce it as urgent.
  return (
    <Alert variant="light" color="gray" role="note" icon={<IconInfoCircle size={18} />}>
      {children}
    </Alert>
  );
}
