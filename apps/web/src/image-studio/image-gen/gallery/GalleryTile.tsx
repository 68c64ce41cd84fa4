import { Checkbox } from "@mantine/core";
import type { GeneratedImageSummary } from "@framewise/contracts";
import { memo, type MouseEvent } from "react";
import { Link } from "react-router";
import classes from "./GalleryTile.module.css";

interface Props {
  image: GeneratedImageSummary;
  size: number;
  thumbnail: "small" | "medium";
  selected: boolean;
  /** Something is selected: a plain click then selects too, instead of opening. */
  selecting: boolean;
  onSelect: (id: string, event: { shiftKey: boolean }) => void;
}

/**
 * One image: opens its page, or with Ctrl/⌘, Shift, or while selecting, joins the selection.
 * Memoised: scrolling re-renders the grid's rows, and a tile whose props are unchanged is skipped.
 */
export const GalleryTile = memo(function GalleryTile({ image, size, thumbnail, selected, selecting, onSelect }: Props) {
  const onClick = (event: MouseEvent) => {
    if (!(selecting || event.shiftKey || event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    onSelect(image.id, event);
  };
  return (
    <div className={classes.tile} data-selected={selected || undefined} style={{ width: size, height: size }}>
      <Link to={`/image-gen/${image.id}`} onClick={onClick} className={classes.link} title={image.recipe.prompt}>
        <img
          src={image.thumbnails[thumbnail]}
          alt={image.recipe.prompt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          draggable={false}
          className={classes.image}
        />
      </Link>
      <Checkbox
        className={classes.check}
        checked={selected}
        aria-label={`Select "${image.recipe.prompt}"`}
        // The click (not the change) carries Shift for a range.
        onChange={() => undefined}
        onClick={(event) => onSelect(image.id, event)}
      />
    </div>
  );
});
