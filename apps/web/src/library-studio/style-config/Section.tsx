import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { errorsUnder, type FieldErrors } from "./field-errors";

interface Props {
  title: string;
  /** The definition's path this section edits (`palette`): the server's problems under it show here. */
  path: string;
  fields: FieldErrors;
  children: ReactNode;
}

/** One part of the style, titled, with what the server refused in it shown at its top. */
export function Section({ title, path, fields, children }: Props) {
  const errors = errorsUnder(fields, `definition.${path}`);
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {errors.map((error) => (
          <Text key={error} size="sm" c="red" role="alert">
            {error}
          </Text>
        ))}
        {children}
      </Stack>
    </Card>
  );
}
