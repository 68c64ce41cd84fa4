import type { LibraryKind, LibraryVersionInfo } from "@framewise/contracts";
import { Button, Checkbox, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { StageBadge } from "../studio/StageBadge";
import { VersionCompare } from "./VersionCompare";
import type { PreviewPair } from "./preview-pairs";

interface Props {
  kind: LibraryKind;
  id: string;
  versions: LibraryVersionInfo[];
  /** What each version is drawn with in the comparison (the first preview row). */
  pair: PreviewPair | undefined;
  fontsReady: boolean;
}

/** Every version with its stage, author, time and note; tick any two to compare them. */
export function VersionsPanel({ kind, id, versions, pair, fontsReady }: Props) {
  const [picked, setPicked] = useState<number[]>(() => versions.slice(0, 2).map((version) => version.version));
  const [compared, setCompared] = useState<[number, number] | null>(null);
  const toggle = (version: number) =>
    setPicked((now) => (now.includes(version) ? now.filter((one) => one !== version) : [...now, version].slice(-2)));
  const [from, to] = [...picked].sort((a, b) => a - b);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Versions
        </Title>
        <Button
          variant="light"
          disabled={from === undefined || to === undefined}
          onClick={() => from !== undefined && to !== undefined && setCompared([from, to])}
        >
          {from !== undefined && to !== undefined ? `Compare ${from} and ${to}` : "Pick two versions to compare"}
        </Button>
      </Group>
      <Table verticalSpacing="xs" aria-label="Versions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>Version</Table.Th>
            <Table.Th>Stage</Table.Th>
            <Table.Th>Author</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.map((version) => (
            <Table.Tr key={version.version}>
              <Table.Td>
                <Checkbox
                  aria-label={`Pick version ${version.version}`}
                  checked={picked.includes(version.version)}
                  onChange={() => toggle(version.version)}
                />
              </Table.Td>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td>
                <StageBadge stage={version.stage} />
              </Table.Td>
              <Table.Td>{version.author_email ?? <Text c="dimmed">the starter library</Text>}</Table.Td>
              <Table.Td>{new Date(version.created_at).toLocaleString()}</Table.Td>
              <Table.Td>
                <Text size="sm">{version.note ?? ""}</Text>
                {version.publish_override && (
                  <Text size="xs" c="orange.8">
                    Published over red checks: {version.publish_override}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {compared && <VersionCompare kind={kind} id={id} from={compared[0]} to={compared[1]} pair={pair} fontsReady={fontsReady} />}
    </Stack>
  );
}
