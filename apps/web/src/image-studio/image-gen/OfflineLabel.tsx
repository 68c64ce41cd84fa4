import { Badge, Tooltip } from "@mantine/core";

export const OFFLINE_LABEL = "Offline preview generator — abstract art, not AI";

/** Says plainly, wherever its pictures show, that the built-in generator draws abstract art and is not an AI model. */
export function OfflineLabel({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  return (
    <Tooltip label="Made on this server from the prompt and seed, so the flow can be tried without a provider. Configure IMAGE_PROVIDER for real images.">
      <Badge color="gray" variant="light" size={size} tt="none" data-testid="offline-label">
        {OFFLINE_LABEL}
      </Badge>
    </Tooltip>
  );
}
