import { Alert, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLink, IconShoppingBag, IconSparkles, type Icon } from "@tabler/icons-react";
import { ASPECT_RATIOS, type AspectRatio } from "@framewise/scene";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLayouts, useTemplates } from "../content/content-api";
import { useRendererFonts } from "../content/use-renderer-fonts";
import { useStartVideo } from "./create-api";
import { TemplateCard } from "./TemplateCard";
import { usePrefetchEditor } from "../content/prefetch-editor";
import { templateTone, type TemplateTone } from "./template-tone";

const STARTS: { to: string; title: string; text: string; icon: Icon }[] = [
  {
    to: "/prompt-to-video",
    title: "From a prompt",
    text: "Describe the video in a few sentences; get a storyboard to edit.",
    icon: IconSparkles,
  },
  { to: "/url-to-video", title: "From a web page", text: "A product or article page's words and pictures become scenes.", icon: IconLink },
  { to: "/product", title: "From a product", text: "Name, photos, price and benefits become an ad.", icon: IconShoppingBag },
];

/** The one place to start a video: from a prompt, a page or a product, or blank in a template. */
export default function CreatePage() {
  usePrefetchEditor();
  const navigate = useNavigate();
  const templates = useTemplates();
  const layouts = useLayouts();
  const fontsReady = useRendererFonts();
  const start = useStartVideo();
  const [aspectRatio, setAspectRatio] = useState<AspectRatio>("9:16");
  const [tone, setTone] = useState<TemplateTone | "all">("all");
  const shown = templates.data?.filter((template) => tone === "all" || templateTone(template) === tone) ?? [];

  const startBlank = async (templateId: string) => {
    const video = await start.mutateAsync({ from: "template", templateId, aspectRatio }).catch(() => null);
    if (video) void navigate(`/content/${video.id}/edit`);
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Title order={1} size="h2">
        Create
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {STARTS.map(({ to, title, text, icon: StartIcon }) => (
          <Card key={to} component={Link} to={to} withBorder radius="md" padding="lg" style={{ textDecoration: "none", color: "inherit" }}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" radius="md">
                <StartIcon size={20} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} size="h4">
            Start blank from a template
          </Title>
          <Text size="sm" c="dimmed">
            An opening title and a closing call to action in the template's style, ready for your words. Hover a template to see it move.
          </Text>
        </Stack>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Style"
            data={[
              { value: "all", label: "All styles" },
              { value: "light", label: "Light" },
              { value: "dark", label: "Dark" },
            ]}
            value={tone}
            onChange={setTone}
          />
          <SegmentedControl aria-label="Aspect ratio" data={[...ASPECT_RATIOS]} value={aspectRatio} onChange={setAspectRatio} />
        </Group>
      </Group>
      {start.isError && <Alert color="red">{start.error.message}</Alert>}
      {templates.isPending || layouts.isPending ? (
        <Loader />
      ) : templates.isError || layouts.isError ? (
        <Alert color="red">The templates could not be loaded.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              layouts={layouts.data}
              aspectRatio={aspectRatio}
              fontsReady={fontsReady}
              starting={start.isPending && start.variables.from === "template" && start.variables.templateId === template.id}
              onStart={() => void startBlank(template.id)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
