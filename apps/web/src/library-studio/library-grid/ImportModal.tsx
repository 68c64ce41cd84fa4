import { Alert, Button, FileInput, Group, List, Modal, Stack, Text, Textarea } from "@mantine/core";
import type { LibraryKind } from "@framewise/contracts";
import { useState } from "react";
import { useCreateItem } from "../studio/studio-api";
import { fieldErrors } from "../../api/field-errors";

/** Definitions are bounded at 2 MB on the server; a bigger file is refused before it is read. */
const MAX_BYTES = 2_000_000;

interface Props {
  kind: LibraryKind;
  onClose: () => void;
}

/** A definition from a JSON file or pasted text becomes a new draft; what the server finds wrong is listed at its JSON path. */
export function ImportModal({ kind, onClose }: Props) {
  const [text, setText] = useState("");
  const [readError, setReadError] = useState<string | null>(null);
  const create = useCreateItem(kind);
  const problems = Object.entries(fieldErrors(create.error));

  const pick = async (file: File | null) => {
    setReadError(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setReadError(`${file.name} is over 2 MB: a definition is never that big.`);
    setText(await file.text());
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    let definition: unknown;
    try {
      definition = JSON.parse(text);
    } catch (error) {
      return setReadError(`This is not JSON: ${(error as Error).message}`);
    }
    setReadError(null);
    create.mutate({ definition }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={`Import a ${kind} from JSON`} size="lg">
      <form onSubmit={submit}>
        <Stack>
          <FileInput
            label="JSON file"
            placeholder="Choose a file"
            accept="application/json,.json"
            clearable
            onChange={(file) => void pick(file)}
          />
          <Textarea
            label="Or paste the definition"
            description={`A whole ${kind} as exported; it becomes a draft, owned by you.`}
            autosize
            minRows={6}
            maxRows={16}
            ff="monospace"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          {readError && <Alert color="red">{readError}</Alert>}
          {create.error && (
            <Alert color="red" title={create.error.message}>
              {problems.length > 0 && (
                <List size="sm" aria-label="Problems">
                  {problems.map(([path, message]) => (
                    <List.Item key={path}>
                      <Text span ff="monospace" size="sm">
                        {path}
                      </Text>
                      : {message}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!text.trim()}>
              Import as a draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
