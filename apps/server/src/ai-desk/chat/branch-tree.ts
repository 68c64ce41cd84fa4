/** What the branch walks need of a message: its place in the tree, in the order written. */
interface BranchNode {
  id: string;
  parentId: string | null;
}

/** The versions of a message (its siblings under the same parent, itself among them), in the order given. */
export function siblingsOf<Node extends BranchNode>(messages: Node[], message: Node): Node[] {
  return messages.filter((other) => other.parentId === message.parentId);
}

/**
 * The leaf a version leads to: from `id` down through the newest child at each step (the last
 * given), so showing another version shows where that conversation went last.
 */
export function newestLeafUnder<Node extends BranchNode>(messages: Node[], id: string): string {
  const newestChild = new Map<string, string>();
  for (const message of messages) if (message.parentId) newestChild.set(message.parentId, message.id);
  let leaf = id;
  // Bounded, so a damaged tree (a loop) cannot hang the request.
  for (let steps = 0; newestChild.has(leaf) && steps < messages.length; steps++) leaf = newestChild.get(leaf)!;
  return leaf;
}
