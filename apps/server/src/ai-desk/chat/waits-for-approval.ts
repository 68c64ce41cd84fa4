/** An answer with a tool call waiting for the reader's approval (its stream is kept for the continuation's replay). */
export const waitsForApproval = (parts: unknown[]) => parts.some((part) => (part as { state?: string }).state === "approval-requested");
