import { Button, Chip, Group, Select, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { IMAGE_ASPECT_RATIOS } from "@framewise/contracts";
import { useImageProviders, useImageVibes } from "../image-gen-api";
import { isFiltered, NO_FILTERS, type GalleryFilters, type GallerySort } from "./gallery-filters";

interface Props {
  filters: GalleryFilters;
  /** The search box's text, before the debounce sends it as `q`. */
  search: string;
  onSearch: (text: string) => void;
  onChange: (filters: GalleryFilters) => void;
}

const SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];

/** Search by prompt, filters (provider, vibe, aspect, favourites, public, dates) and the order. */
export function GalleryFilterBar({ filters, search, onSearch, onChange }: Props) {
  const providers = useImageProviders();
  const vibes = useImageVibes();
  const set = (changes: Partial<GalleryFilters>) => onChange({ ...filters, ...changes });
  const providerOptions = providers.data?.providers.map((provider) => ({ value: provider.id, label: provider.label })) ?? [];
  const vibeOptions = vibes.data?.map((vibe) => ({ value: vibe.id, label: vibe.name })) ?? [];
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        aria-label="Search prompts"
        placeholder="Search prompts"
        leftSection={<IconSearch size={16} />}
        value={search}
        maxLength={200}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={220}
      />
      {providerOptions.length > 1 && (
        <Select
          aria-label="Provider"
          placeholder="Any provider"
          data={providerOptions}
          value={filters.provider || null}
          onChange={(value) => set({ provider: value ?? "" })}
          clearable
          w={160}
        />
      )}
      {vibeOptions.length > 0 && (
        <Select
          aria-label="Vibe"
          placeholder="Any vibe"
          data={vibeOptions}
          value={filters.vibeId || null}
          onChange={(value) => set({ vibeId: value ?? "" })}
          clearable
          searchable
          w={160}
        />
      )}
      <Select
        aria-label="Aspect ratio"
        placeholder="Any aspect"
        data={[...IMAGE_ASPECT_RATIOS]}
        value={filters.aspectRatio || null}
        onChange={(value) => set({ aspectRatio: value ?? "" })}
        clearable
        w={120}
      />
      <TextInput
        type="date"
        aria-label="From"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => set({ from: e.currentTarget.value })}
        w={150}
      />
      <TextInput
        type="date"
        aria-label="To"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => set({ to: e.currentTarget.value })}
        w={150}
      />
      <Chip checked={filters.favourite} onChange={(favourite) => set({ favourite })}>
        Favourites
      </Chip>
      <Chip checked={filters.public} onChange={(value) => set({ public: value })}>
        Public
      </Chip>
      <Select
        aria-label="Sort"
        data={SORTS}
        value={filters.sort}
        onChange={(value) => set({ sort: (value ?? "newest") as GallerySort })}
        allowDeselect={false}
        w={140}
      />
      {(isFiltered(filters) || search) && (
        <Button
          variant="subtle"
          onClick={() => {
            onSearch("");
            onChange({ ...NO_FILTERS, sort: filters.sort });
          }}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
