import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One titled block of the account screen. */
export function AccountSection({
  id,
  title,
  description,
  children,
  danger = false,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      p="lg"
      radius="md"
      style={danger ? { borderColor: "var(--mantine-color-red-4)" } : undefined}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id} c={danger ? "red.8" : undefined}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
