import { CATEGORY_OPTIONS, SNACKBAR_MS, type TradingType } from "@ebm/shared/constants";
import { COMPANY_PROFILE_MAX_CHARS, MAX_MAIN_INTERESTS, PROFILE_MESSAGES } from "@ebm/shared/profile";
import type { CompanyDetail } from "@ebm/shared/schemas/companies";
import { URL_MESSAGES, websiteToStore } from "@ebm/shared/url";
import {
  Button,
  Card,
  Checkbox,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useId, useRef, useState } from "react";
import { TierBadge } from "../../../components/TierBadge.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { readPreferences } from "../../../lib/preferences.ts";
import { useUpdateCompany } from "../api/update-company.ts";
import classes from "./CompanyEditForm.module.css";

/** Input limits, the same as the contract's (`updateCompanyBodySchema`). */
const MAX = { tel: 60, address: 300, city: 120, postalCode: 40, website: 200 } as const;

interface Values {
  tel: string;
  website: string;
  address: string;
  postalCode: string;
  city: string;
  profile: string;
  categories: string[];
  trading: TradingType | null;
}

function initialValues(company: CompanyDetail): Values {
  const preferences = readPreferences(company.preferences, company.tradingType);
  return {
    tel: company.tel,
    website: company.website === "-" ? "" : company.website,
    address: company.address ?? "",
    postalCode: company.postalCode ?? "",
    city: company.city ?? "",
    profile: company.profile,
    categories: preferences.categories.map(String),
    trading: preferences.trading,
  };
}

/** A field the user sees but cannot change here (it comes from the membership records). */
function ReadOnlyField({ label, value }: { label: string; value: string | null }) {
  return <TextInput label={label} value={value || "-"} readOnly variant="filled" />;
}

/**
 * The Company Details card of the own profile in edit mode: phone, website (no spaces), address,
 * description (at most 350 characters, the rest counted down), 1 to 3 main interests and the trade
 * type; name, VAT or EORI number and country are shown read-only (part 2 §2, §5).
 */
