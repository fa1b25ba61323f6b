import type { CompanyContact } from "@ebm/shared/schemas/companies";
import { Switch } from "@mantine/core";
import { notifyError } from "../../../lib/feedback.ts";
import { showSuccess } from "../../../lib/notify.ts";
import { useUpdateContact } from "../api/update-contact.ts";

/**
 * The own contact's "Suggest people to meet" switch (the contact's `possibleMatchesDisabled`,
 * inverted): off, the Attendees page shows no suggestions and no mail of new ones is sent. Saved at
 * once, with the contact's saved details, whatever is being typed above it.
 */
export function MatchesSwitch({ contact, companyId }: { contact: CompanyContact; companyId: number }) {
  const update = useUpdateContact(companyId);
  const on = !(update.isPending
    ? (update.variables.possibleMatchesDisabled ?? false)
    : contact.possibleMatchesDisabled);
  return (
    <Switch
      checked={on}
      disabled={update.isPending}
      onChange={(event) => {
        const suggest = event.currentTarget.checked;
        update.mutate(
          {
            id: contact.id,
            name: contact.name,
            tel: contact.tel,
            function: contact.function,
            possibleMatchesDisabled: !suggest,
          },
          {
            onSuccess: () =>
              showSuccess({
                title: suggest ? "Suggestions are on" : "Suggestions and their mail are off",
              }),
            onError: (error) => notifyError(error, { title: "Your suggestions setting could not be saved" }),
          },
        );
      }}
      label="Suggest people to meet"
      description="Possible matches on the Attendees page, and a mail when there are new ones. Off: neither."
    />
  );
}
