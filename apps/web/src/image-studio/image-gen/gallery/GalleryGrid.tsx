import { Center, Loader } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import type { GeneratedImageSummary } from "@framewise/contracts";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { GalleryTile } from "./GalleryTile";
import { GRID_GAP, gridLayout } from "./grid-layout";

interface Props {
  images: GeneratedImageSummary[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, event: { shiftKey: boolean }) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** Rows this close to the end start loading the next page, so scrolling rarely meets the spinner. */
const PREFETCH_ROWS = 4;

/**
 * The images in a virtualised grid: only the rows in view (and a few around) are in the page, every
 * row the same height for a column count, so 10,000 images scroll like 50.
 */
export function GalleryGrid({ images, selected, onSelect, hasMore, loadingMore, onLoadMore }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const { ref: sizer, width } = useElementSize();
  const layout = gridLayout(width || 1, typeof window === "undefined" ? 1 : window.devicePixelRatio);
  const rowCount = Math.ceil(images.length / layout.columns);
  // The virtualiser is read fresh every render (its rows change with scroll), which is what the compiler warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => layout.rowHeight,
    overscan: 3,
    // Rows move in the next frame rather than synchronously in every scroll event: scrolling stays smooth.
    useFlushSync: false,
  });
  // The row height changes with the column count; the virtualiser must forget its old sizes.
  useEffect(() => rows.measure(), [rows, layout.rowHeight]);

  const lastRow = rows.getVirtualItems().at(-1)?.index ?? 0;
  useEffect(() => {
    // Before the grid is measured every row looks in view: wait for its width, or page 2 loads at once.
    if (width > 0 && hasMore && !loadingMore && lastRow >= rowCount - PREFETCH_ROWS) onLoadMore();
  }, [width, hasMore, loadingMore, lastRow, rowCount, onLoadMore]);

  return (
    <div ref={sizer} style={{ flex: 1, minHeight: 0, minWidth: 0 }}>
      <div
        ref={scroller}
        data-testid="gallery-scroller"
        aria-label="Images"
        role="list"
        style={{ height: "100%", overflowY: "auto", overscrollBehavior: "contain" }}
      >
        <div style={{ height: rows.getTotalSize(), position: "relative", width: "100%" }}>
          {width > 0 &&
            rows.getVirtualItems().map((row) => (
              <div
                key={row.key}
                style={{
                  position: "absolute",
                  top: 0,
                  left: 0,
                  display: "flex",
                  gap: GRID_GAP,
                  transform: `translateY(${row.start}px)`,
                }}
              >
                {images.slice(row.index * layout.columns, (row.index + 1) * layout.columns).map((image) => (
                  <div role="listitem" key={image.id}>
                    <GalleryTile
                      image={image}
                      size={layout.tile}
                      thumbnail={layout.thumbnail}
                      selected={selected.has(image.id)}
                      selecting={selected.size > 0}
                      onSelect={onSelect}
                    />
                  </div>
                ))}
              </div>
            ))}
        </div>
        {loadingMore && (
          <Center p="md">
            <Loader size="sm" aria-label="Loading more images" />
          </Center>
        )}
      </div>
    </div>
  );
}
