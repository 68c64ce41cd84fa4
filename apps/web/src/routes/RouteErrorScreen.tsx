import { Button, Center, Group, List, Stack, Text, Title } from "@mantine/core";
import { useRouteError } from "react-router";
import { useEffect } from "react";

/** Spec section 2: the screen shown when a page fails to load. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error("Route failed to load", error), [error]);
  return (
    <Center mih="100vh" p="md">
      <Stack maw={520} gap="md" role="alert">
        <Title order={2}>We're having trouble loading this page</Title>
        <Text>Please try one of the following:</Text>
        <List spacing="xs">
          <List.Item>Refresh the page</List.Item>
          <List.Item>Check your internet connection</List.Item>
          <List.Item>Clear your browser cache</List.Item>
          <List.Item>Try using a different browser</List.Item>
        </List>
        <Group>
          <Button onClick={() => location.reload()}>Refresh Page</Button>
          <Button variant="default" onClick={() => location.assign("/")}>
            Go to Homepage
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
