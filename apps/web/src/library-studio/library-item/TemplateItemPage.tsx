import { useParams } from "react-router";
import { LibraryItemPage } from "./LibraryItemPage";

/** `templates-pipeline/:templateId`: one template's production line. */
export default function TemplateItemPage() {
  const { templateId = "" } = useParams();
  return <LibraryItemPage key={templateId} kind="template" id={templateId} />;
}
