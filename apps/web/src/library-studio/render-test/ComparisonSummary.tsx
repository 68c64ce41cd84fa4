import { Badge, Group, Paper, Text } from "@mantine/core";
import type { Figures } from "./render-test-api";

interface Props {
  figures: Figures;
  worst: number | undefined;
  frames: number;
  /** A checked case's allowance: the verdict is shown once the comparison finished. */
  allowance?: Figures;
  finished: boolean;
}

const within = (figures: Figures, allowance: Figures) =>
  figures.max_over_percent <= allowance.max_over_percent && figures.max_mean_difference <= allowance.max_mean_difference;

/** The comparison's worst figures and, for a checked case, whether they stay within its allowance. */
export function ComparisonSummary({ figures, worst, frames, allowance, finished }: Props) {
  const verdict = allowance && finished ? within(figures, allowance) : undefined;
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="comparison-summary"
      data-max-over-percent={figures.max_over_percent}
      data-max-mean-difference={figures.max_mean_difference}
      data-finished={finished}
    >
      <Group gap="xl">
        <Text size="sm">
          Frames: <b>{frames}</b>
        </Text>
        <Text size="sm">
          Worst frame: <b>{worst ?? "–"}</b>
        </Text>
        <Text size="sm">
          Most pixels over the threshold: <b>{figures.max_over_percent.toFixed(2)}%</b>
        </Text>
        <Text size="sm">
          Highest mean difference: <b>{figures.max_mean_difference.toFixed(2)}</b>
        </Text>
        {allowance && (
          <Text size="sm" c="dimmed">
            Case allows {allowance.max_over_percent}% and a mean of {allowance.max_mean_difference}
          </Text>
        )}
        {verdict !== undefined && (
          <Badge color={verdict ? "green" : "red"} data-testid="case-verdict" data-within={verdict}>
            {verdict ? "Within the case's allowance" : "Over the case's allowance"}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}
