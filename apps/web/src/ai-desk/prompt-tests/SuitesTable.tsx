import { ActionIcon, Anchor, Badge, Button, Group, Menu, Table, Text } from "@mantine/core";
import { IconDots, IconPlayerPlay } from "@tabler/icons-react";
import type { PromptTestSuiteSummary } from "@framewise/contracts";
import { Link } from "react-router";
import { suiteExportUrl } from "./prompt-tests-api";
import { percent } from "./score-chart";
import { Sparkline } from "./Sparkline";

interface Props {
  suites: PromptTestSuiteSummary[];
  onEdit: (id: string) => void;
  onRun: (suite: PromptTestSuiteSummary) => void;
  onDuplicate: (id: string) => void;
  onDelete: (suite: PromptTestSuiteSummary) => void;
}

/** Every suite: its size, its last run's score and its recent trend, and what can be done with it. */
export function SuitesTable({ suites, onEdit, onRun, onDuplicate, onDelete }: Props) {
  return (
    <Table striped highlightOnHover aria-label="Suites">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Suite</Table.Th>
          <Table.Th>Prompts</Table.Th>
          <Table.Th>Last run</Table.Th>
          <Table.Th>Trend</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {suites.map((suite) => (
          <Table.Tr key={suite.id} data-testid="suite-row">
            <Table.Td>
              <Group gap={6}>
                <Anchor component="button" type="button" fw={500} onClick={() => onEdit(suite.id)}>
                  {suite.name}
                </Anchor>
                {suite.starter && (
                  <Badge size="xs" variant="light">
                    Starter
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {suite.description}
              </Text>
            </Table.Td>
            <Table.Td>{suite.prompt_count}</Table.Td>
            <Table.Td>
              {suite.last_run ? (
                <Anchor component={Link} to={`/automated-prompts-testing/${suite.last_run.id}`} size="sm">
                  {percent(suite.last_run.score)}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  Never run
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Sparkline scores={suite.recent_scores} />
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlayerPlay size={14} />}
                  onClick={() => onRun(suite)}
                  disabled={!suite.prompt_count}
                >
                  Run
                </Button>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`More for ${suite.name}`}>
                      <IconDots size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => onEdit(suite.id)}>Edit</Menu.Item>
                    <Menu.Item onClick={() => onDuplicate(suite.id)}>Duplicate</Menu.Item>
                    <Menu.Item component="a" href={suiteExportUrl(suite.id)} download>
                      Export JSON
                    </Menu.Item>
                    <Menu.Item color="red" onClick={() => onDelete(suite)}>
                      Delete
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
