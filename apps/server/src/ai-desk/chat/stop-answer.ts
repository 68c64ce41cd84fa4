import type { Events } from "../../platform/events/events.ts";
import type { Db } from "../../platform/db/database.ts";
import { answerChannel, type AnswerNote } from "./answer-channel.ts";
import type { LiveAnswers } from "./live-answers.ts";
import { arrivingAnswer } from "./recover-answers.ts";

/**
 * Stops the chat's answer that is arriving: its model call is aborted and what it said so far is
 * kept, as stopped. Here, once saved; in another process, once that process is told (on the
 * answer's channel). Nothing arriving: nothing to do.
 */
export async function stopAnswer(deps: { db: Db; events: Events; live: LiveAnswers; exclusive: boolean }, chatId: string): Promise<void> {
  const streaming = await arrivingAnswer(deps, chatId);
  if (!streaming) return;
  const live = deps.live.get(streaming.id);
  if (live) {
    live.stop();
    return live.ended;
  }
  const note: AnswerNote = { type: "stop" };
  await deps.events.publish(answerChannel(streaming.id), note);
}
