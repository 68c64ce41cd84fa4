import { Alert, Button, Grid, Group, Modal, Stepper } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { fieldErrors } from "../../api/field-errors";
import { FinishStep } from "./FinishStep";
import { MappingStep } from "./MappingStep";
import { emptyDraft, previewOf, settingsOf, type PipelineDraft } from "./pipeline-draft";
import { useCreatePipeline, usePreview } from "./pipelines-api";
import { PreviewItems } from "./PreviewItems";
import { SourceStep } from "./SourceStep";

const STEPS = ["Client and source", "Template and mapping", "Schedule, approval and delivery"];
/** The live preview waits this long after the last keystroke. */
const PREVIEW_DELAY_MS = 600;

/** The create wizard: client → source (test fetch) → template and mapping (live storyboards) → schedule, approval and delivery. */
export function CreatePipelineWizard({ onClose, clientId }: { onClose: () => void; clientId?: string }) {
  const [draft, setDraft] = useState<PipelineDraft>(() => emptyDraft(clientId));
  const [step, setStep] = useState(0);
  const change = (changes: Partial<PipelineDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const preview = usePreview();
  const create = useCreatePipeline();
  const navigate = useNavigate();
  const errors = { ...fieldErrors(preview.error), ...fieldErrors(create.error) };
  const [livePreview] = useDebouncedValue(step === 1 && draft.templateId ? JSON.stringify(previewOf(draft, true)) : null, PREVIEW_DELAY_MS);
  const { mutate } = preview;
  useEffect(() => {
    if (livePreview) mutate(JSON.parse(livePreview) as ReturnType<typeof previewOf>);
  }, [livePreview, mutate]);

  const submit = () => create.mutate(settingsOf(draft), { onSuccess: (pipeline) => void navigate(`/prod/pipelines/${pipeline.id}`) });
  return (
    <Modal opened onClose={onClose} title="New pipeline" size="80rem">
      <Stepper active={step} onStepClick={setStep} size="sm">
        <Stepper.Step label={STEPS[0]} />
        <Stepper.Step label={STEPS[1]} />
        <Stepper.Step label={STEPS[2]} />
      </Stepper>
      <Grid mt="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {step === 0 && (
            <SourceStep
              draft={draft}
              change={change}
              errors={errors}
              fetching={preview.isPending}
              onTestFetch={() => preview.mutate(previewOf(draft, false))}
            />
          )}
          {step === 1 && <MappingStep draft={draft} change={change} errors={errors} fields={preview.data?.fields ?? []} />}
          {step === 2 && <FinishStep draft={draft} change={change} errors={errors} />}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {preview.error && (
            <Alert color="red" title="The source could not be read">
              {preview.error.message}
            </Alert>
          )}
          {preview.data && <PreviewItems preview={preview.data} />}
        </Grid.Col>
      </Grid>
      {create.error && (
        <Alert color="red" mt="md" title="The pipeline could not be created">
          {create.error.message}
        </Alert>
      )}
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => (step ? setStep(step - 1) : onClose())}>
          {step ? "Back" : "Cancel"}
        </Button>
        {step < STEPS.length - 1 ? (
          <Button onClick={() => setStep(step + 1)} disabled={!draft.clientId}>
            Next
          </Button>
        ) : (
          <Button onClick={submit} loading={create.isPending}>
            Create pipeline
          </Button>
        )}
      </Group>
    </Modal>
  );
}
