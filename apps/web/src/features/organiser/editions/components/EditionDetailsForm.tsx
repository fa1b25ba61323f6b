import type { EditionDetails, EditionDetailsBody } from "@ebm/shared/schemas/organiser-editions";
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { fieldFailure, notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { ListSkeleton, LoadError } from "../../shared/ListStates.tsx";
import { useEditionDetails, useUpdateEdition } from "../api/editions.ts";

/** The form's prices are in euros; the API's in cents. */
const PRICE_FIELDS = [
  ["memberPriceCents", "Members, per attendee"],
  ["nonMemberFirstPriceCents", "Non-members, first attendee"],
  ["membershipPriceCents", "Membership"],
  ["charityPerAttendeeCents", "Charity, per attendee"],
] as const;
type PriceField = (typeof PRICE_FIELDS)[number][0];
type FormValues = Omit<EditionDetailsBody, PriceField> & Record<PriceField, number | string>;

const toForm = ({
  id: _id,
  edition: _edition,
  isCurrent: _current,
  ...details
}: EditionDetails): FormValues => ({
  ...details,
  ...Object.fromEntries(PRICE_FIELDS.map(([field]) => [field, details[field] / 100])),
});

const toBody = (values: FormValues): EditionDetailsBody => ({
  ...values,
  ...(Object.fromEntries(
    PRICE_FIELDS.map(([field]) => [field, Math.round(Number(values[field]) * 100)]),
  ) as Record<PriceField, number>),
});

function Form({ details, zones, onDone }: { details: EditionDetails; zones: string[]; onDone: () => void }) {
  const update = useUpdateEdition(details.id);
  const form = useForm<FormValues>({
    initialValues: toForm(details),
    validate: {
      name: (value) => (value.trim() ? null : "Please name the edition"),
      city: (value) => (value.trim() ? null : "Please enter the city"),
      venue: (value) => (value.trim() ? null : "Please enter the venue"),
      dateStart: (value) => (value ? null : "Please choose the first day"),
      dateEnd: (value, values) =>
        !value
          ? "Please choose the last day"
          : value < values.dateStart
            ? "The last day is not before the first"
            : null,
      startTime: (value) => (/^\d{2}:\d{2}$/.test(value) ? null : "Enter a time as HH:MM"),
    },
  });
  const submit = form.onSubmit((values) =>
    update.mutate(toBody(values), {
      onSuccess: (answer) => {
        showSuccess({
          title: details.isCurrent
            ? `${answer.payload.name} is saved; the site shows it now.`
            : `${answer.payload.name} is saved.`,
        });
        onDone();
      },
      onError: (error) => {
        const failed = fieldFailure(error);
        if (failed && failed.field in form.values) form.setFieldError(failed.field, failed.message);
        else notifyError(error, { title: "The edition could not be saved" });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Fieldset legend="Name and place">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Name" required {...form.getInputProps("name")} />
              <TextInput
                label="Title in the pictures archive"
                description="The name when left empty"
                {...form.getInputProps("pageTitle")}
              />
              <TextInput label="City" required {...form.getInputProps("city")} />
              <TextInput label="Venue" required {...form.getInputProps("venue")} />
            </SimpleGrid>
            <TextInput label="Venue address" {...form.getInputProps("venueAddress")} />
            <TextInput
              label="Map link"
              description="An https:// address of the venue on a map"
              {...form.getInputProps("venueMapUrl")}
            />
            <TextInput
              label="Film of the edition"
              description="A YouTube or Vimeo address, shown with its pictures; the home page's video when left empty"
              {...form.getInputProps("videoUrl")}
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Days and time zone">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="First day" required {...form.getInputProps("dateStart")} />
            <TextInput type="date" label="Last day" required {...form.getInputProps("dateEnd")} />
            <TextInput
              type="time"
              label="Starts at"
              description={`On the first day, ${form.values.timezone} time: the countdown's moment`}
              required
              {...form.getInputProps("startTime")}
            />
            <Select
              label="Time zone"
              description="The venue's; every time of the event is in it"
              data={zones}
              searchable
              allowDeselect={false}
              {...form.getInputProps("timezone")}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Prices in euros, before VAT">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {PRICE_FIELDS.map(([field, label]) => (
              <NumberInput
                key={field}
                label={label}
                prefix="€"
                min={0}
                decimalScale={2}
                fixedDecimalScale
                thousandSeparator=","
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Captain's Dinner and figures">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput label="Dinner places per day" min={0} {...form.getInputProps("dinnerSpotsPerDay")} />
            <NumberInput
              label="Dinner places per company"
              min={0}
              {...form.getInputProps("dinnerPerCompany")}
            />
            <NumberInput
              label="Traders (home page figure)"
              min={0}
              thousandSeparator=","
              {...form.getInputProps("tradersCount")}
            />
            <NumberInput
              label="Countries (home page figure)"
              min={0}
              {...form.getInputProps("countriesCount")}
            />
          </SimpleGrid>
        </Fieldset>
        <Text size="sm" c="dimmed">
          The meeting days keep their timeslots: to move the days or change the zone of an edition with
          meeting days, change its meeting days first.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save the edition
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form of one edition's facts: its name and place, days and zone, prices and dinner limits. */
export function EditionDetailsForm({
  id,
  zones,
  onDone,
}: {
  id: number;
  zones: string[];
  onDone: () => void;
}) {
  const details = useEditionDetails(id);
  if (details.isError)
    return (
      <LoadError
        title="The edition cannot be shown right now"
        error={details.error}
        onRetry={() => void details.refetch()}
      />
    );
  if (!details.data) return <ListSkeleton label="Loading the edition" height={320} />;
  return <Form details={details.data.payload} zones={zones} onDone={onDone} />;
}
