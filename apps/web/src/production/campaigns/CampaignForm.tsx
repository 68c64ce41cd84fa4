import { Alert, Anchor, Button, Group, NumberInput, Progress, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import type { CampaignField, MemberCampaignDetail } from "@framewise/contracts";
import type { Content } from "@framewise/scene";
import { useState } from "react";
import { ApiError } from "../../api/http";
import { MediaField } from "../../video-studio/content/MediaField";
import { CampaignPreview } from "./CampaignPreview";
import { useCampaignRender, useMakeVideo } from "./campaigns-api";

function Field({
  field,
  value,
  onChange,
  error,
}: {
  field: CampaignField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  if (field.options)
    return (
      <Select label={field.label} data={field.options} value={value || null} onChange={(next) => onChange(next ?? "")} error={error} />
    );
  if (field.type === "number")
    return <NumberInput label={field.label} value={value} onChange={(next) => onChange(String(next))} error={error} />;
  if (field.type === "text")
    return (
      <TextInput
        label={field.label}
        value={value}
        maxLength={field.max_length ?? undefined}
        description={`${value.length} / ${field.max_length}`}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
      />
    );
  // One of the member's own photos or clips: the server copies it into the client's library on making.
  return (
    <Stack gap={2}>
      <MediaField label={field.label} value={value || undefined} kinds={[field.type]} onChange={(src) => onChange(src ?? "")} />
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** A campaign's form beside its live preview, one "Make video" button, then the video's progress and the finished MP4. */
export function CampaignForm({ campaign }: { campaign: MemberCampaignDetail<Content> }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(campaign.fields.map((f) => [f.name, f.default])));
  const make = useMakeVideo(campaign.id);
  const render = useCampaignRender(campaign.id, make.data?.id);
  const fields = make.error instanceof ApiError ? (make.error.fields ?? {}) : {};
  const video = render.data;
  return (
    <Group align="flex-start" gap="xl">
      <Stack w={360} component="form" aria-label="Campaign form" onSubmit={(event) => (event.preventDefault(), make.mutate(values))}>
        <Title order={2}>{campaign.name}</Title>
        <Text c="dimmed">For {campaign.client.name}</Text>
        {campaign.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={fields[`values.${field.name}`]}
            onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
        {make.error && (
          <Alert
            color="red"
            title={make.error instanceof ApiError && make.error.code === "quota_exceeded" ? "The client's quota is used up" : "Not made"}
          >
            {make.error.message}
          </Alert>
        )}
        <Button
          type="submit"
          loading={make.isPending}
          disabled={video !== undefined && !["done", "failed", "cancelled"].includes(video.status)}
        >
          Make video
        </Button>
        {video && video.status !== "done" && (
          <Stack gap={4}>
            <Text size="sm">
              {video.status === "failed" ? `Failed: ${video.error}` : `Rendering… ${Math.round(video.progress * 100)} %`}
            </Text>
            <Progress value={video.progress * 100} aria-label="Video progress" />
          </Stack>
        )}
      </Stack>
      <Stack>
        {video?.status === "done" && video.video_url ? (
          <>
            <video src={video.video_url} poster={video.poster_url ?? undefined} controls width={270} aria-label="Finished video" />
            <Anchor href={video.video_url} download>
              Download the MP4
            </Anchor>
          </>
        ) : (
          <CampaignPreview document={campaign.document} values={values} />
        )}
      </Stack>
    </Group>
  );
}
