/// <reference types="vite/client" />
// The asset picker on a page of its own, for support/asset-picker-harness.ts. `#kinds=image,video`
// limits the kinds it offers; the asset picked is shown in <output data-testid="picked">.
import "@mantine/core/styles.css";
import { Button, MantineProvider, Stack } from "@mantine/core";
import { ASSET_KINDS, type Asset, type AssetKind } from "@framewise/contracts";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { queryClient } from "../../apps/web/src/api/query-client.ts";
import { AssetPicker } from "../../apps/web/src/workspace/assets/AssetPicker.tsx";

function kindsFromHash(): AssetKind[] | undefined {
  const listed = new URLSearchParams(location.hash.slice(1)).get("kinds");
  return listed ? ASSET_KINDS.filter((kind) => listed.split(",").includes(kind)) : undefined;
}

function PickerHarness({ kinds }: { kinds?: AssetKind[] }) {
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<Asset | null>(null);
  return (
    <Stack p="md" align="flex-start">
      <Button onClick={() => setOpened(true)}>Open picker</Button>
      <output data-testid="picked" data-asset-id={picked?.id ?? ""}>
        {picked?.name ?? "Nothing picked"}
      </output>
      <AssetPicker opened={opened} onClose={() => setOpened(false)} onPick={setPicked} kinds={kinds} />
    </Stack>
  );
}

const root = document.body.appendChild(document.createElement("div"));
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={{ primaryColor: "violet", defaultRadius: "md" }}>
      <QueryClientProvider client={queryClient}>
        <PickerHarness kinds={kindsFromHash()} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
