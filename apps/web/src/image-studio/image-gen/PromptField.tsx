import { Kbd, Text, Textarea } from "@mantine/core";
import { IMAGE_GEN_LIMITS } from "@framewise/contracts";

interface Props {
  value: string;
  onChange: (prompt: string) => void;
  /** Ctrl+Enter or ⌘+Enter. */
  onSubmit: () => void;
  error?: string;
}

/** The prompt: grows with its text; Ctrl/⌘+Enter generates. */
export function PromptField({ value, onChange, onSubmit, error }: Props) {
  return (
    <Textarea
      label="Prompt"
      placeholder="A lighthouse at dawn, watercolour, soft mist"
      autosize
      minRows={3}
      maxRows={12}
      maxLength={IMAGE_GEN_LIMITS.promptLength}
      data-autofocus
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSubmit();
        }
      }}
      error={error}
      description={
        <Text span size="xs" c="dimmed">
          <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> generates · {value.length} / {IMAGE_GEN_LIMITS.promptLength}
        </Text>
      }
    />
  );
}
