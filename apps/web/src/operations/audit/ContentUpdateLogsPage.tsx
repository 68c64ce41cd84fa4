import { Alert, Button, Center, Loader, Notification, Stack, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadMore } from "../../ui/LoadMore";
import { useAuditEntries, type AuditEntry } from "./audit-api";
import { auditQuery, isFiltered, NO_FILTERS, readFilters, writeFilters, type AuditFilters } from "./audit-filters";
import { dayOf, entityLabel, entityName } from "./audit-labels";
import { AuditEntryCard } from "./AuditEntryCard";
import { AuditFiltersBar } from "./AuditFiltersBar";
import { RevertModal } from "./RevertModal";

const dayTitle = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** Entries in order, grouped by the UTC day they fall on. */
function byDay(entries: AuditEntry[]): [string, AuditEntry[]][] {
  const days = new Map<string, AuditEntry[]>();
  for (const entry of entries) days.set(dayOf(entry.at), [...(days.get(dayOf(entry.at)) ?? []), entry]);
  return [...days];
}

/**
 * The audit trail (staff): every recorded change to content and the other audited tables, newest
 * first and grouped by day, with the filters in the address so a view can be shared; each change
 * with its diff, a link to the entity and a revert.
 */
export default function ContentUpdateLogsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const list = useAuditEntries(auditQuery(filters));
  const [reverting, setReverting] = useState<AuditEntry | null>(null);
  const [reverted, setReverted] = useState<string | null>(null);
  const entries = list.data?.pages.flatMap((page) => page.data) ?? [];
  const change = (changes: Partial<AuditFilters>) => setSearch(writeFilters({ ...filters, ...changes }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Content update logs
        </Title>
        <Text c="dimmed" size="sm">
          Who changed what, when and through what: videos, pages, assets, the library, the image studio and staff edits. Days in UTC.
        </Text>
      </div>
      <AuditFiltersBar filters={filters} onChange={change} />
      {reverted && (
        <Notification color="green" title="Reverted" onClose={() => setReverted(null)} role="status">
          {reverted} is back as it was. The revert is at the top of the trail.
        </Notification>
      )}
      {list.error && <Alert color="red">{list.error.message}</Alert>}
      {list.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the audit trail" />
        </Center>
      ) : !entries.length ? (
        !list.error && (
          <Stack align="center" py="xl" gap="xs">
            <IconHistory size={40} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text fw={500}>{isFiltered(filters) ? "No changes match these filters" : "No changes recorded yet"}</Text>
            {isFiltered(filters) && (
              <Button variant="subtle" onClick={() => change(NO_FILTERS)}>
                Clear filters
              </Button>
            )}
          </Stack>
        )
      ) : (
        byDay(entries).map(([day, dayEntries]) => (
          <Stack key={day} gap="sm" component="section" aria-label={dayTitle(day)}>
            <Title order={2} size="h5" c="dimmed">
              {dayTitle(day)}
            </Title>
            {dayEntries.map((entry) => (
              <AuditEntryCard
                key={entry.id}
                entry={entry}
                onRevert={() => setReverting(entry)}
                onActor={() => change({ actorId: entry.actor.id ?? "", actorEmail: "" })}
                onHistory={() => change({ entity: entry.entity, entityId: entry.entity_id })}
              />
            ))}
          </Stack>
        ))
      )}
      <LoadMore list={list} />
      {reverting && (
        <RevertModal
          entry={reverting}
          onClose={() => setReverting(null)}
          onReverted={() => {
            setReverted(`${entityLabel(reverting.entity)} ${entityName(reverting)}`);
            setReverting(null);
          }}
        />
      )}
    </Stack>
  );
}
