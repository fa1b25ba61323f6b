import type { ContactDetailsSharing } from "@ebm/shared/privacy";
import { CONTACT_DETAILS_SHARING } from "@ebm/shared/privacy";
import { Radio, Stack, Switch } from "@mantine/core";
import {
  CONTACT_DETAILS_CHOICES,
  CONTACT_DETAILS_LABEL,
  LISTING_DESCRIPTION,
  LISTING_LABEL,
} from "../utils/privacy-words.ts";

/** The directory listing's switch (the consent prompt and the profile). */
export function ListingSwitch({
  checked,
  disabled = false,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (listed: boolean) => void;
}) {
  return (
    <Switch
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
      label={LISTING_LABEL}
      description={LISTING_DESCRIPTION}
    />
  );
}

const isSharing = (value: string): value is ContactDetailsSharing =>
  (CONTACT_DETAILS_SHARING as readonly string[]).includes(value);

/** Who sees the person's phone and messenger: every signed-in attendee, or only their connections. */
export function ContactDetailsChoice({
  value,
  disabled = false,
  onChange,
}: {
  value: ContactDetailsSharing;
  disabled?: boolean;
  onChange: (sharing: ContactDetailsSharing) => void;
}) {
  return (
    <Radio.Group
      label={CONTACT_DETAILS_LABEL}
      description="Shown with your name on your company's page."
      value={value}
      onChange={(next) => {
        if (isSharing(next)) onChange(next);
      }}
    >
      <Stack gap="xs" mt={8}>
        {CONTACT_DETAILS_CHOICES.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
