import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import type { GeneratedLayoutDetail } from "@framewise/contracts";
import { useState } from "react";
import { ApiError } from "../../api/http";
import { useApproveLayout, useEditLayout, useRejectLayout } from "./layout-gen-api";

const pretty = (definition: unknown) => JSON.stringify(definition, null, 2);
const fieldList = (error: unknown) =>
  error instanceof ApiError && error.fields ? Object.entries(error.fields).map(([path, message]) => `${path}: ${message}`) : [];

/** Edit first: the definition as JSON, validated by the server (problems at their paths), checked again once saved. */
function JsonEditor({ layout }: { layout: GeneratedLayoutDetail }) {
  const stored = pretty(layout.definition);
  const [text, setText] = useState(stored);
  const [parseError, setParseError] = useState<string | null>(null);
  const edit = useEditLayout(layout.id);
  const save = () => {
    let definition: unknown;
    try {
      definition = JSON.parse(text);
    } catch (error) {
      setParseError(`Not JSON: ${(error as Error).message}`);
      return;
    }
    setParseError(null);
    edit.mutate(definition);
  };
  const problems = fieldList(edit.error);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Edit first
      </Title>
      <Textarea
        aria-label="Layout JSON"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={24}
        styles={{ input: { fontFamily: "monospace", fontSize: 12 } }}
        error={parseError}
      />
      {edit.error && (
        <Alert color="red" title={edit.error.message}>
          {problems.map((problem) => (
            <Text key={problem} size="xs" ff="monospace">
              {problem}
            </Text>
          ))}
        </Alert>
      )}
      <Group gap="xs">
        <Button variant="default" onClick={save} loading={edit.isPending} disabled={text === stored}>
          Save the edit
        </Button>
        <Button variant="subtle" onClick={() => setText(stored)} disabled={text === stored}>
          Undo changes
        </Button>
      </Group>
    </Stack>
  );
}

/** Approve into the library as a draft; when its id is taken, asks for another id and name. */
function Approve({ layout }: { layout: GeneratedLayoutDetail }) {
  const approve = useApproveLayout(layout.id);
  const clash = approve.error instanceof ApiError && approve.error.code === "already_exists";
  const [id, setId] = useState("");
  const [name, setName] = useState((layout.definition?.name as string | undefined) ?? "");
  return (
    <Stack gap="xs">
      {clash ? (
        <Stack gap="xs" aria-label="Another id">
          <Text size="sm">{approve.error?.message} Approve it under another id:</Text>
          <Group align="flex-end">
            <TextInput
              label="Id"
              value={id}
              onChange={(event) => setId(event.currentTarget.value)}
              placeholder="my-new-layout"
              error={fieldList(approve.error).find((line) => line.startsWith("id:"))}
            />
            <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
            <Button onClick={() => approve.mutate({ id, name })} loading={approve.isPending} disabled={!id.trim() || !name.trim()}>
              Approve as {id || "…"}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group>
          <Button color="green" onClick={() => approve.mutate({})} loading={approve.isPending}>
            Approve into the library
          </Button>
        </Group>
      )}
      {approve.error && !clash && <Alert color="red">{approve.error.message}</Alert>}
    </Stack>
  );
}

function Reject({ layout }: { layout: GeneratedLayoutDetail }) {
  const reject = useRejectLayout(layout.id);
  const [reason, setReason] = useState("");
  return (
    <Stack gap="xs">
      <Textarea
        label="Reject with a reason"
        description="Kept with the layout, to study what the generator gets wrong."
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={reject.error?.message}
      />
      <Group>
        <Button
          color="red"
          variant="light"
          onClick={() => reject.mutate(reason.trim())}
          loading={reject.isPending}
          disabled={!reason.trim()}
        >
          Reject
        </Button>
      </Group>
    </Stack>
  );
}

/** A layout waiting for review: approve it, reject it with a reason, or edit its JSON first. */
export function ReviewActions({ layout }: { layout: GeneratedLayoutDetail }) {
  return (
    <Stack gap="lg">
      <Approve layout={layout} />
      <Reject layout={layout} />
      {/* Keyed by the stored definition, so a saved edit (or another's) starts the editor afresh. */}
      <JsonEditor key={layout.updated_at} layout={layout} />
    </Stack>
  );
}
