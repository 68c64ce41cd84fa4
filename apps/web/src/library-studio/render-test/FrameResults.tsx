import { Badge, Table, Text } from "@mantine/core";
import { BitmapCanvas } from "./BitmapCanvas";
import type { FrameResult } from "./run-comparison";

const SHOWN = 160;

/** Per frame: browser | server | heatmap side by side, with its figures; the worst frame highlighted. */
export function FrameResults({ results, worst }: { results: FrameResult[]; worst?: number }) {
  return (
    <Table aria-label="Frames compared" verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Frame</Table.Th>
          <Table.Th>Browser</Table.Th>
          <Table.Th>Server</Table.Th>
          <Table.Th>Difference</Table.Th>
          <Table.Th>Over threshold</Table.Th>
          <Table.Th>Mean</Table.Th>
          <Table.Th>Max</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {results.map((result) => (
          <Table.Tr
            key={result.frame}
            data-testid={`frame-${result.frame}`}
            data-over-percent={result.overPercent}
            data-mean-difference={result.meanDifference}
            style={result.frame === worst ? { outline: "2px solid var(--mantine-color-red-6)", outlineOffset: -2 } : undefined}
          >
            <Table.Td>
              <Text size="sm" ff="monospace">
                {result.frame}
              </Text>
              {result.frame === worst && (
                <Badge color="red" size="xs">
                  worst
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <BitmapCanvas bitmap={result.browser} width={SHOWN} label={`Frame ${result.frame} drawn by the browser`} />
            </Table.Td>
            <Table.Td>
              <BitmapCanvas bitmap={result.server} width={SHOWN} label={`Frame ${result.frame} drawn by the server`} />
            </Table.Td>
            <Table.Td>
              <BitmapCanvas bitmap={result.heatmap} width={SHOWN} label={`Frame ${result.frame} difference heatmap`} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {result.overPercent.toFixed(2)}%
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {result.meanDifference.toFixed(2)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" ff="monospace">
                {result.maxDifference}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
