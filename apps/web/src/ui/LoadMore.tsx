import { Button, Center } from "@mantine/core";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of an infinite list, on request (and for keyboards, when scrolling does not reach it). */
export function LoadMore({ list }: { list: Pages }) {
  if (!list.hasNextPage) return null;
  return (
    <Center>
      <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        Load more
      </Button>
    </Center>
  );
}
