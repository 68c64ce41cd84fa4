import { ActionIcon, Alert, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title, Tooltip } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { useState } from "react";
import { useAddMember, useClientMembers, useRemoveMember } from "../shared/clients-api";
import { fieldErrors } from "../../api/field-errors";

/** Users who may see the client's videos and use its campaigns: added by the address they signed up with. */
export function MembersPanel({ clientId }: { clientId: string }) {
  const members = useClientMembers(clientId);
  const add = useAddMember(clientId);
  const remove = useRemoveMember(clientId);
  const [email, setEmail] = useState("");
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    add.mutate(email.trim(), { onSuccess: () => setEmail("") });
  };
  return (
    <Card withBorder component="section" aria-label="Members">
      <Stack>
        <Title order={3}>Members</Title>
        <form onSubmit={submit}>
          <Group align="flex-start">
            <TextInput
              aria-label="Member's email"
              placeholder="person@example.com"
              type="email"
              maxLength={320}
              value={email}
              error={fieldErrors(add.error).email ?? add.error?.message}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit" loading={add.isPending} disabled={!email.trim()}>
              Add member
            </Button>
          </Group>
        </form>
        {members.error && <Alert color="red">{members.error.message}</Alert>}
        {members.isPending && <Loader size="sm" aria-label="Loading the members" />}
        {members.data?.length === 0 && <Text c="dimmed">No members yet: only staff see this client's videos.</Text>}
        {!!members.data?.length && (
          <Table aria-label="Members" verticalSpacing="xs">
            <Table.Tbody>
              {members.data.map((member) => (
                <Table.Tr key={member.user_id}>
                  <Table.Td>{member.name}</Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td c="dimmed">Added {new Date(member.added_at).toLocaleDateString("en", { dateStyle: "medium" })}</Table.Td>
                  <Table.Td>
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${member.email}`}
                        loading={remove.isPending && remove.variables === member.user_id}
                        onClick={() => remove.mutate(member.user_id)}
                      >
                        <IconUserMinus size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
