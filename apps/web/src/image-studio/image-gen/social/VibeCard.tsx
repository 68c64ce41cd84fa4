import { Badge, Button, Card, Group, Image, Text } from "@mantine/core";
import type { ImageVibe } from "@framewise/contracts";
import { Link } from "react-router";
import { OfflineLabel } from "../OfflineLabel";
import { createFormLink } from "./social-links";

/** What kind of vibe it is, as a badge: the starter set, published by staff, or the caller's own. */
const badgeOf = (vibe: ImageVibe) =>
  vibe.mine
    ? { label: "Yours", color: "teal" }
    : vibe.origin === "starter"
      ? { label: "Starter", color: "gray" }
      : { label: "Published", color: "violet" };

interface Props {
  vibe: ImageVibe;
  onEdit?: (vibe: ImageVibe) => void;
  onDelete?: (vibe: ImageVibe) => void;
  /** Staff only: publish one's own vibe for everyone, or withdraw a staff vibe. */
  onPublish?: (vibe: ImageVibe, publish: boolean) => void;
}

/** A vibe with its preview picture, its words on hover of the description, and what can be done with it. */
export function VibeCard({ vibe, onEdit, onDelete, onPublish }: Props) {
  const badge = badgeOf(vibe);
  return (
    <Card withBorder padding="sm" radius="md" data-testid="vibe-card" aria-label={vibe.name} component="article">
      <Card.Section>
        {vibe.preview_url ? (
          <Image src={vibe.preview_url} alt={`Preview of ${vibe.name}`} h={180} fit="cover" loading="lazy" />
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            No preview
          </Text>
        )}
      </Card.Section>
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <Text fw={600} truncate>
          {vibe.name}
        </Text>
        <Badge color={badge.color} variant="light">
          {badge.label}
        </Badge>
      </Group>
      {vibe.offline_preview && <OfflineLabel size="xs" />}
      {vibe.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {vibe.description}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4} lineClamp={2} title={vibe.prompt_fragment}>
        Adds: {vibe.prompt_fragment}
      </Text>
      <Group mt="sm" gap="xs">
        <Button component={Link} to={createFormLink({ vibeId: vibe.id })} size="xs">
          Use this vibe
        </Button>
        {vibe.mine && onEdit && (
          <Button size="xs" variant="default" onClick={() => onEdit(vibe)}>
            Edit
          </Button>
        )}
        {onPublish && vibe.mine && (
          <Button size="xs" variant="light" color="violet" onClick={() => onPublish(vibe, true)}>
            Publish for everyone
          </Button>
        )}
        {onPublish && vibe.origin === "staff" && (
          <Button size="xs" variant="subtle" color="violet" onClick={() => onPublish(vibe, false)}>
            Withdraw
          </Button>
        )}
        {vibe.mine && onDelete && (
          <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(vibe)}>
            Delete
          </Button>
        )}
      </Group>
    </Card>
  );
}
