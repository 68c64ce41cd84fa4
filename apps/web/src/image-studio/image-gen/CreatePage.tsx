import { Anchor, Grid, Group, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { CreateForm } from "./CreateForm";
import { GenerationResults } from "./GenerationResults";
import { readCreateParams } from "./recipe-params";

/** Create (`/image-gen`): the form on one side, the generations streaming in on the other. */
export default function CreatePage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const start = useMemo(() => readCreateParams(new URLSearchParams(search)), [search]);
  return (
    <Grid gap="lg" maw={1400}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Group justify="space-between" mb="md">
          <Title order={1} size="h2">
            Create images
          </Title>
          <Anchor component={Link} to="/image-gen/all" size="sm">
            All generations
          </Anchor>
        </Group>
        {/* A new link (Remix, Same seed) starts the form afresh. */}
        <CreateForm key={search} start={start} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <GenerationResults />
      </Grid.Col>
    </Grid>
  );
}
