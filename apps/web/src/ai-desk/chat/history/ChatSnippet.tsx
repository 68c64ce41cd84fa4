import { Mark, Text } from "@mantine/core";
import { CHAT_SNIPPET_MARKS } from "@framewise/contracts";

/** The server's snippet split into plain text and matches (odd pieces), never read as HTML. */
export function snippetPieces(snippet: string): string[] {
  return snippet.split(CHAT_SNIPPET_MARKS.start).flatMap((piece, index) => {
    if (index === 0) return [piece];
    const [match = "", rest = ""] = piece.split(CHAT_SNIPPET_MARKS.stop);
    return [match, rest];
  });
}

/** A search result's matching words in context, the matches highlighted. */
export function ChatSnippet({ snippet }: { snippet: string }) {
  return (
    <Text component="span" size="xs" c="dimmed" lineClamp={2} data-testid="chat-snippet">
      {snippetPieces(snippet).map((piece, index) => (index % 2 === 1 ? <Mark key={index}>{piece}</Mark> : piece))}
    </Text>
  );
}
