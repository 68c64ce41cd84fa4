import { Alert, Button, Card, Group, List, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../api/http";
import { useEditDocument, type BrowserDocument, type CollectionInfo } from "./db-browser-api";
import { FieldInput } from "./FieldInput";

const REASON_LIMIT = 500;

/** The form's starting values: JSON columns as formatted text. */
const formValues = (collection: CollectionInfo, document: BrowserDocument) =>
  Object.fromEntries(
    collection.columns
      .filter((column) => column.editable)
      .map((column) => [
        column.name,
        column.kind === "json" ? JSON.stringify(document.row[column.name], null, 2) : document.row[column.name],
      ]),
  );

/** The server's problems by field: `document/scenes/0/duration` goes under `document` as `/scenes/0/duration: …`. */
function problemsByField(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fields) return {};
  const problems: Record<string, string[]> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const [field = "", ...rest] = path.split("/");
    (problems[field] ??= []).push(rest.length ? `/${rest.join("/")}: ${message}` : message);
  }
  return problems;
}

interface EditFormProps {
  collection: CollectionInfo;
  document: BrowserDocument;
  onSaved: () => void;
  onReload: () => void;
}

/**
 * The document's editable fields with a required reason, saved against the version it was read
 * at: when someone else saved first, the server refuses and this says so, with "Reload".
 */
export function DocumentEditForm({ collection, document, onSaved, onReload }: EditFormProps) {
  const [values, setValues] = useState(() => formValues(collection, document));
  const [reason, setReason] = useState("");
  const [localProblems, setLocalProblems] = useState<Record<string, string[]>>({});
  const edit = useEditDocument(collection.name, document.id);
  const editable = collection.columns.filter((column) => column.editable);
  const initial = formValues(collection, document);
  const problems = { ...problemsByField(edit.error), ...localProblems };
  const conflict = edit.error instanceof ApiError && edit.error.status === 409;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const changes: Record<string, unknown> = {};
    const unreadable: Record<string, string[]> = {};
    for (const column of editable) {
      const value = values[column.name];
      if (JSON.stringify(value) === JSON.stringify(initial[column.name])) continue;
      if (column.kind !== "json") changes[column.name] = value;
      else
        try {
          changes[column.name] = JSON.parse(value as string);
        } catch {
          unreadable[column.name] = ["Not valid JSON."];
        }
    }
    setLocalProblems(unreadable);
    if (Object.keys(unreadable).length || Object.keys(changes).length === 0) return;
    edit.mutate({ version: document.version, reason: reason.trim(), changes }, { onSuccess: onSaved });
  };

  return (
    <Card withBorder component="section" aria-label="Edit">
      <Title order={2} size="h4" mb="sm">
        Edit
      </Title>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          {editable.map((column) => (
            <div key={column.name}>
              <FieldInput
                column={column}
                value={values[column.name]}
                onChange={(value) => setValues((current) => ({ ...current, [column.name]: value }))}
                error={problems[column.name]?.length === 1 && column.kind !== "json" ? problems[column.name]![0] : undefined}
              />
              {column.kind === "json" && problems[column.name] && (
                <List size="sm" c="red" aria-label={`Problems in ${column.name}`}>
                  {problems[column.name]!.slice(0, 20).map((problem) => (
                    <List.Item key={problem}>{problem}</List.Item>
                  ))}
                </List>
              )}
            </div>
          ))}
          <Textarea
            label="Reason"
            description="Why you are changing it: kept in the audit trail with the change."
            required
            maxLength={REASON_LIMIT}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problems.reason?.[0]}
          />
          {conflict && (
            <Alert color="orange" title="Someone else saved first">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{edit.error?.message}</Text>
                <Button size="xs" variant="default" onClick={onReload}>
                  Reload
                </Button>
              </Stack>
            </Alert>
          )}
          {edit.error && !conflict && <Alert color="red">{edit.error.message}</Alert>}
          <Group>
            <Button type="submit" loading={edit.isPending} disabled={reason.trim() === ""}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
