import { Alert, Button, FileButton, Stack } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import type { ChatExport } from "@framewise/contracts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../api/http";
import { useImportChat } from "./history-api";

/** The first problem the server named in the file, or its message. */
function importProblem(error: Error): string {
  const [field, problem] = Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})[0] ?? [];
  return field ? `${error.message} ${field}: ${problem}` : error.message;
}

/** Picks a chat's JSON export and imports it as a new chat, then opens it. */
export function ImportChatButton() {
  const importChat = useImportChat();
  const navigate = useNavigate();
  const [unreadable, setUnreadable] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    setUnreadable(null);
    importChat.reset();
    let parsed: ChatExport;
    try {
      parsed = JSON.parse(await file.text()) as ChatExport;
    } catch {
      setUnreadable(`${file.name} is not a JSON file.`);
      return;
    }
    importChat.mutate(parsed, { onSuccess: (chat) => void navigate(`/llm-chat/${chat.id}`) });
  };

  const problem = unreadable ?? (importChat.error && importProblem(importChat.error));
  return (
    <Stack gap={4}>
      <FileButton onChange={(file) => void pick(file)} accept="application/json,.json">
        {(props) => (
          <Button {...props} variant="default" size="xs" leftSection={<IconUpload size={14} />} loading={importChat.isPending}>
            Import JSON
          </Button>
        )}
      </FileButton>
      {problem && (
        <Alert color="red" p="xs" title="Could not import" withCloseButton onClose={() => (setUnreadable(null), importChat.reset())}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
