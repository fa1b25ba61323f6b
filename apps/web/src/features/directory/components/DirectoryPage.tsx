import { Stack, Tabs, Text, Title } from "@mantine/core";
import { type ComponentType, useState } from "react";
import { useSearchParams } from "react-router";
import { useRouteHandle } from "../../../lib/route-handle.ts";
import { useUser } from "../../../lib/session/use-session.ts";
import { DirectorySearch } from "./DirectorySearch.tsx";
import { MyWishes } from "./MyWishes.tsx";
import { SuggestedForYou, type SuggestionTarget } from "./SuggestedForYou.tsx";

/** The meeting request flow for a suggestion, handed in by the app (it belongs to the company page). */
export type SuggestionRequestFlow = ComponentType<SuggestionTarget & { onClose: () => void }>;

/** The address parameter of the open tab: absent for the directory, "wishes" for the wish list. */
const VIEW_PARAM = "view";

/**
 * The attendee directory (part 2 §2): a search by text, main interest and trading type, the
 * matching companies as a table (cards on phones), and the attendee list as a CSV file. Signed in,
 * it also suggests whom to meet (with a meeting request there and then, through `RequestFlow`) and
 * holds the attendee's wish list in a tab of its own. The search and the tab live in the address,
 * so reload, back and forward keep them.
 */
export function DirectoryPage({ RequestFlow }: { RequestFlow?: SuggestionRequestFlow }) {
  const handle = useRouteHandle();
  const user = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  // Each request from a suggestion mounts the flow afresh; it stays mounted after, so its dialogs close gently.
  const [asking, setAsking] = useState<(SuggestionTarget & { n: number }) | null>(null);
  const view = user && searchParams.get(VIEW_PARAM) === "wishes" ? "wishes" : "find";

  const chooseView = (next: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (next === "wishes") params.set(VIEW_PARAM, "wishes");
    else params.delete(VIEW_PARAM);
    setSearchParams(params, { preventScrollReset: true });
  };

  const heading = (
    <Stack gap="xs">
      <Title order={1}>{handle?.heading ?? "Attendees"}</Title>
      <Text size="lg">{handle?.description}</Text>
    </Stack>
  );
  if (!user)
    return (
      <Stack gap="lg">
        {heading}
        <DirectorySearch />
      </Stack>
    );

  return (
    <Stack gap="lg">
      {heading}
      <Tabs value={view} onChange={chooseView} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="find" fw={600}>
            Find companies
          </Tabs.Tab>
          <Tabs.Tab value="wishes" fw={600}>
            My wishes
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="find">
          <Stack gap="lg">
            <SuggestedForYou
              userId={user.id}
              onRequest={
                RequestFlow ? (target) => setAsking({ ...target, n: (asking?.n ?? 0) + 1 }) : undefined
              }
            />
            <DirectorySearch />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="wishes">
          <MyWishes userId={user.id} />
        </Tabs.Panel>
      </Tabs>
      {RequestFlow && asking && (
        <RequestFlow
          key={asking.n}
          companyId={asking.companyId}
          contactId={asking.contactId}
          onClose={() => undefined}
        />
      )}
    </Stack>
  );
}
