import { Loader, Stack, Text, TextInput, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useVideoSearch } from "./render-test-api";

/** Any user's video, found by title or id; the chosen one is marked. */
export function VideoSearch({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [text, setText] = useState("");
  const [query] = useDebouncedValue(text.trim(), 250);
  const found = useVideoSearch(query);
  return (
    <Stack gap="xs">
      <TextInput
        label="Video"
        description="Any user's video, by title or id"
        placeholder="Search videos"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
      />
      {found.isError && (
        <Text c="red" size="sm">
          The videos could not be searched: {found.error.message}
        </Text>
      )}
      {found.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No video matches.
        </Text>
      )}
      <Stack gap={4} role="listbox" aria-label="Videos found">
        {found.data?.map((video) => (
          <UnstyledButton
            key={video.id}
            role="option"
            aria-selected={video.id === value}
            onClick={() => onChange(video.id)}
            p={6}
            style={{ borderRadius: 4, background: video.id === value ? "var(--mantine-color-blue-light)" : undefined }}
          >
            <Text size="sm" fw={500}>
              {video.title}
            </Text>
            <Text size="xs" c="dimmed">
              {video.aspect_ratio} · {video.owner_email} · {video.id}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Stack>
  );
}
