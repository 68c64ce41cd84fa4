import { Badge, type BadgeProps } from "@mantine/core";
import type { LibraryStage } from "@framewise/contracts";
import { STAGE_COLORS, STAGE_LABELS } from "./stage-labels";

type Props = { stage: LibraryStage; "data-testid"?: string } & Omit<BadgeProps, "color" | "variant" | "children">;

/** A version's stage, named and coloured the same on every studio screen. */
export const StageBadge = ({ stage, ...rest }: Props) => (
  <Badge color={STAGE_COLORS[stage]} variant="light" {...rest}>
    {STAGE_LABELS[stage]}
  </Badge>
);
