import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconLink, IconPhoto, IconShoppingBag, IconSparkles, IconTemplate } from "@tabler/icons-react";
import { Link } from "react-router";
import { useSession } from "../session/session-context";

const starts = [
  { to: "/prompt-to-video", title: "From a prompt", text: "Describe the video; get a script and scenes.", icon: IconSparkles },
  { to: "/url-to-video", title: "From a web page", text: "Turn a page's text and images into scenes.", icon: IconLink },
  { to: "/product", title: "From a product", text: "Name, photos and price become an ad.", icon: IconShoppingBag },
  { to: "/create", title: "From a template", text: "Start blank in a designed style.", icon: IconTemplate },
  { to: "/image-gen", title: "Generate images", text: "Prompt, vibe, aspect ratio.", icon: IconPhoto },
];

export default function HomePage() {
  const { user } = useSession();
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          Welcome{user?.name ? `, ${user.name}` : ""}
        </Title>
        <Text c="dimmed">Where would you like to start?</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {starts.map(({ to, title, text, icon: Icon }) => (
          <Card key={to} component={Link} to={to} withBorder padding="lg" radius="md">
            <Group gap="sm" mb={6}>
              <Icon size={22} stroke={1.6} aria-hidden />
              <Text fw={600}>{title}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="lg" radius="md">
        <Group gap="sm">
          <Text fw={600}>Recent work</Text>
          <Badge color="gray" variant="light">
            Not built yet
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          Your recent videos and images will be listed here once video creation is built.
        </Text>
      </Card>
    </Stack>
  );
}
