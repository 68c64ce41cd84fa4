/** What the tree walks need of a message. */
interface TreeNode {
  id: string;
  parentId: string | null;
}

/**
 * The path from the root to `leafId`: the branch the chat shows. Without a (known) leaf, the
 * branch of the last message given.
 */
export function shownBranch<Node extends TreeNode>(messages: Node[], leafId: string | null): Node[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  const branch: Node[] = [];
  for (let node = (leafId && byId.get(leafId)) || messages.at(-1); node; node = node.parentId ? byId.get(node.parentId) : undefined) {
    branch.push(node);
    // A damaged tree (a loop) must not hang the export.
    if (branch.length > messages.length) break;
  }
  return branch.reverse();
}

/**
 * The messages with every parent before its children, otherwise in the order given (a parent and
 * its answer can share a timestamp, so time alone does not guarantee it).
 */
export function parentsFirst<Node extends TreeNode>(messages: Node[]): Node[] {
  const ids = new Set(messages.map((message) => message.id));
  const ordered: Node[] = [];
  const placed = new Set<string>();
  const waiting = new Map<string, Node[]>();
  const place = (node: Node) => {
    ordered.push(node);
    placed.add(node.id);
    for (const child of waiting.get(node.id) ?? []) place(child);
    waiting.delete(node.id);
  };
  for (const message of messages) {
    // An orphan (its parent gone) is placed as a root rather than lost.
    const parent = message.parentId && ids.has(message.parentId) ? message.parentId : null;
    if (!parent || placed.has(parent)) place(message);
    else waiting.set(parent, [...(waiting.get(parent) ?? []), message]);
  }
  return ordered;
}
