import { Code, List, Paper, Stack, Text, Title } from "@mantine/core";

/** The variables that configure a model, per kind of provider (README's LLM rows). */
const PROVIDERS = [
  { name: "Ollama", env: "LLM_PROVIDER=openai-compatible LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=llama3.1" },
  { name: "vLLM", env: "LLM_PROVIDER=openai-compatible LLM_BASE_URL=http://127.0.0.1:8000/v1 LLM_MODEL=<served model>" },
  { name: "llama.cpp", env: "LLM_PROVIDER=openai-compatible LLM_BASE_URL=http://127.0.0.1:8080/v1 LLM_MODEL=<model>" },
  { name: "OpenAI", env: "LLM_PROVIDER=openai LLM_MODEL=gpt-4.1-mini LLM_API_KEY=<key>" },
  { name: "Anthropic", env: "LLM_PROVIDER=anthropic LLM_MODEL=claude-sonnet-4-5 LLM_API_KEY=<key>" },
  { name: "Google", env: "LLM_PROVIDER=google LLM_MODEL=gemini-2.5-flash LLM_API_KEY=<key>" },
];

/** What the chat says without a model: nothing is faked, and this is how to configure one. */
export function NoModelNotice() {
  return (
    <Paper withBorder p="lg" radius="md" maw={760} role="note" aria-label="No language model">
      <Stack gap="sm">
        <Title order={2} size="h4">
          No language model is configured
        </Title>
        <Text size="sm">
          The chat needs a language model, and none is set up on this server, so there is nothing to talk to. Set one with environment
          variables and restart the server:
        </Text>
        <List size="sm" spacing={6}>
          {PROVIDERS.map((provider) => (
            <List.Item key={provider.name}>
              <Text size="sm" fw={500} span>
                {provider.name}:{" "}
              </Text>
              <Code>{provider.env}</Code>
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          Several models at once go in <Code>LLM_MODELS</Code> (a JSON list, with prices for the cost figures and <Code>vision</Code> for
          models that take pictures); the configuration table of the installation’s README.md lists every variable.
        </Text>
      </Stack>
    </Paper>
  );
}
