import { Alert, Badge, Container, Loader, Select, Stack, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useMemberReviewQueue, waitingCount } from "../pipelines/member-review-api";
import { MemberReviewQueue } from "../pipelines/MemberReviewQueue";
import { CampaignForm } from "./CampaignForm";
import { useMemberCampaign, useMemberCampaigns } from "./campaigns-api";

/** Why there is no campaign to make: the user's clients have none yet, or the user is in no client. */
function NoCampaign() {
  const clients = useMemberReviewQueue();
  if (clients.isPending) return <Loader size="sm" aria-label="Loading your clients" />;
  const names = (clients.data ?? []).map((queue) => queue.client.name);
  if (!names.length)
    return <Text mt="md">You are not a member of any client yet. Ask your team's Framewise contact to add you to the client.</Text>;
  return (
    <Text mt="md">
      {names.length === 1 ? `${names[0]} has no campaigns yet.` : `Your clients (${names.join(", ")}) have no campaigns yet.`} Campaigns are
      set up by your team's Framewise contact on the client's page: ask them for one, and it will be here.
    </Text>
  );
}

/** A client campaign's quick-create form; with one campaign it opens at once. */
function CampaignMaker() {
  const list = useMemberCampaigns();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = picked ?? list.data?.[0]?.id;
  const campaign = useMemberCampaign(chosen);
  if (list.isPending) return <Loader aria-label="Loading campaigns" />;
  if (list.isError) return <Alert color="red">{list.error.message}</Alert>;
  if (!list.data.length)
    return (
      <Container size="sm">
        <Title order={1}>Campaign video</Title>
        <NoCampaign />
      </Container>
    );
  return (
    <Stack>
      {list.data.length > 1 && (
        <Select
          label="Campaign"
          data={list.data.map((item) => ({ value: item.id, label: `${item.name} (${item.client.name})` }))}
          value={chosen ?? null}
          onChange={setPicked}
          w={360}
        />
      )}
      {campaign.isPending ? (
        <Loader aria-label="Loading the campaign" />
      ) : campaign.isError ? (
        <Alert color="red">{campaign.error.message}</Alert>
      ) : (
        <CampaignForm key={campaign.data.id} campaign={campaign.data} />
      )}
    </Stack>
  );
}

/** `megapot`: a client member's page: make a campaign video, or review the drafts their clients' pipelines wait on. */
export default function MegapotPage() {
  const waiting = waitingCount(useMemberReviewQueue().data);
  return (
    <Tabs defaultValue="make" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="make">Make a video</Tabs.Tab>
        <Tabs.Tab
          value="review"
          rightSection={
            waiting ? (
              <Badge size="xs" circle aria-label={`${waiting} waiting`}>
                {waiting}
              </Badge>
            ) : null
          }
        >
          Review drafts
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="make">
        <CampaignMaker />
      </Tabs.Panel>
      <Tabs.Panel value="review">
        <MemberReviewQueue />
      </Tabs.Panel>
    </Tabs>
  );
}
