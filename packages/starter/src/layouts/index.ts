import { callToActionLayout } from "./call-to-action.ts";
import { captionsVideoLayout } from "./captions-video.ts";
import { headlineImageLayout } from "./headline-image.ts";
import { listLayout } from "./list.ts";
import { productLayout } from "./product.ts";
import { quoteLayout } from "./quote.ts";
import { splitLayout } from "./split.ts";
import { statLayout } from "./stat.ts";
import { titleLayout } from "./title.ts";

/** The starter layouts in the order pickers show them. */
export const starterLayoutInputs = [
  titleLayout,
  headlineImageLayout,
  splitLayout,
  listLayout,
  quoteLayout,
  statLayout,
  productLayout,
  callToActionLayout,
  captionsVideoLayout,
];
