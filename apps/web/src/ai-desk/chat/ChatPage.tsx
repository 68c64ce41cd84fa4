import { Alert, Box, Center, Group, Loader, Stack } from "@mantine/core";
import type { LlmModelInfo } from "@framewise/contracts";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useChatDetail, useChatModels, useCreateChat } from "./chat-api";
import { ChatThread } from "./ChatThread";
import { Composer, type Question } from "./Composer";
import { EmptyState } from "./EmptyState";
import { ChatHistorySidebar } from "./history/ChatHistorySidebar";
import { ModelsPanel } from "./ModelsPanel";
import { NoModelNotice } from "./NoModelNotice";

/** How the new-chat screen hands its first question to the chat it opened. */
interface FirstQuestionState {
  firstQuestion?: Question;
}

/** `/llm-chat`: nothing yet; the first question starts a chat and opens it at `/llm-chat/{id}`. */
function NewChat({ models }: { models: LlmModelInfo[] }) {
  const navigate = useNavigate();
  const createChat = useCreateChat();
  const [modelId, setModelId] = useState(models[0]?.id);
  const start = (question: Question) =>
    createChat.mutate(modelId, {
      onSuccess: (chat) => void navigate(`/llm-chat/${chat.id}`, { state: { firstQuestion: question } satisfies FirstQuestionState }),
    });
  return (
    <Stack h="100%" justify="space-between" gap="sm">
      <EmptyState onPick={(text) => start({ text, pictures: [] })} />
      {createChat.error && (
        <Alert color="red" variant="light">
          {createChat.error.message}
        </Alert>
      )}
      <Box maw={860} w="100%" mx="auto">
        <Group justify="flex-end" mb={4}>
          <ModelsPanel models={models} />
        </Group>
        <Composer
          models={models}
          modelId={modelId}
          onModelChange={setModelId}
          busy={createChat.isPending}
          onSend={start}
          onStop={() => undefined}
        />
      </Box>
    </Stack>
  );
}

/** `/llm-chat/{id}`: the chat read from the server, then lived in by the chat hook. */
function OpenChat({ chatId, models }: { chatId: string; models: LlmModelInfo[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Taken once and then cleared from the history entry, so a reload does not ask it again.
  const [firstQuestion] = useState(() => (location.state as FirstQuestionState | null)?.firstQuestion);
  useEffect(() => {
    if (firstQuestion) void navigate(location.pathname, { replace: true, state: null });
  }, [firstQuestion, location.pathname, navigate]);
  const detail = useChatDetail(chatId);
  if (detail.isError)
    return (
      <Alert color="red" variant="light" title="This chat could not be opened">
        {detail.error.message}
      </Alert>
    );
  if (!detail.data)
    return (
      <Center h="100%">
        <Loader aria-label="Loading the chat" />
      </Center>
    );
  return <ChatThread detail={detail.data} models={models} firstQuestion={firstQuestion} />;
}

/** The staff LLM chat: the history on the left, the conversation (or a new one) beside it. */
export default function ChatPage() {
  const { chatId } = useParams();
  const models = useChatModels();
  return (
    <Group align="stretch" wrap="nowrap" gap="md" h="calc(100dvh - 56px - 2 * var(--mantine-spacing-md))">
      <Box w={280} miw={240} visibleFrom="sm">
        <ChatHistorySidebar activeChatId={chatId ?? null} />
      </Box>
      <Box style={{ flex: 1 }} miw={0}>
        {models.isError ? (
          <Alert color="red" variant="light">
            {models.error.message}
          </Alert>
        ) : !models.data ? (
          <Center h="100%">
            <Loader aria-label="Loading the models" />
          </Center>
        ) : models.data.length === 0 ? (
          <NoModelNotice />
        ) : chatId ? (
          <OpenChat key={chatId} chatId={chatId} models={models.data} />
        ) : (
          <NewChat models={models.data} />
        )}
      </Box>
    </Group>
  );
}
