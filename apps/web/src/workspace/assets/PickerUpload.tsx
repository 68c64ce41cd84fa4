import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import { IconCloudUpload } from "@tabler/icons-react";
import { acceptedExtensions, kindFromFileName, type Asset, type AssetKind } from "@framewise/contracts";
import { useRef, useState, type DragEvent } from "react";
import { KIND_LABELS } from "./kind-labels";
import { UploadList } from "./UploadList";
import { useLoneUpload } from "./use-lone-upload";
import { useUploads } from "./use-uploads";

interface Props {
  kinds: readonly AssetKind[];
  /** A single file has been uploaded: its asset, possibly still processing. */
  onUploaded: (asset: Asset) => void;
}

/** The picker's upload tab: drop files or choose them, with progress; only files of the allowed kinds are sent. */
export function PickerUpload({ kinds, onUploaded }: Props) {
  const { items, add, cancel, retry, clearFinished } = useUploads();
  const [refused, setRefused] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  useLoneUpload(items, onUploaded);

  // The file dialog offers only the allowed kinds; a drop can bring anything, so names are checked here.
  const send = (files: File[]) => {
    const allowed = files.filter((file) => kinds.some((kind) => kind === kindFromFileName(file.name)));
    setRefused(files.filter((file) => !allowed.includes(file)).map((file) => file.name));
    if (allowed.length) add(allowed);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send([...event.dataTransfer.files]);
  };
  const kindNames = kinds.map((kind) => KIND_LABELS[kind]).join(", ");

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="xl"
        radius="md"
        data-testid="picker-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(event) => event.currentTarget === event.target && setDragging(false)}
        onDrop={onDrop}
        style={{ borderStyle: "dashed", borderColor: dragging ? "var(--mantine-color-violet-5)" : undefined }}
      >
        <Stack align="center" gap="xs">
          <IconCloudUpload size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>Drop files here</Text>
          <Text size="sm" c="dimmed">
            {kindNames}
          </Text>
          <Button onClick={() => fileInput.current?.click()}>Choose files</Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            accept={acceptedExtensions(kinds)}
            data-testid="picker-file-input"
            onChange={(event) => {
              send([...(event.currentTarget.files ?? [])]);
              event.currentTarget.value = "";
            }}
          />
        </Stack>
      </Paper>
      {refused.length > 0 && (
        <Alert color="yellow">
          Not uploaded: {refused.join(", ")}. Only {kindNames.toLowerCase()} can be used here.
        </Alert>
      )}
      <UploadList items={items} onCancel={cancel} onRetry={retry} onClear={clearFinished} />
    </Stack>
  );
}
