import { useParams } from "react-router";
import { LibraryItemPage } from "./LibraryItemPage";

/** `layouts-pipeline/:layoutId`: one layout's production line. */
export default function LayoutItemPage() {
  const { layoutId = "" } = useParams();
  return <LibraryItemPage key={layoutId} kind="layout" id={layoutId} />;
}
