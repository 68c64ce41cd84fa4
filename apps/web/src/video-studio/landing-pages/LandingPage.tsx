import { Center, Container, Loader, Text } from "@mantine/core";
import { IconFileOff } from "@tabler/icons-react";
import { useParams } from "react-router";
import { useSession } from "../../session/session-context";
import { PublicUnavailable } from "../../ui/PublicPageParts";
import { useOwnLandingPage, usePublicLandingPage } from "./landing-api";
import { LandingPageEditor } from "./LandingPageEditor";
import { PublicLandingView } from "./PublicLandingView";

/**
 * `/pages/{id}`: a landing page presenting shared videos. Visitors see it once published; its
 * owner, signed in, edits it here above the page as visitors see it.
 */
export default function LandingPage() {
  const { pageId = "" } = useParams();
  const { user, loading } = useSession();
  const own = useOwnLandingPage(pageId, Boolean(user));
  const visible = usePublicLandingPage(pageId);

  if (loading || (user && own.isPending) || (!own.data && visible.isPending))
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading the page" />
      </Center>
    );
  if (own.data)
    return (
      <>
        <Container size="lg" pt="xl">
          <LandingPageEditor key={own.data.updated_at} page={own.data} />
        </Container>
        {visible.data ? (
          <PublicLandingView page={visible.data} />
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            Publish the page to see it as visitors will.
          </Text>
        )}
      </>
    );
  if (!visible.data)
    return (
      <PublicUnavailable
        icon={IconFileOff}
        title="This page is not available"
        reason="It was never published, its owner took it down, or the link is mistyped."
      />
    );
  return <PublicLandingView page={visible.data} />;
}
