import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import type { GeneratedImageDetail } from "@framewise/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FactsTable } from "../../ui/FactsTable";
import { seedMatters, useImageProviders } from "./image-gen-api";

const KIND_NAMES = { generate: "Generated", variation: "Variation", upscale: "Upscale", edit: "Edit" } as const;

function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" ff="monospace">
        {value}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? "Copied" : `Copy the ${label}`}>
            <ActionIcon size="sm" variant="subtle" aria-label={`Copy the ${label}`} onClick={copy}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** Everything needed to make the image again: prompt, negative, vibe, seed, size, provider, model, parent. */
export function RecipePanel({ image }: { image: GeneratedImageDetail }) {
  const { recipe } = image;
  const providers = useImageProviders();
  const rows: [string, ReactNode][] = [
    ["Made by", KIND_NAMES[recipe.kind]],
    [
      "Prompt",
      <Text size="sm" key="prompt" style={{ whiteSpace: "pre-wrap" }}>
        {recipe.prompt}
      </Text>,
    ],
    ...(recipe.instruction ? [["Instruction", recipe.instruction] as [string, ReactNode]] : []),
    ["Negative", recipe.negative_prompt || "—"],
    [
      "Vibe",
      recipe.vibe_id ? (
        <Anchor key="vibe" component={Link} to="/image-gen/vibe" size="sm">
          {recipe.vibe_name ?? "A vibe"}
        </Anchor>
      ) : (
        "—"
      ),
    ],
    [
      "Seed",
      seedMatters(providers.data, recipe) ? <Copyable key="seed" value={String(recipe.seed)} label="seed" /> : "Not used by this provider",
    ],
    ["Size", `${image.width} × ${image.height} (${recipe.aspect_ratio})`],
    ["Provider", recipe.provider],
    ["Model", recipe.model],
    [
      "Parent",
      recipe.parent_image_id ? (
        <Anchor key="parent" component={Link} to={`/image-gen/${recipe.parent_image_id}`} size="sm">
          Open the parent image
        </Anchor>
      ) : (
        "—"
      ),
    ],
    ["Created", new Date(image.created_at).toLocaleString()],
  ];
  return <FactsTable rows={rows} label="Recipe" labelWidth={96} />;
}
