import { Anchor, Group, Title } from "@mantine/core";
import { Link } from "react-router";

/** The older studio's header: its pages, and the way to the current one (same images, same account). */
export function V1Nav({ title }: { title: string }) {
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2}>{title}</Title>
      <Group gap="md">
        <Anchor component={Link} to="/image-gen/v1/create">
          Create
        </Anchor>
        <Anchor component={Link} to="/image-gen/v1/edit">
          Edit
        </Anchor>
        <Anchor component={Link} to="/image-gen/v1/all">
          All images
        </Anchor>
        <Anchor component={Link} to="/image-gen">
          New studio
        </Anchor>
      </Group>
    </Group>
  );
}
