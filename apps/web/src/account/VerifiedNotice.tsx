import { Alert } from "@mantine/core";
import { IconCircleCheck, IconAlertTriangle } from "@tabler/icons-react";
import { useSearchParams } from "react-router";

/**
 * After a verification link Better Auth sends the browser to our callback with `verified=1`, and
 * `error` when the link had expired or been used. Says which, until dismissed.
 */
export function VerifiedNotice() {
  const [params, setParams] = useSearchParams();
  if (params.get("verified") !== "1") return null;
  const dismiss = () =>
    setParams(
      (current) => {
        current.delete("verified");
        current.delete("error");
        return current;
      },
      { replace: true },
    );
  const failed = params.has("error");
  return (
    <Alert
      color={failed ? "red" : "green"}
      icon={failed ? <IconAlertTriangle size={18} /> : <IconCircleCheck size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={dismiss}
      mb="md"
      role={failed ? "alert" : "status"}
    >
      {failed
        ? "That verification link has expired or was already used. Send a new one below or from the account menu."
        : "Your email address is verified."}
    </Alert>
  );
}
