import { Button, FileInput, SegmentedControl, Select, Stack, TextInput } from "@mantine/core";
import type { PipelineSourceKind } from "@framewise/contracts";
import { useClients } from "../shared/clients-api";
import { SOURCE_LABELS } from "./pipeline-labels";
import type { PipelineDraft } from "./pipeline-draft";

interface Props {
  draft: PipelineDraft;
  change: (changes: Partial<PipelineDraft>) => void;
  errors: Record<string, string>;
  onTestFetch: () => void;
  fetching: boolean;
}

/** Which client, what the pipeline is called, and where its items come from (URL, uploaded CSV or pushes). */
export function SourceStep({ draft, change, errors, onTestFetch, fetching }: Props) {
  const clients = useClients();
  const readsUrl = draft.sourceKind !== "inbound" && !(draft.sourceKind === "csv" && draft.csv !== null);
  return (
    <Stack gap="sm">
      <Select
        label="Client"
        placeholder="Choose a client"
        searchable
        data={(clients.data ?? []).map((client) => ({ value: client.id, label: client.name }))}
        value={draft.clientId || null}
        onChange={(clientId) => change({ clientId: clientId ?? "", templateId: "" })}
        error={errors.client_id}
      />
      <TextInput
        label="Name"
        value={draft.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        error={errors.name}
        maxLength={120}
      />
      <SegmentedControl
        aria-label="Source"
        data={(Object.keys(SOURCE_LABELS) as PipelineSourceKind[]).map((kind) => ({ value: kind, label: SOURCE_LABELS[kind] }))}
        value={draft.sourceKind}
        onChange={(kind) => change({ sourceKind: kind, csv: null })}
      />
      {draft.sourceKind === "csv" && (
        <FileInput
          label="Upload a CSV (or give its address below)"
          accept=".csv,text/csv"
          clearable
          onChange={(file) => {
            if (!file) change({ csv: null });
            else void file.text().then((csv) => change({ csv }));
          }}
        />
      )}
      {readsUrl && (
        <TextInput
          label="Address"
          placeholder="https://example.com/feed.xml"
          value={draft.url}
          onChange={(event) => change({ url: event.currentTarget.value })}
          error={errors["source.url"] ?? errors.source}
        />
      )}
      <TextInput
        label="Key field (optional)"
        description="The field that identifies an item; by default its GUID, id, SKU or link."
        value={draft.keyField}
        onChange={(event) => change({ keyField: event.currentTarget.value })}
        error={errors["source.key_field"]}
      />
      {draft.sourceKind !== "inbound" && (
        <Button variant="light" onClick={onTestFetch} loading={fetching} disabled={!draft.clientId} w="fit-content">
          Test fetch
        </Button>
      )}
    </Stack>
  );
}
