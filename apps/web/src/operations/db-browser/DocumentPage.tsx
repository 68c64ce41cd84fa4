import { Alert, Anchor, Badge, Breadcrumbs, Card, Center, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useCollection, useDocument } from "./db-browser-api";
import { DocumentEditForm } from "./DocumentEditForm";
import { JsonView } from "./JsonView";
import { RelatedRows } from "./RelatedRows";
import { StaffPlanPanel } from "../../workspace/plans/StaffPlanPanel";

/**
 * One document of a collection (staff): the row as formatted JSON, its related rows as links,
 * which fields are read-only and why, and an audited edit form for the editable ones.
 */
export default function DocumentPage() {
  const { collection: name = "", documentId = "" } = useParams();
  const collection = useCollection(name);
  const document = useDocument(name, documentId);
  const [saved, setSaved] = useState(false);
  const error = collection.error ?? document.error;
  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!collection.data || !document.data)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the document" />
      </Center>
    );
  const info = collection.data;
  const readOnly = info.columns.filter((column) => !column.editable);

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/firestore-dashboard">
          Database browser
        </Anchor>
        <Anchor component={Link} to={`/firestore-dashboard?collection=${info.name}`}>
          {info.name}
        </Anchor>
      </Breadcrumbs>
      <Group gap="xs">
        <Title order={1} size="h2" style={{ wordBreak: "break-all" }}>
          {documentId}
        </Title>
        <Badge variant="light" color={info.editable ? "blue" : "gray"}>
          {info.editable ? "editable" : "read-only"}
        </Badge>
      </Group>
      {saved && (
        <Alert color="green" role="status" withCloseButton onClose={() => setSaved(false)}>
          Saved. The change and your reason are in the audit trail.
        </Alert>
      )}
      <Card withBorder component="section" aria-label="Document">
        <Title order={2} size="h4" mb="sm">
          Document
        </Title>
        <JsonView value={document.data.row} />
      </Card>
      <RelatedRows relations={document.data.relations} />
      {info.editable ? (
        <DocumentEditForm
          key={document.data.version}
          collection={info}
          document={document.data}
          onSaved={() => setSaved(true)}
          onReload={() => void document.refetch()}
        />
      ) : (
        <Text size="sm" c="dimmed">
          This collection is read-only in the browser: only tables the audit trail records can be edited here.
        </Text>
      )}
      {info.name === "user" && <StaffPlanPanel ownerKind="user" ownerId={documentId} />}
      <Card withBorder component="section" aria-label="Guarded fields">
        <Title order={2} size="h4" mb="sm">
          Read-only and hidden fields
        </Title>
        <List size="sm">
          {readOnly.map((column) => (
            <List.Item key={column.name}>
              <Text span fw={600} size="sm">
                {column.name}
              </Text>
              : {column.read_only_reason}
            </List.Item>
          ))}
          {info.hidden.length > 0 && (
            <List.Item>
              <Text span fw={600} size="sm">
                {info.hidden.join(", ")}
              </Text>
              : hidden. Secrets, tokens and hashes never leave the server.
            </List.Item>
          )}
        </List>
      </Card>
    </Stack>
  );
}
