import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { TEXT_PLANNER_TARGET, type PromptTestSuiteSummary } from "@framewise/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { targetLabel } from "./comparison-rows";
import { useModels, useStartRun } from "./prompt-tests-api";

interface Props {
  suite: PromptTestSuiteSummary | null;
  onClose: () => void;
}

/** Runs a suite: which models (and the text planner, as the baseline) plan its prompts, and which model judges. */
export function RunDialog({ suite, onClose }: Props) {
  return (
    <Modal opened={suite !== null} onClose={onClose} title={suite ? `Run “${suite.name}”` : ""}>
      {suite && <RunForm key={suite.id} suite={suite} />}
    </Modal>
  );
}

function RunForm({ suite }: { suite: PromptTestSuiteSummary }) {
  const models = useModels();
  const start = useStartRun();
  const navigate = useNavigate();
  const [targets, setTargets] = useState<string[]>([TEXT_PLANNER_TARGET]);
  const [judge, setJudge] = useState<string | null>(null);
  const choices = [TEXT_PLANNER_TARGET, ...(models.data ?? []).map((model) => model.id)];

  const run = async () => {
    // In the order offered, whatever order they were ticked in.
    const chosen = choices.filter((choice) => targets.includes(choice));
    const started = await start.mutateAsync({ suite_id: suite.id, targets: chosen, judge_model_id: judge });
    await navigate(`/automated-prompts-testing/${started.id}`);
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {suite.prompt_count} prompts × {targets.length} targets = {suite.prompt_count * targets.length} storyboards.
      </Text>
      {models.isError && <Alert color="red">The models could not be read: {models.error.message}</Alert>}
      {models.data?.length === 0 && (
        <Alert color="blue">No language model is configured (LLM_MODELS), so only the text planner can be tested.</Alert>
      )}
      <Checkbox.Group label="Targets" value={targets} onChange={setTargets}>
        <Stack gap={6} mt={4}>
          {choices.map((choice) => (
            <Checkbox key={choice} value={choice} label={targetLabel(choice)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Select
        label="Judge"
        description="Scores the storyboards of prompts with a rubric, 1–5. A judgement, shown as one; it never decides pass or fail."
        placeholder="No judge"
        clearable
        data={(models.data ?? []).map((model) => ({ value: model.id, label: model.label }))}
        value={judge}
        onChange={setJudge}
      />
      {start.error && <Alert color="red">{start.error.message}</Alert>}
      <Group justify="flex-end">
        <Button disabled={!targets.length} loading={start.isPending} onClick={() => void run().catch(() => undefined)}>
          Start run
        </Button>
      </Group>
    </Stack>
  );
}
