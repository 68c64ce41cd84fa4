import { ActionIcon, Group, NumberInput, SegmentedControl, Stack, Text, Tooltip } from "@mantine/core";
import { IconDice5 } from "@tabler/icons-react";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { randomSeed } from "./recipe-params";

/** Random (a new seed each time, shown on the results) or a fixed seed, typed or rolled with the dice. */
export function SeedField({ seed, onChange }: { seed: number | null; onChange: (seed: number | null) => void }) {
  const fixed = seed !== null;
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        Seed
      </Text>
      <Group gap="xs" wrap="nowrap">
        <SegmentedControl
          aria-label="Seed"
          size="xs"
          data={[
            { value: "random", label: "Random" },
            { value: "fixed", label: "Fixed" },
          ]}
          value={fixed ? "fixed" : "random"}
          onChange={(choice) => onChange(choice === "fixed" ? randomSeed() : null)}
        />
        {fixed && (
          <NumberInput
            aria-label="Seed number"
            size="xs"
            w={130}
            min={0}
            max={IMAGE_GEN_LIMITS.seedMax}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            value={seed}
            onChange={(value) => onChange(typeof value === "number" ? value : 0)}
          />
        )}
        <Tooltip label="Roll a new seed">
          <ActionIcon variant="default" aria-label="Roll a new seed" onClick={() => onChange(randomSeed())}>
            <IconDice5 size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Stack>
  );
}
