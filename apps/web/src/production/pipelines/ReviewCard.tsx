import { Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useMemo, useRef, useState } from "react";
import { fieldErrors } from "../../api/field-errors";
import { useItemDecision, type PipelineItem } from "./pipelines-api";
import { changedTexts, slotTexts } from "./slot-texts";
import { StoryboardThumb } from "./StoryboardThumb";

const NO_REASON = "Say why the draft is rejected.";

/**
 * One draft in a review queue: its storyboard, its texts to edit, approve (renders it) or reject
 * with a reason. Staff and the client's members share it; `itemPath` is where the decision goes.
 */
export function ReviewCard({ item, itemPath }: { item: PipelineItem; itemPath: string }) {
  const slots = useMemo(() => (item.document ? slotTexts(item.document) : []), [item.document]);
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [reason, setReason] = useState("");
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonInput = useRef<HTMLInputElement>(null);
  const decide = useItemDecision();
  const errors = fieldErrors(decide.error);
  const reject = () => {
    // The server refuses a rejection without a reason too; asking here saves the round trip.
    if (!reason.trim()) {
      setReasonMissing(true);
      reasonInput.current?.focus();
      return;
    }
    decide.mutate({ itemPath, action: "reject", body: { reason } });
  };
  return (
    <Paper withBorder p="sm" aria-label={`Draft ${item.item_key}`}>
      <Group align="flex-start" wrap="nowrap">
        {item.document && <StoryboardThumb document={item.document} scenes={3} width={90} />}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6}>
            <Badge size="xs" variant="outline">
              {item.item_key}
            </Badge>
            <Text size="sm" fw={500} truncate>
              {item.document?.title ?? item.fields.title}
            </Text>
          </Group>
          {slots.map((slot) => (
            <TextInput
              key={slot.key}
              size="xs"
              label={slot.label}
              value={edited[slot.key] ?? slot.text}
              onChange={(event) => setEdited({ ...edited, [slot.key]: event.currentTarget.value })}
              error={errors[`texts.${slot.key}`]}
            />
          ))}
          <Group gap="xs" align="flex-end">
            <Button
              size="xs"
              loading={decide.isPending}
              onClick={() => decide.mutate({ itemPath, action: "approve", body: { texts: changedTexts(slots, edited) } })}
            >
              Approve and render
            </Button>
            <TextInput
              ref={reasonInput}
              size="xs"
              aria-label="Reason for rejecting"
              placeholder="Why reject it?"
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonMissing(false);
              }}
              onKeyDown={(event) => event.key === "Enter" && reject()}
              error={reasonMissing ? NO_REASON : errors.reason}
            />
            <Button size="xs" color="red" variant="light" loading={decide.isPending} onClick={reject}>
              Reject
            </Button>
          </Group>
          {decide.error && !Object.keys(errors).length && (
            <Text size="xs" c="red">
              {decide.error.message}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
