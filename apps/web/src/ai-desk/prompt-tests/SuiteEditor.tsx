import { ActionIcon, Alert, Button, Center, Drawer, Group, Loader, Menu, Stack, Table, Text, Textarea, TextInput } from "@mantine/core";
import { IconDots, IconPlus } from "@tabler/icons-react";
import { PROMPT_TEST_LIMITS as LIMITS, type PromptTestSuite } from "@framewise/contracts";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/http";
import { expectationSummary } from "./expectations-form";
import { PromptFormModal, type EditedPrompt } from "./PromptForm";
import { useSaveSuite, useSuite } from "./prompt-tests-api";

interface Props {
  /** The suite edited, "new" for a new one, null when closed. */
  suiteId: string | null;
  onClose: () => void;
}

/** The suite editor: name, description and its prompts, each with its expectations; saved as a whole. */
export function SuiteEditor({ suiteId, onClose }: Props) {
  const existing = useSuite(suiteId && suiteId !== "new" ? suiteId : null);
  const loading = suiteId !== null && suiteId !== "new" && existing.isPending;
  return (
    <Drawer opened={suiteId !== null} onClose={onClose} position="right" size="xl" title={suiteId === "new" ? "New suite" : "Edit suite"}>
      {loading && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {existing.isError && <Alert color="red">{existing.error.message}</Alert>}
      {suiteId !== null && !loading && !existing.isError && (
        <SuiteForm key={suiteId} suite={suiteId === "new" ? null : (existing.data ?? null)} onDone={onClose} />
      )}
    </Drawer>
  );
}

/** The server's field errors about prompts, by prompt: "prompts.2.template_id" → prompt 3. */
const promptProblems = (fields: Record<string, string>) =>
  Object.entries(fields).map(([field, message]) => {
    const [, index, ...rest] = field.split(".");
    return field.startsWith("prompts.") ? `Prompt ${Number(index) + 1} (${rest.join(".")}): ${message}` : `${field}: ${message}`;
  });

function SuiteForm({ suite, onDone }: { suite: PromptTestSuite | null; onDone: () => void }) {
  const [name, setName] = useState(suite?.name ?? "");
  const [description, setDescription] = useState(suite?.description ?? "");
  const [prompts, setPrompts] = useState<EditedPrompt[]>(suite?.prompts ?? []);
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const save = useSaveSuite();
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save.mutateAsync({ id: suite?.id ?? null, name: name.trim(), description: description.trim(), prompts });
    onDone();
  };
  const keep = (prompt: EditedPrompt) =>
    setPrompts((current) =>
      editing === "new" || editing === null ? [...current, prompt] : current.map((each, index) => (index === editing ? prompt : each)),
    );

  return (
    <>
      <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            required
            maxLength={LIMITS.suiteName}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fields.name}
          />
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxLength={LIMITS.suiteDescription}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <Group justify="space-between">
            <Text fw={600}>{prompts.length} prompts</Text>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing("new")}>
              Add prompt
            </Button>
          </Group>
          <Table striped aria-label="Prompts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Prompt</Table.Th>
                <Table.Th>Checks</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prompts.map((prompt, index) => (
                <Table.Tr key={prompt.id ?? `new-${index}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {prompt.name}
                    </Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {prompt.prompt}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">{expectationSummary(prompt.expectations)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Menu position="bottom-end">
                      <Menu.Target>
                        <ActionIcon variant="subtle" aria-label={`Actions for ${prompt.name}`}>
                          <IconDots size={16} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item onClick={() => setEditing(index)}>Edit</Menu.Item>
                        <Menu.Item
                          onClick={() =>
                            setPrompts((current) => [
                              ...current.slice(0, index + 1),
                              { ...prompt, id: undefined, name: `${prompt.name} (copy)`.slice(0, LIMITS.promptName) },
                              ...current.slice(index + 1),
                            ])
                          }
                        >
                          Duplicate
                        </Menu.Item>
                        <Menu.Item color="red" onClick={() => setPrompts((current) => current.filter((_, at) => at !== index))}>
                          Delete
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {save.error && (
            <Alert color="red" title={save.error.message}>
              {promptProblems(fields).map((problem) => (
                <Text key={problem} size="sm">
                  {problem}
                </Text>
              ))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save suite
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the suite's form: a submit in the prompt's dialog must not bubble up to it (portals keep React's tree). */}
      <PromptFormModal
        prompt={typeof editing === "number" ? (prompts[editing] ?? null) : null}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        onSave={keep}
      />
    </>
  );
}
