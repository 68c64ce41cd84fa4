import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface Props {
  title: ReactNode;
  /** One or two sentences on what the page is for. */
  intro: ReactNode;
  /** The page's main actions or links, on the right. */
  children?: ReactNode;
}

/** A screen's title and what it is for, with its actions beside them. */
export function PageHeader({ title, intro, children }: Props) {
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {intro}
        </Text>
      </div>
      {children}
    </Group>
  );
}
