import { Alert, Button, Group, Input, Modal, Select, Stack, Switch, TextInput } from "@mantine/core";
import type { CampaignInfo } from "@framewise/contracts";
import { useState } from "react";
import type { ClientTemplate } from "../shared/clients-api";
import { fieldErrors } from "../../api/field-errors";
import { useSaveCampaign, type CampaignSettings } from "./staff-campaigns-api";
import { VariableOrder } from "./VariableOrder";

interface Props {
  clientId: string;
  /** The campaign to change; a new one when absent. */
  campaign?: CampaignInfo;
  templates: ClientTemplate[];
  onClose: () => void;
}

/** A campaign's name, client template, the variables its form shows (in order) and whether members can use it. */
export function CampaignEditor({ clientId, campaign, templates, onClose }: Props) {
  const save = useSaveCampaign(clientId);
  const [settings, setSettings] = useState<CampaignSettings>(() =>
    campaign
      ? { name: campaign.name, client_template_id: campaign.client_template_id, variables: campaign.variables, active: campaign.active }
      : { name: "", client_template_id: templates[0]?.id ?? "", variables: [], active: true },
  );
  const change = (changes: Partial<CampaignSettings>) => setSettings((current) => ({ ...current, ...changes }));
  const template = templates.find((item) => item.id === settings.client_template_id);
  const errors = fieldErrors(save.error);
  const ready = settings.name.trim() !== "" && template !== undefined && settings.variables.length > 0;
  return (
    <Modal opened onClose={onClose} title={campaign ? `Edit “${campaign.name}”` : "New campaign"} size="lg">
      <Stack
        component="form"
        aria-label="Campaign"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ ...settings, name: settings.name.trim(), id: campaign?.id }, { onSuccess: onClose });
        }}
      >
        <TextInput
          label="Name"
          required
          maxLength={120}
          value={settings.name}
          error={errors.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <Select
          label="Template"
          required
          data={templates.map((item) => ({ value: item.id, label: item.name }))}
          value={settings.client_template_id || null}
          error={errors.client_template_id}
          allowDeselect={false}
          onChange={(id) => {
            const variables = templates.find((item) => item.id === id)?.document.variables ?? {};
            change({ client_template_id: id ?? "", variables: settings.variables.filter((name) => Object.hasOwn(variables, name)) });
          }}
        />
        {template && (
          <Input.Wrapper
            label="Form fields"
            description="Tick the variables members fill in; drag or use the arrows to order them."
            error={errors.variables}
          >
            <VariableOrder
              variables={template.document.variables}
              chosen={settings.variables}
              errors={errors}
              onChange={(variables) => change({ variables })}
            />
          </Input.Wrapper>
        )}
        <Switch
          label="Active: members of the client can make videos with it"
          checked={settings.active}
          onChange={(event) => change({ active: event.currentTarget.checked })}
        />
        {save.error && <Alert color="red">{save.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!ready}>
            {campaign ? "Save" : "Create campaign"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
