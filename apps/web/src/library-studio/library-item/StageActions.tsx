import type { LibraryKind, LibraryStage } from "@framewise/contracts";
import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../api/http";
import { useChangeStage } from "../studio/studio-api";
import { STAGE_LABELS } from "../studio/stage-labels";
import { stageMoves } from "./stage-moves";

interface Props {
  kind: LibraryKind;
  id: string;
  stage: LibraryStage;
}

/** Reasons and overrides are kept like the server keeps them (1,000 characters). */
const MAX_TEXT = 1000;

/**
 * The moves the rules allow from the item's stage, as buttons. Going back to draft asks for a
 * reason first; a publish the server refuses over red checklist items (409 `checklist_failed`)
 * names them and offers to publish anyway with a written override.
 */
export function StageActions({ kind, id, stage }: Props) {
  const change = useChangeStage();
  const [asking, setAsking] = useState<"reason" | "override" | null>(null);
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setAsking(null);
    setText("");
    setRefusal(null);
  };
  const move = (to: LibraryStage, extra: { reason?: string; override?: string } = {}) =>
    change.mutate(
      { kind, id, to, ...extra },
      {
        onSuccess: close,
        onError: (error) => {
          if (error instanceof ApiError && error.code === "checklist_failed") {
            setRefusal(error.message);
            setAsking("override");
          }
        },
      },
    );
  const otherError = change.error && !(change.error instanceof ApiError && change.error.code === "checklist_failed") ? change.error : null;

  return (
    <Stack gap="xs" aria-label="Stage actions" role="group">
      <Group gap="xs">
        {stageMoves(stage).map((option) => (
          <Button
            key={option.to}
            variant={option.to === "draft" || option.to === "retired" ? "default" : "filled"}
            color={option.to === "retired" ? "red" : undefined}
            loading={change.isPending && change.variables?.to === option.to}
            onClick={() => (option.needsReason ? setAsking("reason") : move(option.to))}
          >
            {option.label}
          </Button>
        ))}
      </Group>
      {asking === "reason" && (
        <WrittenAnswer
          label="Why does it go back to draft?"
          description={
            stage === "in_review" ? "The version goes back as it is." : "A new draft version is made; users keep seeing the published one."
          }
          submit="Back to draft"
          text={text}
          onText={setText}
          pending={change.isPending}
          onSubmit={() => move("draft", { reason: text.trim() })}
          onCancel={close}
        />
      )}
      {asking === "override" && refusal && (
        <Alert color="orange" title="Not every checklist item is green">
          <WrittenAnswer
            intro={refusal}
            label="Publish anyway: why may these be ignored?"
            description="Kept on the version and in the audit trail."
            submit="Publish with override"
            color="orange"
            text={text}
            onText={setText}
            pending={change.isPending}
            onSubmit={() => move("published", { override: text.trim() })}
            onCancel={close}
          />
        </Alert>
      )}
      {otherError && (
        <Alert color="red" title={`Could not move it from ${STAGE_LABELS[stage].toLowerCase()}`}>
          {otherError.message}
        </Alert>
      )}
    </Stack>
  );
}

interface AnswerProps {
  /** Said above the field, e.g. the server's refusal. */
  intro?: string;
  label: string;
  description: string;
  submit: string;
  color?: string;
  text: string;
  onText: (text: string) => void;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** What a move needs written first (a reason, an override): sent only once it says something. */
function WrittenAnswer({ intro, label, description, submit, color, text, onText, pending, onSubmit, onCancel }: AnswerProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="xs">
        {intro && <Text size="sm">{intro}</Text>}
        <Textarea
          label={label}
          description={description}
          value={text}
          maxLength={MAX_TEXT}
          autosize
          minRows={2}
          autoFocus
          onChange={(event) => onText(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button type="submit" color={color} disabled={!text.trim()} loading={pending}>
            {submit}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
