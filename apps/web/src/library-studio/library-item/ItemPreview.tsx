import { CHECKLIST_ASPECTS, type ChecklistAspect } from "@framewise/contracts";
import { Table, Text, UnstyledButton } from "@mantine/core";
import { LibraryThumbnail } from "../../video-studio/content/LibraryThumbnail";
import type { PreviewPair } from "./preview-pairs";

export interface PreviewCell {
  key: string;
  aspect: ChecklistAspect;
}

interface Props {
  pairs: PreviewPair[];
  /** The aspects the item covers; the others are marked as not covered. */
  covered: ChecklistAspect[];
  /** What the rows are (the templates a layout is seen under, or a template's layouts). */
  rowsAre: string;
  fontsReady: boolean;
  selected: PreviewCell | null;
  onSelect: (cell: PreviewCell) => void;
}

/**
 * The latest version in all four aspect ratios, one row per template it is worn under (or per
 * layout a template offers), drawn live by the shared renderer; a click opens that one in the player.
 */
export function ItemPreview({ pairs, covered, rowsAre, fontsReady, selected, onSelect }: Props) {
  if (!pairs.length)
    return (
      <Text size="sm" c="dimmed">
        No {rowsAre} to show it with yet: publish one that offers it.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Previews" data-testid="item-previews">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{rowsAre[0]!.toUpperCase() + rowsAre.slice(1)}</Table.Th>
            {CHECKLIST_ASPECTS.map((aspect) => (
              <Table.Th key={aspect}>{aspect}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pairs.map((pair) => (
            <Table.Tr key={pair.key}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {pair.label}
                </Text>
              </Table.Td>
              {CHECKLIST_ASPECTS.map((aspect) => {
                const isSelected = selected?.key === pair.key && selected.aspect === aspect;
                return (
                  <Table.Td key={aspect} style={{ verticalAlign: "top" }}>
                    {covered.includes(aspect) ? (
                      <UnstyledButton
                        aria-label={`Play ${pair.label} in ${aspect}`}
                        aria-pressed={isSelected}
                        onClick={() => onSelect({ key: pair.key, aspect })}
                        style={{
                          borderRadius: 8,
                          padding: 2,
                          outline: isSelected ? "2px solid var(--mantine-primary-color-filled)" : undefined,
                        }}
                      >
                        <LibraryThumbnail
                          layout={pair.layout}
                          template={pair.template}
                          aspectRatio={aspect}
                          fontsReady={fontsReady}
                          width={112}
                        />
                      </UnstyledButton>
                    ) : (
                      <Text size="xs" c="dimmed">
                        Not covered
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
