import { Alert, Button, Group, List, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { filterText, type RowFilter } from "./browser-params";
import { useApplyBulkEdit, useBulkPreview, type CollectionInfo } from "./db-browser-api";
import { FieldInput } from "./FieldInput";

/**
 * One field set to one value over the grid's filtered rows: preview the count (and a few rows),
 * then confirm that count with a reason. The server refuses (and changes nothing) when the set
 * no longer has that count.
 */
export function BulkEditModal({ collection, where, onClose }: { collection: CollectionInfo; where: RowFilter[]; onClose: () => void }) {
  const fields = collection.columns.filter((column) => column.editable && column.kind !== "json");
  const [field, setField] = useState(fields[0]?.name ?? "");
  const [value, setValue] = useState<unknown>(null);
  const [reason, setReason] = useState("");
  const preview = useBulkPreview(collection.name);
  const apply = useApplyBulkEdit(collection.name);
  const column = fields.find((each) => each.name === field);
  const edit = { where: where.map(filterText), field, value: column?.kind === "boolean" ? value === true : value };
  const counted = preview.data && !preview.data.over_limit && preview.data.count > 0 ? preview.data.count : 0;

  const change = (next: () => void) => {
    next();
    preview.reset();
    apply.reset();
  };

  return (
    <Modal opened onClose={onClose} title={`Bulk edit ${collection.name}`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {where.length ? `Rows matching: ${where.map(filterText).join(", ")}` : "Every row of the collection (no filters)."}
        </Text>
        <Select
          label="Field"
          data={fields.map((each) => each.name)}
          value={field}
          onChange={(next) =>
            change(() => {
              setField(next ?? "");
              setValue(null);
            })
          }
          allowDeselect={false}
        />
        {column && (
          <FieldInput
            column={column}
            label="New value"
            value={value}
            onChange={(next) => change(() => setValue(next))}
            error={preview.error?.message}
          />
        )}
        <Group>
          <Button variant="default" onClick={() => preview.mutate(edit)} loading={preview.isPending} disabled={!column}>
            Preview
          </Button>
          {preview.data && (
            <Text size="sm" role="status">
              {preview.data.over_limit
                ? `More than ${preview.data.limit.toLocaleString("en")} rows match: narrow the filters.`
                : `${preview.data.count.toLocaleString("en")} rows will change.`}
            </Text>
          )}
        </Group>
        {preview.data && preview.data.samples.length > 0 && (
          <List size="sm" aria-label="Sample rows">
            {preview.data.samples.map((sample) => (
              <List.Item key={sample.id}>{sample.label ? `${sample.label} (${sample.id})` : sample.id}</List.Item>
            ))}
          </List>
        )}
        {counted > 0 && (
          <>
            <Textarea
              label="Reason"
              description="Kept in the audit trail with every change."
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            {apply.error && <Alert color="red">{apply.error.message}</Alert>}
            {apply.data ? (
              <Alert color="green" role="status">
                Changed {apply.data.updated.toLocaleString("en")} rows.
              </Alert>
            ) : (
              <Button
                color="red"
                disabled={reason.trim() === ""}
                loading={apply.isPending}
                onClick={() => apply.mutate({ ...edit, expected_count: counted, reason: reason.trim() })}
              >
                Apply to {counted.toLocaleString("en")} rows
              </Button>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
