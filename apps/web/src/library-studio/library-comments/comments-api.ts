import type { LibraryComment, LibraryCommentPin, LibraryCommentThread, LibraryKind, NewLibraryComment } from "@framewise/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiRequest } from "../../api/http";
import { itemPath } from "../studio/studio-api";

/** A version's comments (`…/versions/{version}/comments`, docs/library-studio-comments.md). */
export interface CommentsTarget {
  kind: LibraryKind;
  itemId: string;
  version: number;
}

const commentsPath = ({ kind, itemId, version }: CommentsTarget) => `${itemPath(kind, itemId)}/versions/${version}/comments`;
const commentsKey = ({ kind, itemId, version }: CommentsTarget) => ["library-comments", kind, itemId, version] as const;

/** Versions count from 1: before the item has loaded (version 0) there is nothing to ask for. */
export const useVersionComments = (target: CommentsTarget) =>
  useQuery({
    queryKey: commentsKey(target),
    enabled: target.version >= 1,
    queryFn: async () => (await apiRequest<{ data: LibraryCommentThread[] }>(commentsPath(target))).data,
  });

/** The version's threads are read again after any change to them. */
function useCommentMutation<Input, Output>(target: CommentsTarget, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsKey(target) }) });
}

export const usePostComment = (target: CommentsTarget) =>
  useCommentMutation(
    target,
    async (body: NewLibraryComment) => (await apiRequest<{ data: LibraryComment }>(commentsPath(target), { method: "POST", body })).data,
  );

export const useResolveThread = (target: CommentsTarget) =>
  useCommentMutation(target, ({ id, resolved }: { id: string; resolved: boolean }) =>
    apiRequest(`${commentsPath(target)}/${id}/resolve`, { method: "POST", body: { resolved } }),
  );

export const useDeleteComment = (target: CommentsTarget) =>
  useCommentMutation(target, (id: string) => apiRequest(`${commentsPath(target)}/${id}`, { method: "DELETE" }));

/** A pinned comment with the number its marker and its chip both show. */
export interface PinnedComment {
  number: number;
  id: string;
  threadId: string;
  pin: LibraryCommentPin;
  body: string;
  authorName: string;
  resolved: boolean;
}

/** Every pinned comment of the threads, numbered in the order they were written (numbers stay when a thread is resolved). */
export function pinnedComments(threads: LibraryCommentThread[]): PinnedComment[] {
  const comments = threads.flatMap((thread) => [thread, ...thread.answers].map((comment) => ({ comment, thread })));
  return comments
    .filter(({ comment }) => comment.pin)
    .sort((a, b) => a.comment.created_at.localeCompare(b.comment.created_at))
    .map(({ comment, thread }, index) => ({
      number: index + 1,
      id: comment.id,
      threadId: thread.id,
      pin: comment.pin!,
      body: comment.body,
      authorName: comment.author?.name || comment.author?.email || "A former staff member",
      resolved: thread.resolved_at !== null,
    }));
}

/** The version's pinned comments for a preview's `PinOverlay` (the open ones; resolved threads' pins are hidden). */
export function usePinnedComments(target: CommentsTarget): PinnedComment[] {
  const { data } = useVersionComments(target);
  return useMemo(() => (data ? pinnedComments(data).filter((comment) => !comment.resolved) : []), [data]);
}

/** A pin as its chip says it: "9:16 · 1.2 s". */
export const pinLabel = (pin: LibraryCommentPin) => `${pin.aspect} · ${pin.time.toFixed(1)} s`;
