import { Button, Stack, Textarea } from "@mantine/core";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";
import { useState } from "react";

/** An edit of the whole picture from words: "make the sky pink". */
export function InstructionPanel({ imageUrl, busy, onSubmit }: { imageUrl: string; busy: boolean; onSubmit: (prompt: string) => void }) {
  const [prompt, setPrompt] = useState("");
  return (
    <Stack gap="sm">
      <img src={imageUrl} alt="The image being edited" style={{ width: "100%", height: "auto" }} />
      <Textarea
        label="What to change"
        placeholder="make the sky pink"
        value={prompt}
        maxLength={IMAGE_GEN_LIMITS.instructionLength}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        rows={2}
      />
      <Button onClick={() => onSubmit(prompt.trim())} loading={busy} disabled={!prompt.trim()} style={{ alignSelf: "flex-start" }}>
        Edit the image
      </Button>
    </Stack>
  );
}
