import { Alert, Container, Loader, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { CampaignForm } from "./CampaignForm";
import { useMemberCampaign, useMemberCampaigns } from "./campaigns-api";

/** `megapot`: a client campaign's quick-create page; with one campaign it opens at once. */
export default function MegapotPage() {
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
        <Text mt="md">You are not a member of any client campaign yet. Ask your team's Framewise contact to add you to the client.</Text>
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
