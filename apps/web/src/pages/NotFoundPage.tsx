import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <Stack gap="md" p="md" maw={560}>
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
      <Button component={Link} to="/" w="fit-content">
        Go to Homepage
      </Button>
    </Stack>
  );
}
