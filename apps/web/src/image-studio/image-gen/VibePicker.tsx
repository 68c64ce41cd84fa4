import { Anchor, Badge, Box, Center, Group, Image, ScrollArea, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconBan } from "@tabler/icons-react";
import type { ImageVibe } from "@framewise/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useImageVibes } from "./image-gen-api";
import { OFFLINE_LABEL } from "./OfflineLabel";

const TILE = 84;

function VibeTile({ chosen, label, onClick, children }: { chosen: boolean; label: string; onClick: () => void; children: ReactNode }) {
  return (
    <UnstyledButton role="radio" aria-checked={chosen} aria-label={label} onClick={onClick} w={TILE}>
      <Stack gap={4}>
        <div
          style={{
            width: TILE,
            height: TILE,
            borderRadius: 8,
            overflow: "hidden",
            outline: chosen ? "3px solid var(--mantine-primary-color-filled)" : "1px solid var(--mantine-color-default-border)",
            outlineOffset: chosen ? 0 : -1,
          }}
        >
          {children}
        </div>
        <Text size="xs" ta="center" lineClamp={1} fw={chosen ? 600 : 400}>
          {label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** The vibes (style presets) with their preview pictures; shown only once the vibes can be read. */
export function VibePicker({ value, onChange }: { value: string | null; onChange: (vibe: ImageVibe | null) => void }) {
  const vibes = useImageVibes();
  if (!vibes.data?.length) return null;
  const chosen = vibes.data.find((vibe) => vibe.id === value);
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fw={500} size="sm" id="vibe-label">
          Vibe{chosen ? `: ${chosen.name}` : ""}
        </Text>
        <Anchor component={Link} to="/image-gen/vibe" size="xs">
          Browse vibes
        </Anchor>
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Group gap="xs" wrap="nowrap" role="radiogroup" aria-labelledby="vibe-label" p={3}>
          <VibeTile chosen={!chosen} label="No vibe" onClick={() => onChange(null)}>
            <Center h="100%" bg="var(--mantine-color-default-hover)" c="dimmed">
              <IconBan size={24} aria-hidden />
            </Center>
          </VibeTile>
          {vibes.data.map((vibe) => (
            <VibeTile key={vibe.id} chosen={vibe.id === value} label={vibe.name} onClick={() => onChange(vibe)}>
              {vibe.preview_url ? (
                <Box pos="relative">
                  <Image src={vibe.preview_url} alt="" w={TILE} h={TILE} fit="cover" loading="lazy" />
                  {vibe.offline_preview && (
                    <Badge size="xs" color="gray" variant="filled" tt="none" pos="absolute" bottom={4} left={4} title={OFFLINE_LABEL}>
                      Offline
                    </Badge>
                  )}
                </Box>
              ) : (
                <Center h="100%" bg="var(--mantine-color-default-hover)" />
              )}
            </VibeTile>
          ))}
        </Group>
      </ScrollArea>
      {chosen?.description && (
        <Text size="xs" c="dimmed">
          {chosen.description}
        </Text>
      )}
      {vibes.data.some((vibe) => vibe.offline_preview) && (
        <Text size="xs" c="dimmed" data-testid="vibe-previews-offline">
          Previews marked Offline are drawn by the offline preview generator: abstract art, not AI.
        </Text>
      )}
    </Stack>
  );
}
