/**
 * Where an answer's news travels between processes (events.ts): stored chunks up to a number,
 * its end, and a request to stop it. Small notes only; the chunks themselves are in the database.
 */
export const answerChannel = (messageId: string) => `chat-answer:${messageId}`;

export type AnswerNote = { type: "chunks"; upto: number } | { type: "end" } | { type: "stop" };
