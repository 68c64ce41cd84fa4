import { Anchor, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { useActiveGenerations } from "./image-gen-api";
import { GenerationCard } from "./GenerationCard";

/**
 * The results column: every generation queued or running (so a reload shows them again) and
 * every one seen since this screen opened, newest first; finished ones stay with their pictures.
 */
export function GenerationResults() {
  const active = useActiveGenerations();
  const [seen, setSeen] = useState<string[]>([]);
  const fresh = (active.data ?? []).map((generation) => generation.id).filter((id) => !seen.includes(id));
  // Remembered during render (not in an effect) so a new generation shows in the same paint.
  if (fresh.length) setSeen([...fresh, ...seen]);
  const ids = fresh.length ? [...fresh, ...seen] : seen;

  return (
    <Stack gap="sm" aria-label="Results" component="section">
      {active.isError && <Text c="red">{active.error.message}</Text>}
      {!ids.length && active.isSuccess && (
        <Text c="dimmed" size="sm">
          Your generations appear here as they are made.{" "}
          <Anchor component={Link} to="/image-gen/all">
            See all your images
          </Anchor>
        </Text>
      )}
      {ids.map((id) => (
        <GenerationCard key={id} id={id} initial={active.data?.find((generation) => generation.id === id)} />
      ))}
    </Stack>
  );
}
