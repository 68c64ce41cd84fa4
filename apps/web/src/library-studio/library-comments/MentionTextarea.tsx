import type { StaffMember } from "@framewise/contracts";
import { Box, Paper, Text, Textarea, UnstyledButton } from "@mantine/core";
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { insertMention, mentionQuery, suggestMembers } from "./mention-text";
import { useStaffMembers } from "./staff-members-api";

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A staff member picked from the suggestions (their `@Name` is now in the text). */
  onMention: (member: StaffMember) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit: () => void;
  placeholder?: string;
  error?: ReactNode;
  autoFocus?: boolean;
}

/**
 * A textarea that suggests staff while an `@word` is typed: arrows move, Enter or Tab picks,
 * Escape closes; the pick writes `@Name` into the text. Ctrl/Cmd+Enter submits.
 */
export function MentionTextarea({ label, value, onChange, onMention, onSubmit, placeholder, error, autoFocus }: Props) {
  const listId = useId();
  const members = useStaffMembers().data ?? [];
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);
  const [typing, setTyping] = useState<{ start: number; query: string; caret: number } | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = typing ? suggestMembers(members, typing.query) : [];
  const open = suggestions.length > 0;

  useLayoutEffect(() => {
    if (pendingCaret.current === null || !textarea.current) return;
    textarea.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const follow = (text: string, caret: number) => {
    const found = mentionQuery(text, caret);
    setTyping(found && { ...found, caret });
    setActive(0);
  };

  const pick = (member: StaffMember) => {
    if (!typing) return;
    const next = insertMention(value, typing.start, typing.caret, member);
    pendingCaret.current = next.caret;
    setTyping(null);
    onChange(next.text);
    onMention(member);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (open && (event.key === "Enter" || event.key === "Tab")) {
      event.preventDefault();
      pick(suggestions[Math.min(active, suggestions.length - 1)]!);
    } else if (open && event.key === "Escape") {
      event.preventDefault();
      setTyping(null);
    } else if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <Box pos="relative">
      <Textarea
        ref={textarea}
        label={label}
        placeholder={placeholder}
        value={value}
        error={error}
        autoFocus={autoFocus}
        autosize
        minRows={2}
        maxRows={10}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          follow(event.currentTarget.value, event.currentTarget.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTyping(null)}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-expanded={open}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
      />
      {open && (
        <Paper
          id={listId}
          role="listbox"
          aria-label="Mention a staff member"
          shadow="md"
          withBorder
          pos="absolute"
          left={0}
          right={0}
          style={{ zIndex: 10 }}
          p={4}
        >
          {suggestions.map((member, index) => (
            <UnstyledButton
              key={member.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              display="block"
              w="100%"
              px="sm"
              py={6}
              bg={index === active ? "var(--mantine-color-violet-light)" : undefined}
              style={{ borderRadius: 4 }}
              // Keeps the focus in the textarea, so typing goes on after the pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(member)}
              onMouseEnter={() => setActive(index)}
            >
              <Text size="sm" fw={500} span>
                {member.name || member.email}
              </Text>{" "}
              <Text size="xs" c="dimmed" span>
                {member.email}
              </Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Box>
  );
}
