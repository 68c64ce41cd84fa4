import { Alert, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { fieldErrors } from "../../api/field-errors";

export interface IdAndName {
  id: string;
  name: string;
}

interface Props {
  title: string;
  submitLabel: string;
  initial: IdAndName;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: IdAndName) => void;
  onClose: () => void;
}

/** An id and a name for a new item (blank or a duplicate); the server's complaints shown beside the field they name. */
export function ItemFormModal({ title, submitLabel, initial, pending, error, onSubmit, onClose }: Props) {
  const [values, setValues] = useState(initial);
  const fields = fieldErrors(error);
  const set = (key: keyof IdAndName) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [key]: event.currentTarget.value });

  return (
    <Modal opened onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit({ id: values.id.trim(), name: values.name.trim() });
        }}
      >
        <Stack>
          <TextInput
            label="Id"
            description="Lower-case letters, digits and -; it never changes."
            required
            maxLength={64}
            data-autofocus
            value={values.id}
            onChange={set("id")}
            error={fields.id}
          />
          <TextInput label="Name" required maxLength={200} value={values.name} onChange={set("name")} error={fields.name} />
          {error && !fields.id && !fields.name && <Alert color="red">{error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={!values.id.trim() || !values.name.trim()}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
