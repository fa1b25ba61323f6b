import type { ContactDetailsSharing } from "@ebm/shared/privacy";
import type { MyPrivacy, MyPrivacyBody } from "@ebm/shared/schemas/privacy";
import { Anchor, Button, Card, Divider, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Loading } from "../../../components/Loading.tsx";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { notifyError } from "../../../lib/feedback.ts";
import { showSuccess } from "../../../lib/notify.ts";
import { useDownloadMyData } from "../api/download-my-data.ts";
import { useMyPrivacy } from "../api/get-my-privacy.ts";
import { useUpdateMyPrivacy } from "../api/update-my-privacy.ts";
import { describeRecord, formatWithZone } from "../utils/privacy-words.ts";
import { DeleteAccountModal } from "./DeleteAccountModal.tsx";
import { ContactDetailsChoice, ListingSwitch } from "./PrivacyChoices.tsx";

/** How many consent records the profile lists before "Show all". */
const HISTORY_SHOWN = 5;

const SAVED_WORDS = {
  listed: (listed: boolean) =>
    listed
      ? "You are listed in the attendee directory"
      : "You are no longer listed in the attendee directory",
  contactDetails: (sharing: ContactDetailsSharing) =>
    sharing === "connections"
      ? "Your phone and messenger are shown only to people you meet or chat with"
      : "Your phone and messenger are shown to all signed-in attendees",
};

function Consent({ privacy, timeZone }: { privacy: MyPrivacy; timeZone: string }) {
  const [all, setAll] = useState(false);
  const history = all ? privacy.history : privacy.history.slice(0, HISTORY_SHOWN);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {privacy.accepted
          ? `You agreed to the privacy notice, version ${privacy.accepted.version}, on ${formatWithZone(privacy.accepted.at, timeZone)}.`
          : "You have not agreed to the privacy notice yet."}{" "}
        {privacy.accepted && privacy.accepted.version < privacy.noticeVersion
          ? `It has changed since: version ${privacy.noticeVersion} is current. `
          : ""}
        <Anchor component={Link} to="/privacy" underline="always">
          Read the privacy notice
        </Anchor>
      </Text>
      {privacy.history.length > 0 && (
        <>
          <Title order={3} size="h5" id="profile-privacy-history">
            Your choices so far
          </Title>
          <Stack
            gap={4}
            component="ul"
            aria-labelledby="profile-privacy-history"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
          >
            {history.map((record) => (
              <Text component="li" size="sm" key={`${record.kind}-${record.at}-${record.value}`}>
                <Text span c="dimmed" size="sm">
                  {formatWithZone(record.at, timeZone)}:
                </Text>{" "}
                {describeRecord(record)}
              </Text>
            ))}
          </Stack>
          {privacy.history.length > HISTORY_SHOWN && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setAll((shown) => !shown)}
              w="fit-content"
            >
              {all ? "Show fewer" : `Show all ${privacy.history.length}`}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}

function Switches({ privacy, userId }: { privacy: MyPrivacy; userId: number }) {
  const update = useUpdateMyPrivacy(userId);
  // The choice shows at once, in the same render as the click, until the server has answered
  // (the stored answer then shows; a refusal puts the old value back).
  const [pending, setPending] = useState<Omit<MyPrivacyBody, "source">>({});
  const change = (body: Omit<MyPrivacyBody, "source">, saved: string) => {
    setPending(body);
    update.mutate(
      { ...body, source: "profile" },
      {
        onSuccess: () => showSuccess({ title: saved }),
        onError: (error) => notifyError(error, { title: "Your privacy setting could not be saved" }),
        onSettled: () => setPending({}),
      },
    );
  };
  return (
    <Stack gap="md">
      <ListingSwitch
        checked={pending.listed ?? privacy.listed}
        disabled={update.isPending}
        onChange={(listed) => change({ listed }, SAVED_WORDS.listed(listed))}
      />
      <ContactDetailsChoice
        value={pending.contactDetails ?? privacy.contactDetails}
        disabled={update.isPending}
        onChange={(contactDetails) => change({ contactDetails }, SAVED_WORDS.contactDetails(contactDetails))}
      />
    </Stack>
  );
}

function YourData() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Your data
      </Title>
      <Text size="sm">
        Everything we hold about you, from your profile to your meetings, notes, messages, leads, dinner,
        check-ins, choices and sign-ins, as JSON and CSV files in one zip archive.
      </Text>
      <Group gap="sm" mt={4}>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => notifyError(error, { title: "Your data could not be downloaded" }),
            })
          }
        >
          Download my data
        </Button>
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => setDeleting(true)}
        >
          Delete my account
        </Button>
      </Group>
      <DeleteAccountModal opened={deleting} onClose={() => setDeleting(false)} />
    </Stack>
  );
}

/**
 * The profile's Privacy section: the directory listing and who sees the phone and messenger (each
 * change saved at once and recorded), the notice agreed to and the choices so far, the download of
 * everything held about the person and the deletion of their account.
 */
export function ProfilePrivacy({ userId }: { userId: number }) {
  const privacy = useMyPrivacy(userId);
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-privacy">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-privacy">
          Privacy
        </Title>
        {privacy.data ? (
          <>
            <Switches privacy={privacy.data} userId={userId} />
            <Consent privacy={privacy.data} timeZone={timeZone} />
          </>
        ) : privacy.isError ? (
          <Text size="sm" c="red.9">
            Your privacy settings could not be loaded. Please reload the page to try again.
          </Text>
        ) : (
          <Loading label="Loading your privacy settings" gap="sm">
            <Skeleton height={48} />
            <Skeleton height={72} />
          </Loading>
        )}
        <Divider />
        <YourData />
      </Stack>
    </Card>
  );
}
