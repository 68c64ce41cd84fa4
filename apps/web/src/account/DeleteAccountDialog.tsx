import { Alert, Button, Group, Loader, Modal, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useSession } from "../session/session-context";
import { useAccountSummary, useDeleteAccount, useHasPassword } from "./account-api";
import { deletionSummary } from "./deletion-summary";

/**
 * States exactly what deleting removes, then asks for the password (an account without one, signed
 * in through OpenID, types its email address instead) before deleting and signing out.
 */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const summary = useAccountSummary(opened);
  const hasPassword = useHasPassword();
  const remove = useDeleteAccount();
  const [confirmation, setConfirmation] = useState("");

  const confirmed = hasPassword.data ? confirmation.length > 0 : confirmation.trim().toLowerCase() === user?.email.toLowerCase();
  const ready = summary.isSuccess && hasPassword.isSuccess && confirmed;

  const close = () => {
    setConfirmation("");
    remove.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) remove.mutate(hasPassword.data ? confirmation : undefined);
  };

  return (
    <Modal opened={opened} onClose={close} title="Delete your account">
      <form onSubmit={submit} noValidate>
        <Stack>
          {(summary.isPending || hasPassword.isPending) && <Loader size="sm" aria-label="Counting what will be deleted" />}
          {summary.isError && (
            <Alert color="red" role="alert">
              Could not count what will be deleted: {summary.error.message}
            </Alert>
          )}
          {hasPassword.isError && (
            <Alert color="red" role="alert">
              {hasPassword.error.message}
            </Alert>
          )}
          {summary.isSuccess && (
            <Text fw={500} data-testid="deletion-summary">
              {deletionSummary(summary.data)}
            </Text>
          )}
          <Text size="sm">This cannot be undone. Every device signed in to the account is signed out.</Text>
          {hasPassword.data === true && (
            <PasswordInput
              label="Your password"
              description="Enter it to confirm."
              autoComplete="current-password"
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              data-autofocus
            />
          )}
          {hasPassword.data === false && (
            <TextInput
              label="Your email address"
              description={`Type ${user?.email ?? "it"} to confirm.`}
              autoComplete="off"
              value={confirmation}
              onChange={(e) => setConfirmation(e.currentTarget.value)}
              data-autofocus
            />
          )}
          {remove.isError && (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" disabled={!ready} loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
