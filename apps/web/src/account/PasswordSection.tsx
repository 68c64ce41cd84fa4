import { Alert, Button, Checkbox, Group, Loader, PasswordInput, Stack, Text } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useChangePassword, useHasPassword } from "./account-api";
import { AccountSection } from "../ui/AccountSection";
import { hasProblems, newPasswordProblems, type NewPasswordProblems } from "./new-password";
import { NewPasswordFields } from "./NewPasswordFields";

function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [problems, setProblems] = useState<NewPasswordProblems & { current?: string }>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { ...newPasswordProblems(password, confirm), current: current ? undefined : "Enter your current password" };
    setProblems(found);
    if (hasProblems(found)) return;
    change.mutate(
      { currentPassword: current, newPassword: password, revokeOtherSessions: signOutOthers },
      {
        onSuccess: () => {
          setCurrent("");
          setPassword("");
          setConfirm("");
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={400}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.currentTarget.value)}
          error={problems.current}
        />
        <NewPasswordFields password={password} confirm={confirm} problems={problems} onPassword={setPassword} onConfirm={setConfirm} />
        <Checkbox label="Sign out other devices" checked={signOutOthers} onChange={(e) => setSignOutOthers(e.currentTarget.checked)} />
        {change.isError && (
          <Alert color="red" role="alert">
            {change.error.message}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert color="green" role="status">
            Password changed.{change.variables.revokeOtherSessions ? " Your other devices were signed out." : ""}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PasswordSection() {
  const hasPassword = useHasPassword();
  return (
    <AccountSection id="account-password" title="Password">
      {hasPassword.isPending && <Loader size="sm" aria-label="Loading how you sign in" />}
      {hasPassword.isError && (
        <Alert color="red" role="alert">
          {hasPassword.error.message}
        </Alert>
      )}
      {hasPassword.data === false && (
        <Text size="sm" c="dimmed">
          You sign in with single sign-on, so this account has no password to change.
        </Text>
      )}
      {hasPassword.data && <ChangePasswordForm />}
    </AccountSection>
  );
}
