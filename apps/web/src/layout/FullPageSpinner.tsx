import { Center, Loader } from "@mantine/core";

export function FullPageSpinner() {
  return (
    <Center mih="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
