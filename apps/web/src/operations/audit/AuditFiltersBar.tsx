import { AUDIT_SOURCES } from "@framewise/contracts";
import { Badge, Button, CloseButton, Group, Select, TextInput } from "@mantine/core";
import { useState } from "react";
import type { AuditFilters } from "./audit-filters";
import { ENTITY_LABELS, entityLabel, SOURCE_LABELS } from "./audit-labels";

const ENTITY_OPTIONS = Object.entries(ENTITY_LABELS).map(([value, label]) => ({ value, label }));
const SOURCE_OPTIONS = AUDIT_SOURCES.map((source) => ({ value: source, label: SOURCE_LABELS[source].label }));

/** The person's email, applied on Enter or on leaving the field rather than on every key; keyed by the applied value, so it follows the address. */
function EmailFilter({ value, onApply }: { value: string; onApply: (email: string) => void }) {
  const [email, setEmail] = useState(value);
  const apply = () => {
    if (email.trim() !== value) onApply(email.trim());
  };
  return (
    <TextInput
      label="User"
      placeholder="Email"
      type="email"
      value={email}
      onChange={(event) => setEmail(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === "Enter") apply();
      }}
      w={220}
    />
  );
}

/** The trail's filters: entity, person, source and days; each change goes straight into the address. */
export function AuditFiltersBar({ filters, onChange }: { filters: AuditFilters; onChange: (changes: Partial<AuditFilters>) => void }) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Entity"
        placeholder="Everything"
        data={ENTITY_OPTIONS}
        value={filters.entity || null}
        onChange={(value) => onChange({ entity: value ?? "", entityId: "" })}
        clearable
        w={170}
      />
      <EmailFilter key={filters.actorEmail} value={filters.actorEmail} onApply={(actorEmail) => onChange({ actorEmail, actorId: "" })} />
      <Select
        label="Through"
        placeholder="Any source"
        data={SOURCE_OPTIONS}
        value={filters.source || null}
        onChange={(value) => onChange({ source: value ?? "" })}
        clearable
        w={170}
      />
      <TextInput
        label="From"
        type="date"
        value={filters.from}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
        w={150}
      />
      <TextInput label="To" type="date" value={filters.to} onChange={(event) => onChange({ to: event.currentTarget.value })} w={150} />
      {filters.entityId && (
        <Badge
          size="lg"
          variant="outline"
          rightSection={<CloseButton size="xs" aria-label="Show every entity" onClick={() => onChange({ entityId: "" })} />}
        >
          {entityLabel(filters.entity)} {filters.entityId}
        </Badge>
      )}
      {filters.actorId && (
        <Badge
          size="lg"
          variant="outline"
          rightSection={<CloseButton size="xs" aria-label="Show everyone" onClick={() => onChange({ actorId: "" })} />}
        >
          One person
        </Badge>
      )}
      <Button
        variant="subtle"
        onClick={() => onChange({ entity: "", entityId: "", actorEmail: "", actorId: "", source: "", from: "", to: "" })}
      >
        Clear filters
      </Button>
    </Group>
  );
}
