import { useState, type DragEvent } from "react";

/**
 * Reordering a list by native drag and drop: each item spreads `itemProps(index)`; a drop on
 * another item calls `onMove(from, to)`. Drags of other kinds (files, other lists) are ignored.
 * `dropIndex` is the item being dragged over, to outline it.
 */
export function useDragReorder(dragType: string, onMove: (from: number, to: number) => void) {
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const itemProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(dragType, String(index));
      event.dataTransfer.effectAllowed = "move";
    },
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(dragType)) return;
      event.preventDefault();
      setDropIndex(index);
    },
    onDragLeave: () => setDropIndex(null),
    onDrop: (event: DragEvent) => {
      setDropIndex(null);
      const from = Number(event.dataTransfer.getData(dragType));
      if (event.dataTransfer.types.includes(dragType) && Number.isInteger(from)) onMove(from, index);
    },
  });
  return { dropIndex, itemProps };
}