export function CompanyEditForm({ company }: { company: CompanyDetail }) {
  const [values, setValues] = useState<Values>(() => initialValues(company));
  const update = useUpdateCompany(company.id);
  const headingId = useId();
  // Where focus goes when the form is sent with a mistake: the field to correct.
  const websiteRef = useRef<HTMLInputElement>(null);
  const profileRef = useRef<HTMLTextAreaElement>(null);
  const interestsRef = useRef<HTMLDivElement>(null);
  // The description shows its error once the form was sent over the limit.
  const [profileChecked, setProfileChecked] = useState(false);
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // The server's rule: an http(s) address or a host name; told once the field is left or sent.
  const [websiteTouched, setWebsiteTouched] = useState(false);
  const websiteError =
    websiteTouched && websiteToStore(values.website) === null ? URL_MESSAGES.website : undefined;

  const remaining = COMPANY_PROFILE_MAX_CHARS - values.profile.length;
  const interestCount = values.categories.length;
  const atMaximum = interestCount >= MAX_MAIN_INTERESTS;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    if (websiteToStore(values.website) === null) {
      setWebsiteTouched(true);
      websiteRef.current?.focus();
      return;
    }
    if (remaining < 0) {
      setProfileChecked(true);
      profileRef.current?.focus();
      showError({ ...PROFILE_MESSAGES.characterLimit, duration: SNACKBAR_MS.medium });
      return;
    }
    if (interestCount === 0) {
      interestsRef.current?.querySelector<HTMLInputElement>("input[type=checkbox]:not(:disabled)")?.focus();
      showError({ ...PROFILE_MESSAGES.interests.noneSelected, duration: SNACKBAR_MS.medium });
      return;
    }
    const body = {
      id: company.id,
      tel: values.tel,
      website: values.website,
      address: values.address,
      postalCode: values.postalCode,
      city: values.city,
      profile: values.profile,
      preferences: JSON.stringify({
        categories: values.categories.map(Number),
        trading: values.trading ?? "used",
      }),
    };
    update.mutate(body, {
      onSuccess: () =>
        showSuccess({ ...PROFILE_MESSAGES.companyUpdate.success, duration: SNACKBAR_MS.medium }),
      // The spec's text names the status ("Code 500"; 0 when the server was not reached).
      onError: (error) =>
        showError({
          ...PROFILE_MESSAGES.companyUpdate.failure(error instanceof ApiError ? error.status : 0),
          duration: SNACKBAR_MS.medium,
        }),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} size="h3" id={headingId}>
              Company Details
            </Title>
            <TierBadge company={company} size="md" />
          </Group>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ReadOnlyField label="Name" value={company.name} />
            <ReadOnlyField label={`${company.vatLabel} number`} value={company.vat} />
            <ReadOnlyField label="Country" value={company.country} />
          </SimpleGrid>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              maxLength={MAX.tel}
              value={values.tel}
              onChange={(event) => set("tel", event.currentTarget.value)}
            />
            <TextInput
              label="Website"
              autoComplete="url"
              inputMode="url"
              maxLength={MAX.website}
              value={values.website}
              ref={websiteRef}
              error={websiteError}
              onBlur={() => setWebsiteTouched(true)}
              // The website never holds spaces (part 2 §5): they are dropped as they are typed or pasted.
              onChange={(event) => set("website", event.currentTarget.value.replace(/\s+/g, ""))}
            />
          </SimpleGrid>

          <fieldset className={classes.fieldset}>
            <Text component="legend" fw={500} size="sm" className={classes.legend}>
              Address
            </Text>
            <Stack gap="sm">
              <TextInput
                label="Street"
                autoComplete="street-address"
                maxLength={MAX.address}
                value={values.address}
                onChange={(event) => set("address", event.currentTarget.value)}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label="Postal code"
                  autoComplete="postal-code"
                  maxLength={MAX.postalCode}
                  value={values.postalCode}
                  onChange={(event) => set("postalCode", event.currentTarget.value)}
                />
                <TextInput
                  label="City"
                  autoComplete="address-level2"
                  maxLength={MAX.city}
                  value={values.city}
                  onChange={(event) => set("city", event.currentTarget.value)}
                />
              </SimpleGrid>
            </Stack>
          </fieldset>

          <Textarea
            label="Company Description"
            autosize
            minRows={4}
            maxRows={12}
            value={values.profile}
            ref={profileRef}
            onChange={(event) => set("profile", event.currentTarget.value)}
            // Over the limit once sent, the field is marked invalid; the count below says by how much.
            error={profileChecked && remaining < 0}
            description={
              <span className={remaining < 0 ? classes.overLimit : undefined}>
                {remaining >= 0
                  ? `${remaining} ${remaining === 1 ? "character" : "characters"} remaining`
                  : `${-remaining} ${remaining === -1 ? "character" : "characters"} over the limit of ${COMPANY_PROFILE_MAX_CHARS}`}
              </span>
            }
            inputWrapperOrder={["label", "input", "description", "error"]}
          />

          <Checkbox.Group
            label="Main interests"
            description={atMaximum ? PROFILE_MESSAGES.interests.atMostThree : "Choose 1 to 3."}
            error={interestCount === 0 ? PROFILE_MESSAGES.interests.atLeastOne : undefined}
            value={values.categories}
            onChange={(next) => set("categories", next.slice(0, MAX_MAIN_INTERESTS))}
          >
            <SimpleGrid ref={interestsRef} cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
              {CATEGORY_OPTIONS.map((option) => {
                const value = String(option.id);
                return (
                  <Checkbox
                    key={option.id}
                    value={value}
                    label={option.name}
                    disabled={atMaximum && !values.categories.includes(value)}
                  />
                );
              })}
            </SimpleGrid>
          </Checkbox.Group>

          <Radio.Group
            label="Trades mostly"
            value={values.trading}
            onChange={(next) => set("trading", next === "new" ? "new" : "used")}
          >
            <Group gap="lg" mt="xs">
              <Radio value="used" label={PROFILE_MESSAGES.tradeTypes.used} />
              <Radio value="new" label={PROFILE_MESSAGES.tradeTypes.new} />
            </Group>
          </Radio.Group>

          <Group justify="flex-end">
            {/* Kept enabled while saving, so focus stays on it; a second press waits for the first. */}
            <Button
              type="submit"
              aria-busy={update.isPending}
              rightSection={update.isPending && <Loader size={14} color="currentColor" aria-hidden="true" />}
            >
              Update Company
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
