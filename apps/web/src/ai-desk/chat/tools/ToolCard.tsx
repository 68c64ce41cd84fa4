import { Badge, Box, Code, Collapse, Group, Loader, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconChevronRight, IconTool } from "@tabler/icons-react";
import { getToolName, type DynamicToolUIPart, type ToolUIPart } from "ai";
import { toolLabel } from "./tool-labels";
import { ToolResult } from "./ToolResult";

export type ToolPart = ToolUIPart | DynamicToolUIPart;

/** Answers the reader's decision on a tool call that waits for approval. */
export type OnApproval = (approvalId: string, approved: boolean) => void;

const STATE_BADGES: Partial<Record<ToolPart["state"], { label: string; color: string }>> = {
  "approval-requested": { label: "Needs your approval", color: "yellow" },
  "approval-responded": { label: "Answered", color: "gray" },
  "output-error": { label: "Failed", color: "red" },
  "output-denied": { label: "Not approved", color: "gray" },
};

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * One tool call of an answer as a compact card: what it did, what came of it (a drafted video's
 * storyboard, an approval to give, pictures), and its input and output on demand.
 */
export function ToolCard({ part, onApproval }: { part: ToolPart; onApproval: OnApproval }) {
  const [open, { toggle }] = useDisclosure(false);
  const name = getToolName(part);
  const running = part.state === "input-streaming" || part.state === "input-available";
  const badge = STATE_BADGES[part.state];
  return (
    <Paper withBorder radius="sm" p="xs" my={6} data-testid="tool-card" data-tool={name} aria-label={toolLabel(name, running)}>
      <Stack gap={6}>
        <UnstyledButton onClick={toggle} aria-expanded={open} aria-label={`${toolLabel(name, running)}: details`}>
          <Group gap={6} wrap="nowrap">
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            {running ? <Loader size={12} /> : <IconTool size={14} aria-hidden />}
            <Text size="sm" fw={500}>
              {toolLabel(name, running)}
            </Text>
            {badge && (
              <Badge size="xs" variant="light" color={badge.color}>
                {badge.label}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
        <ToolResult name={name} part={part} onApproval={onApproval} />
        {part.state === "output-error" && (
          <Text size="sm" c="red">
            {part.errorText}
          </Text>
        )}
        <Collapse expanded={open}>
          <Stack gap={4}>
            <Box>
              <Text size="xs" c="dimmed">
                Input
              </Text>
              <Code block>{json(part.input ?? {})}</Code>
            </Box>
            {part.state === "output-available" && (
              <Box>
                <Text size="xs" c="dimmed">
                  Output
                </Text>
                <Code block mah={240} style={{ overflow: "auto" }}>
                  {json(part.output)}
                </Code>
              </Box>
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
