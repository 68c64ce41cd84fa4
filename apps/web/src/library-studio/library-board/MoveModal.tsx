import { Button, Group, List, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import type { BoardItem } from "./board-api";
import { STAGE_LABELS } from "../studio/stage-labels";
import type { MoveQuestion } from "./stages";

export interface PendingMove {
  item: BoardItem;
  to: "draft" | "published";
  question: Exclude<MoveQuestion, null>;
}

interface Props {
  move: PendingMove | null;
  onCancel: () => void;
  onConfirm: (answer: { reason?: string; override?: string }) => void;
}

const MAX = 1000;

/** Asks what a move needs before it is sent: why it goes back to draft, or the override to publish over red checks (optional: the server then refuses). */
export function MoveModal({ move, onCancel, onConfirm }: Props) {
  const [text, setText] = useState("");
  const close = () => {
    setText("");
    onCancel();
  };
  const confirm = () => {
    const written = text.trim();
    setText("");
    onConfirm(move?.question === "reason" ? { reason: written } : written ? { override: written } : {});
  };
  const reason = move?.question === "reason";
  return (
    <Modal opened={move !== null} onClose={close} title={move && `Move ${move.item.name} to ${STAGE_LABELS[move.to]}`}>
      {move && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack>
            {reason ? (
              <Text size="sm">
                {move.item.stage === "in_review"
                  ? "The version goes back to draft with this note."
                  : "A new draft version is made from it; what users see stays until that draft is published."}
              </Text>
            ) : (
              <>
                <Text size="sm">Its checklist is not green:</Text>
                <List size="sm">
                  {move.item.blocked?.reasons.map((why) => (
                    <List.Item key={why}>{why}</List.Item>
                  ))}
                </List>
                <Text size="sm" c="dimmed">
                  Publishing over red checks needs a written override. Without one the server refuses.
                </Text>
              </>
            )}
            <Textarea
              label={reason ? "Reason" : "Override"}
              placeholder={reason ? "What needs another pass" : "Why it may be published anyway"}
              required={reason}
              maxLength={MAX}
              autosize
              minRows={2}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={reason && !text.trim()}>
                {reason ? "Move to draft" : text.trim() ? "Publish with override" : "Try to publish"}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
