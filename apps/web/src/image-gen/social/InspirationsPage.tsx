import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { InspirationTile } from "./InspirationTile";
import { useSession } from "../../session/session-context";
import { useInspirations } from "./social-api";
import { useRemoveInspiration } from "./staff-api";
import classes from "./SocialWall.module.css";

/** Inspirations (`/image-gen/inspirations`): the wall staff curate, each picture with the recipe behind it. */
export default function InspirationsPage() {
  const wall = useInspirations();
  const remove = useRemoveInspiration();
  const staff = Boolean(useSession().userInfo?.is_staff);
  return (
    <Stack gap="lg" maw={1400}>
      <div>
        <Title order={1} size="h2">
          Inspirations
        </Title>
        <Text c="dimmed" size="sm">
          Pictures chosen by our staff. Hover or focus one to see how it was made, and remix it into your own.
        </Text>
      </div>
      {wall.isPending && <Loader aria-label="Loading inspirations" />}
      {wall.error && <Alert color="red">{wall.error.message}</Alert>}
      {remove.error && <Alert color="red">{remove.error.message}</Alert>}
      {wall.data && !wall.data.length && <Text c="dimmed">The wall is empty for now. Staff add pictures here.</Text>}
      {wall.data && wall.data.length > 0 && (
        <div className={classes.wall}>
          {wall.data.map((inspiration) => (
            <InspirationTile key={inspiration.id} inspiration={inspiration} onRemove={staff ? (id) => remove.mutate(id) : undefined} />
          ))}
        </div>
      )}
    </Stack>
  );
}
