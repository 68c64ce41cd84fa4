import { Alert, Box, Button, ColorSwatch, Group, Paper, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/http";
import { ASPECT_RATIOS, type AspectRatio } from "@framewise/scene";
import { useImportPage, useStartVideo, type PageFacts } from "./create-api";
import { ImagePicks, PagePicture } from "./ImagePicks";
import { PlannerNote } from "../shared/PlannerNote";
import { usePrefetchEditor } from "../content/prefetch-editor";

/** URL to video: a page is read safely, the user keeps the pictures and words they want, and a storyboard is planned from them. */
export default function UrlToVideoPage() {
  usePrefetchEditor();
  const navigate = useNavigate();
  const importPage = useImportPage();
  const start = useStartVideo();
  const [url, setUrl] = useState("");
  const [facts, setFacts] = useState<PageFacts | null>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("9:16");

  const read = async (event: FormEvent) => {
    event.preventDefault();
    const page = await importPage.mutateAsync(url.trim()).catch(() => null);
    setFacts(page);
    setPicked(page?.images.slice(0, 4).map((image) => image.url) ?? []);
  };
  const plan = async () => {
    if (!facts) return;
    const video = await start.mutateAsync({
      from: "url",
      page: { ...facts, images: facts.images.filter((image) => picked.includes(image.url)) },
      images: picked,
      aspectRatio,
    });
    void navigate(`/content/${video.id}/edit`);
  };
  const urlError = importPage.error instanceof ApiError ? importPage.error.message : importPage.error?.message;

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">
        URL to video
      </Title>
      <form onSubmit={(event) => void read(event)}>
        <Group align="flex-start" gap="xs">
          <TextInput
            label="Web page"
            placeholder="https://shop.example.com/products/trail-runner"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={urlError}
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} loading={importPage.isPending} disabled={!url.trim()}>
            Read the page
          </Button>
        </Group>
      </form>
      <PlannerNote textPlan="the storyboard is planned from the page: its title opens the video, a price gets a product scene, each picture you keep gets a scene with the page's sentences, and the page's own call to action closes it." />
      {facts && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <TextInput
              label="Title"
              value={facts.title}
              maxLength={200}
              onChange={(event) => setFacts({ ...facts, title: event.currentTarget.value })}
            />
            <Textarea
              label="Description"
              value={facts.description ?? ""}
              maxLength={500}
              autosize
              minRows={2}
              onChange={(event) => setFacts({ ...facts, description: event.currentTarget.value || null })}
            />
            {facts.product && (
              <Group grow>
                <TextInput
                  label="Product"
                  value={facts.product.name}
                  onChange={(event) => setFacts({ ...facts, product: { ...facts.product!, name: event.currentTarget.value } })}
                />
                <TextInput
                  label="Price"
                  value={facts.product.price ?? ""}
                  onChange={(event) => setFacts({ ...facts, product: { ...facts.product!, price: event.currentTarget.value || null } })}
                />
              </Group>
            )}
            <TextInput
              label="Call to action"
              value={facts.callToAction?.text ?? ""}
              maxLength={30}
              placeholder={facts.product ? "Shop now" : "Learn more"}
              description={
                facts.callToAction?.url
                  ? `The end card's button, as the page has it; it leads to ${new URL(facts.callToAction.url).hostname}.`
                  : "The end card's button. Left empty, a generic one."
              }
              onChange={(event) => {
                const text = event.currentTarget.value;
                setFacts({ ...facts, callToAction: text.trim() ? { text, url: facts.callToAction?.url ?? null } : null });
              }}
            />
            <Stack gap={6}>
              <Text fw={500} size="sm">
                Pictures ({picked.length} of {facts.images.length} kept, in this order)
              </Text>
              <ImagePicks images={facts.images} picked={picked} onChange={setPicked} />
              <Text c="dimmed" size="xs">
                The pictures you keep, and the logo, are copied into your asset library when the video is planned.
              </Text>
            </Stack>
            {(facts.logo || facts.brandColor) && (
              <Group gap="md" align="center" data-testid="page-brand">
                {facts.logo && (
                  <Box w={120}>
                    <PagePicture url={facts.logo} alt={`${facts.siteName ?? "The site's"} logo`} h={48} />
                  </Box>
                )}
                {facts.brandColor && <ColorSwatch color={facts.brandColor} aria-label={`Brand colour ${facts.brandColor}`} />}
                <Text size="sm" c="dimmed" maw={520}>
                  {facts.logo ? "The logo goes where the template has room for one, never as a scene's photo. " : ""}
                  {facts.brandColor ? "The page's colour is shaded where needed so every text stays readable on the template." : ""}
                </Text>
              </Group>
            )}
            <SegmentedControl
              data={[...ASPECT_RATIOS]}
              value={aspectRatio}
              onChange={(value) => setAspectRatio(value)}
              aria-label="Aspect ratio"
              w="fit-content"
            />
            {start.isError && <Alert color="red">{start.error.message}</Alert>}
            <Button w="fit-content" loading={start.isPending} disabled={!facts.title.trim()} onClick={() => void plan()}>
              Plan my video
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
