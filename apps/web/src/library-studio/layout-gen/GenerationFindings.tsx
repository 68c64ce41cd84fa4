import { Badge, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import type { GeneratedLayoutDetail } from "@framewise/contracts";

const CHECK_LABELS: Record<string, string> = {
  schema_valid: "Valid definition",
  text_fits: "Text fits",
  safe_areas: "Clear of safe areas",
  contrast: "Readable contrast",
};
const STATUS = { pass: ["green", "Pass"], fail: ["red", "Fail"], not_run: ["gray", "Not run"] } as const;

/** The automatic checks, one row per check and aspect ratio, with what failed. */
export function ChecksTable({ layout }: { layout: GeneratedLayoutDetail }) {
  if (!layout.checks.length)
    return (
      <Text size="sm" c="dimmed">
        {layout.error ?? (layout.definition ? "The automatic checks are running…" : "There is no layout to check.")}
      </Text>
    );
  return (
    <Table aria-label="Automatic checks" verticalSpacing={4}>
      <Table.Tbody>
        {layout.checks.map((item) => {
          const [color, label] = STATUS[item.status];
          return (
            <Table.Tr key={`${item.check} ${item.aspect}`}>
              <Table.Td>{CHECK_LABELS[item.check] ?? item.check}</Table.Td>
              <Table.Td>{item.aspect}</Table.Td>
              <Table.Td>
                <Badge color={color} variant="light" size="sm">
                  {label}
                </Badge>
              </Table.Td>
              <Table.Td>
                {item.findings.map((finding, index) => (
                  <Text key={index} size="xs">
                    {[finding.element, finding.template && `under ${finding.template}`].filter(Boolean).join(" ")}
                    {finding.element || finding.template ? ": " : ""}
                    {finding.message}
                  </Text>
                ))}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Each answer of the model and the problems sent back to it, at their JSON paths. */
export function AttemptsList({ attempts }: { attempts: GeneratedLayoutDetail["attempts"] }) {
  if (!attempts.length) return null;
  return (
    <Stack gap="xs" aria-label="The model's attempts">
      <Title order={3} size="h5">
        The model's answers
      </Title>
      {attempts.map((attempt, index) => (
        <div key={index}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {index === 0 ? "First answer" : `Repair ${index}`}
            </Text>
            {attempt.problems.length ? (
              <Badge color="orange" variant="light" size="sm">
                {attempt.problems.length === 1 ? "1 problem sent back" : `${attempt.problems.length} problems sent back`}
              </Badge>
            ) : (
              <Badge color="green" variant="light" size="sm">
                Valid
              </Badge>
            )}
          </Group>
          {attempt.problems.length > 0 && (
            <List size="xs" ml="sm">
              {attempt.problems.map((problem, at) => (
                <List.Item key={at}>
                  <Text span ff="monospace" size="xs">
                    {problem.path}
                  </Text>{" "}
                  {problem.message}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      ))}
    </Stack>
  );
}
