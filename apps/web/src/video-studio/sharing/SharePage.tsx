import {
  Alert,
  Anchor,
  Button,
  CopyButton,
  Group,
  Loader,
  Paper,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconCheck, IconCopy } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { AddToLandingPage } from "../landing-pages/AddToLandingPage";
import { embedCode } from "./embed-code";
import { usePublicVideo, useRenders, useVideoDetail, useStartRender, useUpdateShare } from "../shared/share-api";

/** Share settings: the public link on or off, downloads allowed or not, the link and embed code to copy. */
export default function SharePage() {
  const { contentId = "" } = useParams();
  const target = useVideoDetail(contentId);
  const renders = useRenders(contentId);
  const update = useUpdateShare(contentId);
  const shared = target.data?.share.shared ?? false;
  const publicVideo = usePublicVideo(contentId, shared);

  if (target.isPending || renders.isPending) return <Loader m="xl" />;
  if (target.isError)
    return (
      <Alert color="red" title="This video cannot be shared">
        {target.error.message}
      </Alert>
    );
  const { share, title } = target.data;
  const finished = renders.data?.some((render) => render.status === "done");
  const link = `${window.location.origin}${share.public_path}`;
  const set = (change: Partial<{ shared: boolean; allowDownload: boolean }>) =>
    update.mutate({ shared: share.shared, allowDownload: share.allow_download, ...change });

  return (
    <Stack gap="md" maw={720}>
      <Group gap="xs">
        <Button component={Link} to={`/content/${contentId}/edit`} variant="subtle" leftSection={<IconArrowLeft size={16} />} px={6}>
          Editor
        </Button>
        <Title order={1} size="h3">
          Share “{title}”
        </Title>
      </Group>
      {!finished && <RenderFirst contentId={contentId} />}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Switch
            label="Public link"
            description="Anyone with the link can watch the latest render, without signing in."
            checked={share.shared}
            disabled={!finished || update.isPending}
            onChange={(event) => set({ shared: event.currentTarget.checked })}
          />
          <Switch
            label="Allow download"
            description="Viewers can save the MP4."
            checked={share.allow_download}
            disabled={update.isPending}
            onChange={(event) => set({ allowDownload: event.currentTarget.checked })}
          />
          {update.isError && <Alert color="red">{update.error.message}</Alert>}
          {share.shared && (
            <>
              <Group align="flex-end" gap="xs">
                <TextInput label="Link" value={link} readOnly style={{ flex: 1 }} />
                <Copy value={link} label="Copy link" />
                <Anchor href={share.public_path} target="_blank" size="sm" mb={8}>
                  Open
                </Anchor>
              </Group>
              {publicVideo.data && (
                <Group align="flex-end" gap="xs">
                  <Textarea
                    label="Embed code"
                    value={embedCode(window.location.origin, publicVideo.data)}
                    readOnly
                    autosize
                    minRows={2}
                    style={{ flex: 1 }}
                  />
                  <Copy value={embedCode(window.location.origin, publicVideo.data)} label="Copy embed code" />
                </Group>
              )}
            </>
          )}
        </Stack>
      </Paper>
      <AddToLandingPage contentId={contentId} title={title} />
    </Stack>
  );
}

function Copy({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button variant="light" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}>
          {copied ? "Copied" : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** Sharing plays a finished render: start one here, with its progress. */
function RenderFirst({ contentId }: { contentId: string }) {
  const renders = useRenders(contentId);
  const start = useStartRender(contentId);
  const running = renders.data?.find((render) => render.status === "queued" || render.status === "rendering");
  const failed = renders.data?.[0]?.status === "failed" ? renders.data[0] : undefined;
  return (
    <Alert color="blue" title="Render your video to share it">
      <Stack gap="xs">
        <Text size="sm">The public page plays the MP4 of your latest render.</Text>
        {failed && (
          <Text size="sm" c="red">
            The last render failed: {failed.error}
          </Text>
        )}
        {running ? (
          <Progress value={running.progress * 100} animated aria-label="Render progress" />
        ) : (
          <Button w="fit-content" loading={start.isPending} onClick={() => start.mutate()}>
            Render now
          </Button>
        )}
        {start.isError && (
          <Text size="sm" c="red">
            {start.error.message}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
