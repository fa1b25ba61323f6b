import { HOW_HEARD_OPTIONS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import { PROFILE_MAX_CHARS } from "@ebm/shared/registration";
import type { Country } from "@ebm/shared/schemas/misc";
import { Alert, NativeSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useMemo, useRef } from "react";
import { companyFieldError, continueHint, LIVE_VALIDATION_MS } from "../utils/company-rules.ts";
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

const profileRule = (value: string) =>
  requiredText(value) ??
  (value.length > PROFILE_MAX_CHARS ? MESSAGES.form.maxLength(PROFILE_MAX_CHARS) : null);

type Field = keyof CompanyValues;

/**
 * Each field's rule. Website, telephone and VAT number are checked by the registration's own schema
 * (an http(s) address, a host name sent as https://…, or "-" for none; at most 60 characters for
 * the others), so the form accepts exactly what the server accepts.
 */
function rulesFor(isMember: boolean): Record<Field, (value: string | null) => string | null> {
  const text = (rule: (value: string) => string | null) => (value: string | null) => rule(value ?? "");
  return {
    companyName: text(requiredText),
    streetAddress: text(requiredText),
    city: text((value) => (isMember ? null : requiredText(value))),
    postalCode: text((value) => (isMember ? null : requiredText(value))),
    country: (value) => (value ? null : MESSAGES.form.required),
    website: text((value) => companyFieldError("website", value)),
    tel: text((value) => companyFieldError("tel", value)),
    vat: text((value) => companyFieldError("vat", value)),
    profile: text(profileRule),
    heardThrough: () => null,
  };
}

/** The fields in the order the step shows them, with their labels. */
const fieldLabels = (isMember: boolean): [Field, string][] => [
  ["companyName", "Company name"],
  ["country", "Country"],
  ["streetAddress", isMember ? "Address" : "Street address"],
  ["postalCode", "Postal code"],
  ["city", "City"],
  ["website", "Website"],
  ["tel", "Telephone"],
  ["vat", "VAT number"],
  ["profile", "Company profile"],
];

/** What keeps Continue disabled: the fields still empty, then those filled in wrongly. */
function missingHint(values: CompanyValues, isMember: boolean): string | null {
  const rules = rulesFor(isMember);
  const empty: string[] = [];
  const wrong: string[] = [];
  for (const [field, label] of fieldLabels(isMember)) {
    const value = values[field];
    if (rules[field](value) === null) continue;
    if (value === null || value.trim() === "") empty.push(label);
    else wrong.push(label);
  }
  return continueHint(empty, wrong);
}

/**
 * Checks a field once typing pauses, so a wrong website or number is pointed out while the user is
 * still on it (the form clears a field's error as soon as it changes).
 */
function useCheckWhileTyping(value: string, check: () => void): void {
  const checkRef = useRef(check);
  checkRef.current = check;
  // Untouched, the field is not checked (an empty form shows no errors); once typed in, every change is.
  const initialValue = useRef(value);
  const typedIn = useRef(false);
  useEffect(() => {
    if (!typedIn.current && value === initialValue.current) return;
    typedIn.current = true;
    const timer = window.setTimeout(() => checkRef.current(), LIVE_VALIDATION_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
}

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
    validate: rulesFor(isMember),
  });
  useCheckWhileTyping(form.values.website, () => form.validateField("website"));
  useCheckWhileTyping(form.values.tel, () => form.validateField("tel"));
  useCheckWhileTyping(form.values.vat, () => form.validateField("vat"));

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
  const hint = valid ? null : missingHint(form.values, isMember);

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
          hint={hint}
        />
      </Stack>
    </form>
  );
}
