import { SegmentedControl, Select, Stack, Textarea } from "@mantine/core";
import { ASPECT_RATIOS } from "@framewise/scene";
import { useLayouts, useTemplates } from "../../video-studio/content/content-api";
import type { SourceForm, SourceKind } from "./source-form";
import { VideoSearch } from "./VideoSearch";

const kinds: { value: SourceKind; label: string }[] = [
  { value: "library", label: "Library layout" },
  { value: "content", label: "A user's video" },
  { value: "json", label: "Pasted JSON" },
];

/** What to draw: a library layout under a template with the starter samples, any user's video, or a pasted document. */
export function SourcePicker({ form, onChange }: { form: SourceForm; onChange: (form: SourceForm) => void }) {
  const templates = useTemplates();
  const layouts = useLayouts();
  const set = (patch: Partial<SourceForm>) => onChange({ ...form, ...patch });
  return (
    <Stack gap="sm">
      <SegmentedControl aria-label="Source" data={kinds} value={form.kind} onChange={(kind) => set({ kind })} />
      {form.kind === "library" && (
        <>
          <Select
            label="Template"
            placeholder={templates.isPending ? "Loading…" : "Choose a template"}
            data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            value={form.templateId || null}
            onChange={(id) => set({ templateId: id ?? "" })}
            error={templates.isError ? "The templates could not be loaded." : undefined}
            searchable
            allowDeselect={false}
          />
          <Select
            label="Layout"
            description="Filled with the starter samples"
            placeholder={layouts.isPending ? "Loading…" : "Choose a layout"}
            data={Object.values(layouts.data ?? {}).map((layout) => ({ value: layout.id, label: layout.name }))}
            value={form.layoutId || null}
            onChange={(id) => set({ layoutId: id ?? "" })}
            error={layouts.isError ? "The layouts could not be loaded." : undefined}
            searchable
            allowDeselect={false}
          />
          <SegmentedControl
            aria-label="Aspect ratio"
            data={[...ASPECT_RATIOS]}
            value={form.aspectRatio}
            onChange={(aspectRatio) => set({ aspectRatio })}
          />
        </>
      )}
      {form.kind === "content" && <VideoSearch value={form.contentId} onChange={(contentId) => set({ contentId })} />}
      {form.kind === "json" && (
        <Textarea
          label="Document"
          description="{ content, template, layouts }, as a render request takes it"
          value={form.json}
          onChange={(event) => set({ json: event.currentTarget.value })}
          rows={10}
          resize="vertical"
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 12 } }}
        />
      )}
    </Stack>
  );
}
