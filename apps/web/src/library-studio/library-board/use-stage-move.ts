import type { LibraryKind, LibraryStage } from "@framewise/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useChangeStage } from "../studio/studio-api";
import { boardKeys, type BoardItem } from "./board-api";
import type { PendingMove } from "./MoveModal";
import { moveQuestion } from "./stages";

/**
 * Moves between the board's columns: the card moves at once, the server decides (`POST …/stage`,
 * the checklist enforced there); a refusal puts the card back and its message on the card.
 */
export function useStageMove(kind: LibraryKind) {
  const queryClient = useQueryClient();
  const changeStage = useChangeStage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [moving, setMoving] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingMove | null>(null);
  const key = boardKeys.board(kind);

  const placeCard = (id: string, stage: LibraryStage) =>
    queryClient.setQueryData<BoardItem[]>(key, (items) => items?.map((item) => (item.id === id ? { ...item, stage } : item)));
  const setMovingCard = (id: string, on: boolean) =>
    setMoving((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = (item: BoardItem, to: LibraryStage, answer: { reason?: string; override?: string }) => {
    // A refetch under way would put the card back before the server answered.
    void queryClient.cancelQueries({ queryKey: key });
    placeCard(item.id, to);
    setMovingCard(item.id, true);
    setErrors(({ [item.id]: _cleared, ...others }) => others);
    changeStage.mutate(
      { kind, id: item.id, to, ...answer },
      {
        onError: (error) => {
          placeCard(item.id, item.stage);
          setErrors((shown) => ({ ...shown, [item.id]: error.message }));
        },
        onSettled: () => setMovingCard(item.id, false),
      },
    );
  };

  /** Starts a move: asks first when it needs a reason or allows an override. */
  const move = (item: BoardItem, to: LibraryStage) => {
    if (to === item.stage || moving.has(item.id)) return;
    const question = moveQuestion(item.stage, to, item.blocked !== null);
    if (question) setPending({ item, to: to as PendingMove["to"], question });
    else send(item, to, {});
  };

  return {
    move,
    errors,
    moving,
    pending,
    cancel: () => setPending(null),
    confirm: (answer: { reason?: string; override?: string }) => {
      if (pending) send(pending.item, pending.to, answer);
      setPending(null);
    },
  };
}
