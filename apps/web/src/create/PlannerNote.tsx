import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";

/** Said plainly on every creation form while no language model is configured. */
export function PlannerNote({ children }: { children: React.ReactNode }) {
  return (
    <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} title="No language model is configured">
      {children}
    </Alert>
  );
}
