import { EMAIL_MAX_LENGTH } from "@framewise/contracts";
import { Alert, Badge, Button, Group, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useSession } from "../session/session-context";
import { useChangeEmail } from "./account-api";
import { AccountSection } from "../ui/AccountSection";

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

export function EmailSection() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [newEmail, setNewEmail] = useState("");
  const [problem, setProblem] = useState<string>();
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = newEmail.trim();
    const issue = !looksLikeEmail(email)
      ? "Enter a valid email address"
      : email.toLowerCase() === user?.email.toLowerCase()
        ? "That is your current address"
        : undefined;
    setProblem(issue);
    if (!issue) change.mutate(email);
  };

  return (
    <AccountSection id="account-email" title="Email" description="Where sign-in links and notices go.">
      <Group gap="sm">
        <Text fw={500}>{user?.email}</Text>
        {user?.emailVerified ? (
          <Badge color="green" variant="light">
            Verified
          </Badge>
        ) : (
          <Badge color="yellow" variant="light">
            Not verified
          </Badge>
        )}
      </Group>
      {change.isSuccess ? (
        <Alert color="blue" role="status">
          We sent a link to <strong>{change.variables}</strong>. Your address changes once you open it.
        </Alert>
      ) : editing ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label="New email address"
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={newEmail}
              onChange={(e) => setNewEmail(e.currentTarget.value)}
              error={problem}
              w={{ base: "100%", xs: 320 }}
              data-autofocus
            />
            <Group gap="sm" mt={25}>
              <Button type="submit" loading={change.isPending}>
                Send link
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Group>
          {change.isError && (
            <Text size="sm" c="red.8" role="alert" mt="xs">
              {change.error.message}
            </Text>
          )}
        </form>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            Change email
          </Button>
        </Group>
      )}
    </AccountSection>
  );
}
