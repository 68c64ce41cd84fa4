import type { ChecklistAspect, LibraryCommentPin } from "@framewise/contracts";
import { LIMITS } from "@framewise/scene";
import { Box, Tooltip, UnstyledButton } from "@mantine/core";
import type { KeyboardEvent, MouseEvent } from "react";
import type { PinnedComment } from "./comments-api";

interface Props {
  /** The version's pinned comments (`usePinnedComments`); those of other aspect ratios are left out. */
  comments: PinnedComment[];
  /** The preview's aspect ratio. */
  aspect: ChecklistAspect;
  /** The preview's current moment, in seconds: pins near it stand out, and a pick is made at it. */
  time: number;
  /** Given, a click on the preview picks that point at `time` (Enter picks its centre); pass it to `VersionComments`' `pin`. */
  onPick?: (pin: LibraryCommentPin) => void;
  /** A marker was clicked. */
  onSelect?: (comment: PinnedComment) => void;
}

/** How close (seconds) a pin's moment must be to the preview's to stand out. */
const NEAR_SECONDS = 0.5;
const clamp = (value: number, max = 1) => Math.min(max, Math.max(0, value));
const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/**
 * Numbered markers over a preview where its comments are pinned, and, with `onPick`, a click on
 * the preview to pin a new one there. Lay it over the preview inside a `position: relative` box.
 */
export function PinOverlay({ comments, aspect, time, onPick, onSelect }: Props) {
  const pick = (x: number, y: number) =>
    onPick?.({ aspect, time: round(clamp(time, LIMITS.sceneSeconds), 2), x: round(clamp(x)), y: round(clamp(y)) });
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width && box.height) pick((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || (event.key !== "Enter" && event.key !== " ")) return;
    event.preventDefault();
    pick(0.5, 0.5);
  };

  return (
    <Box
      pos="absolute"
      inset={0}
      style={{ cursor: onPick ? "crosshair" : undefined, pointerEvents: onPick ? "auto" : "none" }}
      {...(onPick && {
        role: "button",
        tabIndex: 0,
        "aria-label": `Pin a comment to this ${aspect} frame at ${time.toFixed(1)} s`,
        onClick,
        onKeyDown,
      })}
    >
      {comments
        .filter((comment) => comment.pin.aspect === aspect)
        .map((comment) => (
          <Tooltip key={comment.id} label={`${comment.authorName}: ${comment.body.slice(0, 120)}`} multiline maw={260} withinPortal>
            <UnstyledButton
              aria-label={`Comment ${comment.number} at ${comment.pin.time.toFixed(1)} s`}
              onClick={(event) => {
                event.stopPropagation();
                onSelect?.(comment);
              }}
              pos="absolute"
              left={`${comment.pin.x * 100}%`}
              top={`${comment.pin.y * 100}%`}
              w={22}
              h={22}
              c="white"
              fz={12}
              fw={700}
              ta="center"
              bg="violet"
              style={{
                transform: "translate(-50%, -50%)",
                borderRadius: "50% 50% 50% 0",
                border: "2px solid white",
                boxShadow: "0 1px 4px rgba(0,0,0,.4)",
                lineHeight: "18px",
                pointerEvents: "auto",
                opacity: Math.abs(comment.pin.time - time) <= NEAR_SECONDS ? 1 : 0.45,
              }}
            >
              {comment.number}
            </UnstyledButton>
          </Tooltip>
        ))}
    </Box>
  );
}
