import { Alert, Button, Text, TextInput } from "@mantine/core";
import { ApiError } from "../../api/http";

/** The fields the server named in its refusal, for the form's inputs to show. */
export const fieldErrors = (error: Error | null) => (error instanceof ApiError ? error.fields : undefined);

interface Props {
  reason: string;
  onReason: (reason: string) => void;
  /** The change's state: a refusal of named fields shows at them, any other as an alert. */
  change: { error: Error | null; isPending: boolean };
  /** What the last change did, once it succeeded. */
  done: string | null;
  ready: boolean;
  label: string;
}

/** The end of an audited staff change: the required reason, what went wrong or right, and the button. */
export function ReasonedSubmit({ reason, onReason, change, done, ready, label }: Props) {
  const fields = fieldErrors(change.error);
  return (
    <>
      <TextInput
        label="Reason"
        description="Required; kept in the audit trail."
        value={reason}
        onChange={(event) => onReason(event.currentTarget.value)}
        maxLength={500}
        error={fields?.reason}
      />
      {change.error && !fields && <Alert color="red">{change.error.message}</Alert>}
      {done && (
        <Text size="sm" c="teal" role="status">
          {done}
        </Text>
      )}
      <Button type="submit" disabled={!ready || !reason.trim()} loading={change.isPending}>
        {label}
      </Button>
    </>
  );
}
