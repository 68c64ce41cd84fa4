import { LibraryGridPage } from "./LibraryGridPage";

/** `layouts` (staff): the layout library. */
export default function LayoutsPage() {
  return <LibraryGridPage kind="layout" />;
}
