import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { PromptTestSuiteSummary } from "@framewise/contracts";
import { useState } from "react";
import { ConfirmDelete } from "../../ui/ConfirmDelete";
import { ImportSuiteButton } from "./ImportSuiteButton";
import { useDeleteSuite, useDuplicateSuite, usePromptTestEvents, useRuns, useSuites } from "./prompt-tests-api";
import { RunDialog } from "./RunDialog";
import { RunsTable } from "./RunsTable";
import { SuiteEditor } from "./SuiteEditor";
import { SuitesTable } from "./SuitesTable";

/** Automated prompt testing: suites of prompts with expectations, run against models and the text planner. */
export default function PromptTestsPage() {
  const live = usePromptTestEvents();
  const suites = useSuites();
  const runs = useRuns(live);
  const duplicate = useDuplicateSuite();
  const remove = useDeleteSuite();
  const [editing, setEditing] = useState<string | null>(null);
  const [running, setRunning] = useState<PromptTestSuiteSummary | null>(null);
  const [deleting, setDeleting] = useState<PromptTestSuiteSummary | null>(null);
  const [importProblem, setImportProblem] = useState<string | null>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2}>Prompt testing</Title>
          <Text c="dimmed" size="sm">
            Suites of prompts planned by each model and the text planner, every storyboard checked against what it must be like.
          </Text>
        </Stack>
        <Group gap="xs">
          <ImportSuiteButton onError={setImportProblem} />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing("new")}>
            New suite
          </Button>
        </Group>
      </Group>
      {importProblem && (
        <Alert color="red" withCloseButton onClose={() => setImportProblem(null)}>
          {importProblem}
        </Alert>
      )}
      {duplicate.error && <Alert color="red">{duplicate.error.message}</Alert>}
      {suites.isPending && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {suites.isError && <Alert color="red">{suites.error.message}</Alert>}
      {suites.data && (
        <SuitesTable
          suites={suites.data}
          onEdit={setEditing}
          onRun={setRunning}
          onDuplicate={(id) => duplicate.mutate(id)}
          onDelete={(suite) => {
            remove.reset();
            setDeleting(suite);
          }}
        />
      )}
      <Title order={3}>Runs</Title>
      {runs.isError && <Alert color="red">{runs.error.message}</Alert>}
      {runs.data && <RunsTable runs={runs.data} />}
      <SuiteEditor suiteId={editing} onClose={() => setEditing(null)} />
      <RunDialog suite={running} onClose={() => setRunning(null)} />
      <ConfirmDelete
        opened={deleting !== null}
        title={`Delete “${deleting?.name ?? ""}”?`}
        error={remove.error}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        <Text size="sm">The suite, its prompts and every run of it are deleted. Export it first to keep a copy.</Text>
      </ConfirmDelete>
    </Stack>
  );
}
