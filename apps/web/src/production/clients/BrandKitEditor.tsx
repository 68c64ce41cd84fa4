import { Alert, Button, Card, ColorInput, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { FONT_FILES } from "@framewise/renderer";
import type { PaletteRole } from "@framewise/scene";
import { useState } from "react";
import { useUpdateClient, type BrandKit, type Client } from "../shared/clients-api";
import { fieldErrors } from "../../api/field-errors";

const COLORS: { role: PaletteRole; label: string }[] = [
  { role: "primary", label: "Primary" },
  { role: "secondary", label: "Secondary" },
  { role: "accent", label: "Accent" },
  { role: "background", label: "Background" },
  { role: "surface", label: "Surface" },
  { role: "text", label: "Text" },
];
/** Quick picks: a few strong brand colours and neutrals. */
const SWATCHES = ["#111111", "#ffffff", "#f5f5f4", "#e11d48", "#f97316", "#facc15", "#16a34a", "#0ea5e9", "#2563eb", "#7c3aed"];
const FONT_FAMILIES = [...new Set(FONT_FILES.map((font) => font.family))];
const HEX = /^#[0-9a-fA-F]{6}$/;

/** The kit without empty parts: the server keeps what is set and the templates' own look for the rest. */
function tidy(kit: BrandKit): BrandKit | null {
  const colors = Object.fromEntries(Object.entries(kit.colors ?? {}).filter(([, value]) => value && HEX.test(value)));
  const fonts = Object.fromEntries(Object.entries(kit.fonts ?? {}).filter(([, value]) => value));
  const next: BrandKit = {
    ...(kit.logo ? { logo: kit.logo } : {}),
    ...(Object.keys(colors).length ? { colors } : {}),
    ...(Object.keys(fonts).length ? { fonts } : {}),
  };
  return Object.keys(next).length ? next : null;
}

/** The editor's brand kit for everything made for the client: logo, colours (with swatches) and the renderer's fonts. */
export function BrandKitEditor({ client }: { client: Client }) {
  const update = useUpdateClient(client.id);
  const [kit, setKit] = useState<BrandKit>(client.brand_kit ?? {});
  const fields = fieldErrors(update.error);
  const setColor = (role: PaletteRole, value: string) => setKit({ ...kit, colors: { ...kit.colors, [role]: value.toLowerCase() } });
  return (
    <Card withBorder component="section" aria-label="Brand kit">
      <Stack>
        <Title order={3}>Brand kit</Title>
        <Text size="sm" c="dimmed">
          Applied to every video made for the client; what is left empty follows the template.
        </Text>
        <TextInput
          label="Logo"
          description="An image address (https://…)."
          value={kit.logo ?? ""}
          error={fields["brand_kit.logo"]}
          onChange={(event) => setKit({ ...kit, logo: event.currentTarget.value || undefined })}
        />
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {COLORS.map(({ role, label }) => (
            <ColorInput
              key={role}
              label={label}
              format="hex"
              swatches={SWATCHES}
              swatchesPerRow={5}
              placeholder="Template's"
              value={kit.colors?.[role] ?? ""}
              error={fields[`brand_kit.colors.${role}`]}
              onChange={(value) => setColor(role, value)}
            />
          ))}
        </SimpleGrid>
        <Group grow>
          {(["heading", "body"] as const).map((which) => (
            <Select
              key={which}
              label={which === "heading" ? "Heading font" : "Body font"}
              placeholder="Template's"
              clearable
              searchable
              data={FONT_FAMILIES}
              value={kit.fonts?.[which] ?? null}
              onChange={(family) => setKit({ ...kit, fonts: { ...kit.fonts, [which]: family ?? undefined } })}
            />
          ))}
        </Group>
        {update.error && <Alert color="red">{update.error.message}</Alert>}
        <Group justify="flex-end">
          {update.isSuccess && !update.isPending && (
            <Text size="sm" c="dimmed" role="status">
              Saved
            </Text>
          )}
          <Button loading={update.isPending} onClick={() => update.mutate({ brand_kit: tidy(kit) })}>
            Save brand kit
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
