import { ActionIcon, Checkbox, Group, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import type { Layout, Template } from "@framewise/scene";
import { useState } from "react";
import type { FieldErrors } from "./field-errors";
import { Section } from "./Section";
import type { StyleEdit } from "./style-history";
import { moveLayout, toggleLayout } from "./template-edits";

interface Props {
  template: Template;
  /** The published layouts, by id. */
  layouts: Record<string, Layout>;
  fields: FieldErrors;
  onEdit: StyleEdit;
}

/**
 * The layouts the template offers, in the pickers' order (drag a row, or its arrows), then the
 * published ones it does not offer yet. At least one stays offered.
 */
export function LayoutsSection({ template, layouts, fields, onEdit }: Props) {
  const [dragged, setDragged] = useState<number | null>(null);
  const offered = template.layouts;
  const others = Object.values(layouts).filter((layout) => !offered.includes(layout.id));
  const nameOf = (id: string) => layouts[id]?.name ?? `${id} (not published)`;
  return (
    <Section title="Layouts offered" path="layouts" fields={fields}>
      <Stack gap={2} role="list" aria-label="Offered layouts">
        {offered.map((id, index) => (
          <Group
            key={id}
            role="listitem"
            aria-label={nameOf(id)}
            gap="xs"
            wrap="nowrap"
            draggable
            onDragStart={() => setDragged(index)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={() => {
              if (dragged !== null) onEdit((t) => moveLayout(t, dragged, index));
              setDragged(null);
            }}
            style={{ cursor: "grab", opacity: dragged === index ? 0.5 : 1 }}
          >
            <IconGripVertical size={14} color="var(--mantine-color-dimmed)" aria-hidden />
            <Checkbox
              label={nameOf(id)}
              checked
              disabled={offered.length === 1}
              onChange={() => onEdit((t) => toggleLayout(t, id, false))}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Move ${nameOf(id)} up`}
              disabled={index === 0}
              onClick={() => onEdit((t) => moveLayout(t, index, index - 1))}
            >
              <IconArrowUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Move ${nameOf(id)} down`}
              disabled={index === offered.length - 1}
              onClick={() => onEdit((t) => moveLayout(t, index, index + 1))}
            >
              <IconArrowDown size={14} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {others.length > 0 && (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Not offered
          </Text>
          {others.map((layout) => (
            <Checkbox
              key={layout.id}
              label={layout.name}
              checked={false}
              onChange={() => onEdit((t) => toggleLayout(t, layout.id, true))}
            />
          ))}
        </Stack>
      )}
    </Section>
  );
}
