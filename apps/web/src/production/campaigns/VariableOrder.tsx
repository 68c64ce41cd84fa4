import { ActionIcon, Badge, Box, Checkbox, Group, Stack, Text } from "@mantine/core";
import type { Content } from "@framewise/scene";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import { useDragReorder } from "../../ui/use-drag-reorder";

const DRAG_TYPE = "application/x-framewise-campaign-variable";

interface Props {
  /** The template's variables. */
  variables: Content["variables"];
  /** The ones the form shows, in its order. */
  chosen: string[];
  onChange: (chosen: string[]) => void;
  /** The server's complaints, by `variables.<index>` of `chosen`. */
  errors: Record<string, string>;
}

const moved = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [name] = next.splice(from, 1);
  next.splice(to, 0, name!);
  return next;
};

/**
 * Which of the template's variables the campaign's form shows, and in what order: ticked ones
 * first, moved by dragging or with the arrow buttons (keyboard), the others after them.
 */
export function VariableOrder({ variables, chosen, onChange, errors }: Props) {
  const { dropIndex, itemProps } = useDragReorder(DRAG_TYPE, (from, to) => onChange(moved(chosen, from, to)));
  const rest = Object.keys(variables).filter((name) => !chosen.includes(name));
  const labelOf = (name: string) => variables[name]?.label ?? name;
  if (!chosen.length && !rest.length)
    return <Text c="dimmed">This template has no variables: bind its slots to variables in the editor first.</Text>;
  return (
    <Stack gap={6} role="list" aria-label="Form fields">
      {chosen.map((name, index) => (
        <Box
          key={name}
          role="listitem"
          {...itemProps(index)}
          p={4}
          style={{ borderRadius: 6, outline: dropIndex === index ? "2px dashed var(--mantine-color-blue-5)" : undefined }}
        >
          <Group gap="xs" wrap="nowrap">
            <IconGripVertical size={16} style={{ cursor: "grab" }} aria-hidden />
            <Checkbox label={labelOf(name)} checked onChange={() => onChange(chosen.filter((other) => other !== name))} />
            {variables[name] ? <Badge variant="light">{variables[name].type}</Badge> : <Badge color="red">not in the template</Badge>}
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${labelOf(name)} up`}
              disabled={index === 0}
              onClick={() => onChange(moved(chosen, index, index - 1))}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={`Move ${labelOf(name)} down`}
              disabled={index === chosen.length - 1}
              onClick={() => onChange(moved(chosen, index, index + 1))}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Group>
          {errors[`variables.${index}`] && (
            <Text c="red" size="sm" ml={24}>
              {errors[`variables.${index}`]}
            </Text>
          )}
        </Box>
      ))}
      {rest.map((name) => (
        <Group key={name} gap="xs" wrap="nowrap" p={4} pl={28} role="listitem">
          <Checkbox label={labelOf(name)} checked={false} onChange={() => onChange([...chosen, name])} />
          <Badge variant="light" color="gray">
            {variables[name]!.type}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
