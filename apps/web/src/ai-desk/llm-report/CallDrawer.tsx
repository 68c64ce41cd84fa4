import { Accordion, Alert, Anchor, Center, Code, Drawer, List, Loader, Stack, Text, Title } from "@mantine/core";
import type { LlmCallDetail } from "@framewise/contracts";
import { FactsTable } from "../../ui/FactsTable";
import { formatMs, formatTime, formatUsd } from "./format";
import { useCallDetail } from "./report-api";
import { RequestMessages } from "./RequestMessages";
import { RunTimeline } from "./RunTimeline";

function CallFacts({ call }: { call: LlmCallDetail }) {
  return (
    <FactsTable
      label="The call"
      rows={[
        ["Time", formatTime(call.created_at)],
        ["Source", `${call.source} (${call.purpose})`],
        [
          "Tool",
          call.tool_schema_url ? (
            <>
              {call.tool}{" "}
              <Anchor href={call.tool_schema_url} target="_blank" size="sm">
                (its JSON Schema)
              </Anchor>
            </>
          ) : (
            (call.tool ?? "–")
          ),
        ],
        ["Model", `${call.model} (${call.provider}${call.model_id && call.model_id !== call.model ? `, ${call.model_id}` : ""})`],
        ["Attempt", String(call.attempt)],
        ["Latency", formatMs(call.latency_ms)],
        ["Tokens", `${call.input_tokens ?? "?"} in, ${call.output_tokens ?? "?"} out`],
        ["Cost", call.cost_usd === null ? "unknown (no price, or no token counts)" : formatUsd(call.cost_usd)],
      ]}
    />
  );
}

function Problems({ call }: { call: LlmCallDetail }) {
  if (call.problems.length === 0) return call.error ? <Alert color="red">{call.error}</Alert> : null;
  return (
    <List size="sm" spacing={4} aria-label="Problems">
      {call.problems.map((problem, index) => (
        // Problems come as the check found them, possibly the same path twice: the index keeps them apart.
        <List.Item key={`${index}:${problem.path}`}>
          <Code>{problem.path}</Code> {problem.message}
        </List.Item>
      ))}
    </List>
  );
}

function CallBody({ call, onOpen }: { call: LlmCallDetail; onOpen: (id: string) => void }) {
  return (
    <Stack gap="md">
      <CallFacts call={call} />
      <section aria-label="What happened">
        <Title order={3} size="h5" mb="xs">
          What happened
        </Title>
        <RunTimeline run={call.run} outcome={call.outcome} current={call.id} onOpen={onOpen} />
      </section>
      {!call.success && (
        <section aria-label="Why it failed">
          <Title order={3} size="h5" mb="xs">
            {call.problems.length ? `Problems (${call.problems.length})` : "Error"}
          </Title>
          <Problems call={call} />
        </section>
      )}
      {call.request || call.response ? (
        <Accordion multiple defaultValue={["answer"]} variant="separated">
          {call.request && (
            <Accordion.Item value="request">
              <Accordion.Control>Request ({call.request.messages.length} messages)</Accordion.Control>
              <Accordion.Panel>
                <RequestMessages messages={call.request.messages} />
              </Accordion.Panel>
            </Accordion.Item>
          )}
          {call.response && (
            <Accordion.Item value="answer">
              <Accordion.Control>Raw answer</Accordion.Control>
              <Accordion.Panel>
                <Code block style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
                  {JSON.stringify(call.response, null, 2)}
                </Code>
              </Accordion.Panel>
            </Accordion.Item>
          )}
        </Accordion>
      ) : (
        <Text size="sm" c="dimmed">
          What was sent and answered is kept only for calls that were not right the first time.
        </Text>
      )}
    </Stack>
  );
}

/** One call drilled into, beside the report: its facts, its run's timeline, its problems, what was sent and the raw answer. */
export function CallDrawer({ id, onOpen, onClose }: { id: string; onOpen: (id: string) => void; onClose: () => void }) {
  const detail = useCallDetail(id);
  return (
    <Drawer opened={id !== ""} onClose={onClose} position="right" size="xl" title="Model call">
      {detail.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the call" />
        </Center>
      ) : detail.error ? (
        <Alert color="red">{detail.error.message}</Alert>
      ) : (
        <CallBody call={detail.data} onOpen={onOpen} />
      )}
    </Drawer>
  );
}
