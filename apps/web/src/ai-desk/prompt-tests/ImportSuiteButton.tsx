import { Button, FileButton } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import type { PromptTestSuiteFile } from "@framewise/contracts";
import { useImportSuite } from "./prompt-tests-api";

/** Creates a suite from an exported JSON file; a file that is not one answers the server's reason through `onError`. */
export function ImportSuiteButton({ onError }: { onError: (message: string | null) => void }) {
  const importSuite = useImportSuite();
  const pick = async (file: File | null) => {
    if (!file) return;
    onError(null);
    let parsed: PromptTestSuiteFile;
    try {
      parsed = JSON.parse(await file.text()) as PromptTestSuiteFile;
    } catch {
      onError(`${file.name} is not a JSON file.`);
      return;
    }
    await importSuite.mutateAsync(parsed).catch((error: Error) => onError(`${file.name} could not be imported: ${error.message}`));
  };
  return (
    <FileButton onChange={(file) => void pick(file)} accept="application/json,.json">
      {(props) => (
        <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={importSuite.isPending}>
          Import
        </Button>
      )}
    </FileButton>
  );
}
