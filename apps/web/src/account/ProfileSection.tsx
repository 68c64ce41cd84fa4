import { ACCOUNT_NAME_MAX_LENGTH } from "@framewise/contracts";
import { Button, Group, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useSession } from "../session/session-context";
import { useUpdateName } from "./account-api";
import { AccountSection } from "../ui/AccountSection";

export function ProfileSection() {
  const { user } = useSession();
  const [name, setName] = useState(user?.name ?? "");
  const [problem, setProblem] = useState<string>();
  const update = useUpdateName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setProblem(trimmed ? undefined : "Enter your name");
    if (trimmed) update.mutate(trimmed);
  };

  return (
    <AccountSection id="account-profile" title="Profile" description="The name shown in the app.">
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Name"
            autoComplete="name"
            maxLength={ACCOUNT_NAME_MAX_LENGTH}
            description={`Up to ${ACCOUNT_NAME_MAX_LENGTH} characters`}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              update.reset();
            }}
            error={problem}
            w={{ base: "100%", xs: 320 }}
          />
          <Button type="submit" loading={update.isPending} disabled={name.trim() === user?.name}>
            Save name
          </Button>
        </Group>
      </form>
      {update.isSuccess && (
        <Text size="sm" c="green.8" role="status">
          Name saved.
        </Text>
      )}
      {update.isError && (
        <Text size="sm" c="red.8" role="alert">
          {update.error.message}
        </Text>
      )}
    </AccountSection>
  );
}
