import { Alert, Box, Loader, ScrollArea, Stack } from "@mantine/core";
import { useChat } from "@ai-sdk/react";
import type { LlmModelInfo } from "@framewise/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { lastAssistantMessageIsCompleteWithApprovalResponses } from "ai";
import { useEffect, useMemo, useRef, useState } from "react";
import { AssistantMessage } from "./AssistantMessage";
import { readChat, stopAnswer, switchBranch, type ChatMessage, type ChatThreadDetail } from "./chat-api";
import { chatTransport } from "./chat-transport";
import { Composer, type Question } from "./Composer";
import { EmptyState } from "./EmptyState";
import { chatHistoryKeys } from "./history/history-api";
import { pictureFile } from "./question-parts";
import { UserMessage } from "./UserMessage";

export interface ChatThreadProps {
  detail: ChatThreadDetail;
  models: LlmModelInfo[];
  /** The question that started the chat on the new-chat screen, sent once this opens. */
  firstQuestion?: Question;
}

/**
 * One conversation through the AI SDK's chat hook: questions go out on the chat's transport,
 * answers stream in (and an answer arriving when the page opened is followed again), Stop stops
 * it on the server, and after each answer the server's copy (versions, status) is read back.
 */
export function ChatThread({ detail, models, firstQuestion }: ChatThreadProps) {
  const queryClient = useQueryClient();
  const [modelId, setModelId] = useState(detail.model_id ?? models[0]?.id);
  const transport = useMemo(() => chatTransport(detail.id), [detail.id]);
  const chat = useChat<ChatMessage>({
    id: detail.id,
    messages: detail.messages,
    transport,
    generateId: () => crypto.randomUUID(),
    // A chat opened to send its first question has nothing arriving to follow.
    resume: !firstQuestion,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onFinish: ({ isAbort }) => {
      // A stop reads the server's copy itself, once the server has kept what was said.
      if (!isAbort) void readBack();
    },
  });
  const status = useRef(chat.status);
  useEffect(() => {
    status.current = chat.status;
  }, [chat.status]);
  const busy = chat.status === "submitted" || chat.status === "streaming";

  const show = (fresh: ChatThreadDetail) => {
    chat.setMessages(fresh.messages);
    void queryClient.invalidateQueries({ queryKey: chatHistoryKeys.all });
  };
  async function readBack() {
    const fresh = await readChat(detail.id);
    // A newer turn may have started meanwhile; its own end reads back again.
    if (status.current === "ready" || status.current === "error") show(fresh);
  }
  const send = ({ text, pictures }: Question) => {
    chat.clearError();
    void chat.sendMessage({ text, files: pictures.map(pictureFile) }, { body: { model_id: modelId } });
  };
  const stop = async () => {
    void chat.stop();
    show(await stopAnswer(detail.id));
  };

  const sentFirst = useRef(false);
  useEffect(() => {
    if (!firstQuestion) return;
    // After the commit, so a mount that is undone at once (React's strict mode stops the chat as it
    // unmounts) does not send it into a stopped chat; once, whatever happens.
    let undone = false;
    queueMicrotask(() => {
      if (undone || sentFirst.current) return;
      sentFirst.current = true;
      send(firstQuestion);
    });
    return () => {
      undone = true;
    };
    // Sent once, when the chat opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const bottom = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  useEffect(() => {
    // Braces: browsers now answer a promise from scrollIntoView, which an effect must not return.
    void bottom.current?.scrollIntoView?.({ block: "end" });
  }, [chat.messages.length, last?.parts.length]);

  return (
    <Stack h="100%" gap="sm" miw={0}>
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <Stack gap="md" p="xs" maw={860} mx="auto">
          {chat.messages.length === 0 && !busy && <EmptyState onPick={(text) => send({ text, pictures: [] })} />}
          {chat.messages.map((message, index) =>
            message.role === "user" ? (
              <UserMessage
                key={message.id}
                message={message}
                busy={busy}
                onEdit={(text) => {
                  // The conversation is cut back to before the question; the new one becomes its sibling.
                  chat.setMessages(chat.messages.slice(0, index));
                  void chat.sendMessage(
                    { text, files: message.parts.filter((part) => part.type === "file") },
                    { body: { model_id: modelId } },
                  );
                }}
                onSwitch={(id) => void switchBranch(detail.id, id).then(show)}
              />
            ) : (
              <AssistantMessage
                key={message.id}
                message={message}
                streaming={busy && index === chat.messages.length - 1}
                busy={busy}
                models={models}
                onRegenerate={(id) => {
                  setModelId(id);
                  void chat.regenerate({ messageId: message.id, body: { model_id: id } });
                }}
                onSwitch={(id) => void switchBranch(detail.id, id).then(show)}
                onApproval={(id, approved) => void chat.addToolApprovalResponse({ id, approved })}
              />
            ),
          )}
          {chat.status === "submitted" && last?.role === "user" && <Loader size="sm" type="dots" aria-label="Waiting for the answer" />}
          {chat.error && (
            <Alert color="red" variant="light" title="The chat could not go on">
              {chat.error.message}
            </Alert>
          )}
          <Box ref={bottom} />
        </Stack>
      </ScrollArea>
      <Box maw={860} w="100%" mx="auto">
        <Composer models={models} modelId={modelId} onModelChange={setModelId} busy={busy} onSend={send} onStop={() => void stop()} />
      </Box>
    </Stack>
  );
}
