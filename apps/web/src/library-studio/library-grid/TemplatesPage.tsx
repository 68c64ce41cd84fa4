import { LibraryGridPage } from "./LibraryGridPage";

/** `templates` (staff): the template library. */
export default function TemplatesPage() {
  return <LibraryGridPage kind="template" />;
}
