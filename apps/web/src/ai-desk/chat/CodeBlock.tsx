import { ActionIcon, Box, Code, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** A fenced code block of an answer, with its language and a button that copies it. */
export function CodeBlock({ code, language }: { code: string; language: string | undefined }) {
  return (
    <Box pos="relative" my="xs" data-testid="code-block">
      <Group justify="space-between" px="xs" py={2} bg="var(--mantine-color-default-hover)" style={{ borderRadius: "4px 4px 0 0" }}>
        <Text component="span" size="xs" c="dimmed">
          {language ?? "code"}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? "Copied" : "Copy"} withArrow>
              <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={copied ? "Copied" : "Copy code"}>
                {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      {/* No margin: the answer's Typography spaces a bare <pre>, which would part it from its header. */}
      <Code block style={{ margin: 0, borderRadius: "0 0 4px 4px", whiteSpace: "pre", overflowX: "auto" }}>
        {code}
      </Code>
    </Box>
  );
}
