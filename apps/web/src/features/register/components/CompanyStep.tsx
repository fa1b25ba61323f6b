import { HOW_HEARD_OPTIONS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import type { Country } from "@ebm/shared/schemas/misc";
import { PROFILE_MAX_CHARS } from "@ebm/shared/schemas/register";
import { URL_MESSAGES, websiteToStore } from "@ebm/shared/url";
import { Alert, NativeSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { requiredText } from "../utils/validators.ts";
import type { CompanyValues } from "../utils/wizard-state.ts";
import { StepActions } from "./StepActions.tsx";

interface CompanyStepProps {
  values: CompanyValues;
  isMember: boolean;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  onBack: (values: CompanyValues) => void;
  onNext: (values: CompanyValues) => void;
}

/** The server's rule: an http(s) address, a host name (sent as https://…), or "-" for none. */
const websiteRule = (value: string) =>
  requiredText(value) ?? (websiteToStore(value) === null ? URL_MESSAGES.website : null);

const profileRule = (value: string) =>
  requiredText(value) ??
  (value.length > PROFILE_MAX_CHARS ? MESSAGES.form.maxLength(PROFILE_MAX_CHARS) : null);

/**
 * Step 2: the company (part 1 §5). Every field is required and Continue stays disabled until they
 * are filled. A member's company comes from the marketplace: its fields are read-only, city and
 * postal code are not shown (they are part of the address there), nor are the profile and the
 * "how did you hear" question, unless the marketplace left one of them empty.
 */
export function CompanyStep({
  values,
  isMember,
  countries,
  countriesFailed,
  onBack,
  onNext,
}: CompanyStepProps) {
  // Locked: the member's prefilled fields. An empty one stays editable, or the step could not be completed.
  const locked = (field: keyof CompanyValues) => isMember && Boolean(values[field]);
  const form = useForm<CompanyValues>({
    mode: "controlled",
    initialValues: values,
    validateInputOnBlur: true,
    validateInputOnChange: ["profile"],
    validate: {
      companyName: requiredText,
      streetAddress: requiredText,
      city: (value) => (isMember ? null : requiredText(value)),
      postalCode: (value) => (isMember ? null : requiredText(value)),
      country: (value) => (value ? null : MESSAGES.form.required),
      website: websiteRule,
      tel: requiredText,
      vat: requiredText,
      profile: profileRule,
    },
  });

  const countryOptions = useMemo(
    () => (countries ?? []).map((c) => ({ value: String(c.country_id), label: c.country })),
    [countries],
  );
  const countryName = countries?.find((c) => String(c.country_id) === form.values.country)?.country ?? "";

  const field = (name: keyof CompanyValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      label={label}
      required={!locked(name)}
      readOnly={locked(name)}
      variant={locked(name) ? "filled" : "default"}
      {...extra}
      {...form.getInputProps(name)}
    />
  );

  const profileLength = form.values.profile.length;
  const valid = form.isValid();

  return (
    <form noValidate onSubmit={form.onSubmit((submitted) => onNext(submitted))} aria-label="Company profile">
      <Stack gap="md" maw={880}>
        {countriesFailed && (
          <Alert color="red" variant="light" title="The list of countries could not be loaded">
            Please reload the page in a moment.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field("companyName", "Company name", { autoComplete: "organization" })}
          {locked("country") ? (
            <TextInput label="Country" readOnly variant="filled" value={countryName} />
          ) : (
            <Select
              label="Country"
              placeholder={countries ? "Choose your country" : "Loading countries…"}
              data={countryOptions}
              searchable
              required
              nothingFoundMessage="No country found"
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("country")}
            />
          )}
          {field("streetAddress", isMember ? "Address" : "Street address", {
            autoComplete: "street-address",
          })}
          {!isMember && field("postalCode", "Postal code", { autoComplete: "postal-code" })}
          {!isMember && field("city", "City", { autoComplete: "address-level2" })}
          {field("website", "Website", { type: "url", autoComplete: "url" })}
          {field("tel", "Telephone", { type: "tel", autoComplete: "tel" })}
          {field("vat", "VAT number")}
        </SimpleGrid>
        {!locked("profile") && (
          <Textarea
            label="Company profile"
            required
            autosize
            minRows={4}
            maxRows={12}
            description={`${profileLength} / ${PROFILE_MAX_CHARS} characters`}
            inputWrapperOrder={["label", "input", "description", "error"]}
            {...form.getInputProps("profile")}
          />
        )}
        {!isMember && (
          <NativeSelect
            label="How did you hear about us?"
            required
            data={[...HOW_HEARD_OPTIONS]}
            {...form.getInputProps("heardThrough")}
          />
        )}
        <StepActions
          onBack={() => onBack(form.getValues())}
          nextLabel="Continue"
          nextType="submit"
          nextDisabled={!valid}
        />
      </Stack>
    </form>
  );
}
