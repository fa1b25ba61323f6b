import type { ContactDetailsSharing } from "@ebm/shared/privacy";
import type { MyPrivacy } from "@ebm/shared/schemas/privacy";
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../lib/api-client.ts";
import { notifyError } from "../../../lib/feedback.ts";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { useSignOut } from "../../../lib/session/use-session.ts";
import { useMyPrivacy } from "../api/get-my-privacy.ts";
import { useUpdateMyPrivacy } from "../api/update-my-privacy.ts";
import { ContactDetailsChoice, ListingSwitch } from "./PrivacyChoices.tsx";

const NOT_AGREED = "Tick the box to agree to the privacy notice, or sign out.";

function ConsentForm({ privacy, userId }: { privacy: MyPrivacy; userId: number }) {
  const update = useUpdateMyPrivacy(userId);
  const signOut = useSignOut();
  const [agreed, setAgreed] = useState(false);
  const [notAgreed, setNotAgreed] = useState(false);
  const [listed, setListed] = useState(privacy.listed);
  const [contactDetails, setContactDetails] = useState<ContactDetailsSharing>(privacy.contactDetails);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setNotAgreed(true);
      return;
    }
    update.mutate(
      { acceptNotice: privacy.noticeVersion, listed, contactDetails, source: "prompt" },
      {
        onSuccess: () => showSuccess({ title: "Thank you: your privacy choices are saved." }),
        onError: (error) => {
          // The notice changed while it was open: the new one is read again before anyone agrees to it.
          if (error instanceof ApiError && error.status === 409) {
            setAgreed(false);
            showError({
              title: "The privacy notice has just changed",
              message: "Please read it again before you agree.",
            });
          } else notifyError(error, { title: "Your choices could not be saved" });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Before you go on, please read our{" "}
          <Anchor href="/privacy" target="_blank" rel="noopener" underline="always">
            privacy notice
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
          : what we keep about you, why, for how long, and your rights. Then choose how other attendees see
          you.
        </Text>
        <ListingSwitch checked={listed} disabled={update.isPending} onChange={setListed} />
        <ContactDetailsChoice
          value={contactDetails}
          disabled={update.isPending}
          onChange={setContactDetails}
        />
        <Checkbox
          label="I agree to the privacy notice"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.currentTarget.checked);
            if (event.currentTarget.checked) setNotAgreed(false);
          }}
          error={notAgreed ? NOT_AGREED : undefined}
        />
        <Text size="sm" c="dimmed">
          You can change both choices at any time under Privacy on your profile.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void signOut()} disabled={update.isPending}>
            Sign out
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save and continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The consent prompt: while the signed-in person has not accepted the current privacy notice, a
 * dialog that only their choice closes (agree, with the listing and contact details choices, or
 * sign out). Read once per sign-in; `paused` on the privacy notice itself, so it can be read.
 */
export function ConsentPrompt({ userId, paused }: { userId: number; paused: boolean }) {
  // Opened after mounting, so the dialog's focus handling starts from the page (see ChangePasswordModal).
  const mounted = useMounted();
  const privacy = useMyPrivacy(userId, { once: true });
  const data = privacy.data;
  if (!data) return null;
  return (
    <Modal
      opened={mounted && !paused && data.consentNeeded}
      onClose={() => undefined}
      title="Your privacy"
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
    >
      <ConsentForm key={data.noticeVersion} privacy={data} userId={userId} />
    </Modal>
  );
}
