import { PEOPLE_INTERESTS_MAX, PEOPLE_PROFILE_MAX } from "@ebm/shared/organiser-people";
import type { PeopleCompany, PeopleContact } from "@ebm/shared/schemas/organiser-people";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { fieldFailure, notifyError, serverReason } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { PersonDataMenu } from "../../privacy/components/PersonDataMenu.tsx";
import { useCompany, usePeopleOptions, useSaveCompany, useSaveContact } from "../api/people-api.ts";
import { InviteButton } from "./InviteButton.tsx";

type Errors = Record<string, string>;

/** The company's fields as the form edits them. */
function CompanyForm({
  company,
  onSaved,
}: {
  company: PeopleCompany | null;
  onSaved: (c: PeopleCompany) => void;
}) {
  const options = usePeopleOptions();
  const save = useSaveCompany();
  const [errors, setErrors] = useState<Errors>({});
  const [v, setV] = useState({
    name: company?.name ?? "",
    countryId: company ? String(company.countryId) : "",
    streetAddress: company?.streetAddress ?? "",
    city: company?.city ?? "",
    postalCode: company?.postalCode ?? "",
    website: company?.website ?? "",
    tel: company?.tel ?? "",
    vat: company?.vat ?? "",
    profile: company?.profile ?? "",
    categories: (company?.categories ?? []).map(String),
    trading: company?.trading ?? "",
    tbsCompanyId: company?.tbsCompanyId ? String(company.tbsCompanyId) : "",
  });
  const set = (key: keyof typeof v) => (value: string | string[] | null) =>
    setV((old) => ({ ...old, [key]: value ?? "" }));
  const text = (key: keyof typeof v, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={v[key] as string}
      onChange={(e) => set(key)(e.currentTarget.value)}
      error={errors[key]}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Errors = {};
    if (!v.name.trim()) problems.name = "Enter the company's name.";
    if (!v.countryId) problems.countryId = "Choose the country.";
    if (v.categories.length < 1) problems.categories = "Choose at least one main interest.";
    if (v.tbsCompanyId && !/^\d+$/.test(v.tbsCompanyId))
      problems.tbsCompanyId = "A membership id is a number.";
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      {
        id: company?.id ?? null,
        body: {
          ...v,
          countryId: Number(v.countryId),
          categories: v.categories.map(Number),
          trading: v.trading === "new" || v.trading === "used" ? v.trading : null,
          tbsCompanyId: v.tbsCompanyId ? Number(v.tbsCompanyId) : null,
        },
      },
      {
        onSuccess: (saved) => {
          showSuccess({ title: company ? "Company saved" : "Company added" });
          onSaved(saved);
        },
        onError: (error) => {
          const failed = fieldFailure(error);
          if (failed) setErrors({ [failed.field]: failed.message });
          else notifyError(error, { title: "The company could not be saved" });
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Company">
      <Stack gap="sm">
        {text("name", "Company name", { required: true })}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Country"
            required
            searchable
            data={(options.data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={v.countryId || null}
            onChange={set("countryId")}
            error={errors.countryId}
          />
          {text("tbsCompanyId", "Membership ID", { inputMode: "numeric" })}
          {text("streetAddress", "Address")}
          {text("city", "City")}
          {text("postalCode", "Postal code")}
          {text("website", "Website")}
          {text("tel", "Phone")}
          {text("vat", "VAT")}
        </SimpleGrid>
        <MultiSelect
          label="Main interests"
          description={`1 to ${PEOPLE_INTERESTS_MAX}`}
          required
          data={(options.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={v.categories}
          onChange={set("categories")}
          maxValues={PEOPLE_INTERESTS_MAX}
          error={errors.categories}
        />
        <Select
          label="Trades mostly"
          data={[
            { value: "used", label: "Used equipment" },
            { value: "new", label: "New equipment" },
          ]}
          value={v.trading || null}
          onChange={set("trading")}
          clearable
        />
        <Textarea
          label="Company description"
          autosize
          minRows={3}
          maxLength={PEOPLE_PROFILE_MAX}
          value={v.profile}
          onChange={(e) => set("profile")(e.currentTarget.value)}
          description={`${PEOPLE_PROFILE_MAX - v.profile.length} characters left`}
          error={errors.profile}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {company ? "Save company" : "Add company"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A contact's fields in a dialog: add one (no `contact`) or change one. */
function ContactDialog({
  companyId,
  contact,
  onClose,
}: {
  companyId: number;
  contact: PeopleContact | null;
  onClose: () => void;
}) {
  const save = useSaveContact();
  const [errors, setErrors] = useState<Errors>({});
  const [v, setV] = useState({
    name: contact?.name ?? "",
    function: contact?.function ?? "",
    email: contact?.email ?? "",
    tel: contact?.tel ?? "",
    imName: contact?.imName ?? "",
    imValue: contact?.imValue ?? "",
    attending: contact?.attending ?? true,
  });
  const field = (key: Exclude<keyof typeof v, "attending">, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={v[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setV((old) => ({ ...old, [key]: value }));
      }}
      error={errors[key]}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Errors = {};
    if (!v.name.trim()) problems.name = "Enter the name.";
    if (!/^\S+@\S+\.\S+$/.test(v.email.trim())) problems.email = "Enter an e-mail address.";
    setErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      {
        companyId,
        id: contact?.id ?? null,
        body: { ...v, imName: v.imName || null, imValue: v.imValue || null },
      },
      {
        onSuccess: () => {
          showSuccess({ title: contact ? "Contact saved" : "Contact added" });
          onClose();
        },
        onError: (error) => {
          const failed = fieldFailure(error);
          if (failed) setErrors({ [failed.field]: failed.message });
          else notifyError(error, { title: "The contact could not be saved" });
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={contact ? `Edit ${contact.name}` : "Add a contact"} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {field("name", "Name", { required: true })}
          {field("function", "Function")}
          {field("email", "E-mail", {
            required: true,
            type: "email",
            // The sign-in address: a change is told to the old one.
            description:
              contact && v.email.trim().toLowerCase() !== contact.email
                ? `The person signs in with it; ${contact.email} is told of the change.`
                : undefined,
          })}
          {field("tel", "Phone", { type: "tel" })}
          <SimpleGrid cols={2} spacing="sm">
            {field("imName", "Messenger", { placeholder: "WhatsApp" })}
            {field("imValue", "Messenger ID")}
          </SimpleGrid>
          <Switch
            label="Attends this edition"
            checked={v.attending}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setV((old) => ({ ...old, attending: checked }));
            }}
            error={errors.attending}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {contact ? "Save contact" : "Add contact"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The company's contacts, each editable, with a selection to invite. */
function Contacts({ company }: { company: PeopleCompany }) {
  const [editing, setEditing] = useState<PeopleContact | "new" | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) =>
    setChosen((old) => (old.includes(id) ? old.filter((x) => x !== id) : [...old, id]));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5">
          Contacts ({company.contacts.length})
        </Title>
        <Group gap="xs">
          {chosen.length > 0 && (
            <InviteButton
              audience={{ audience: "selection", contactIds: chosen }}
              label={`Invite ${chosen.length} chosen`}
            />
          )}
          <Button size="sm" onClick={() => setEditing("new")}>
            Add contact
          </Button>
        </Group>
      </Group>
      {company.contacts.length === 0 && <Text c="dimmed">No contacts yet.</Text>}
      {company.contacts.map((p) => (
        <Paper key={p.id} withBorder p="sm" data-testid="people-contact">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group align="flex-start" gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Checkbox
                aria-label={`Choose ${p.name}`}
                checked={chosen.includes(p.id)}
                onChange={() => toggle(p.id)}
                mt={4}
              />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {p.name}
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {[p.function, p.email, p.tel].filter(Boolean).join(" · ")}
                </Text>
                <Group gap={4}>
                  {p.attending && (
                    <Badge variant="light" color="green.9">
                      Attending
                    </Badge>
                  )}
                  {!p.hasPassword && (
                    <Badge variant="light" color="orange.9">
                      No password yet
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
            <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => setEditing(p)}
                aria-label={`Edit ${p.name}`}
              >
                Edit
              </Button>
              <PersonDataMenu person={p} />
            </Group>
          </Group>
        </Paper>
      ))}
      {editing !== null && (
        <ContactDialog
          companyId={company.id}
          contact={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** One company with its contacts (or a new company): a drawer beside the list, the whole screen on a phone. */
export function CompanyDrawer({
  id,
  creating,
  fullScreen,
  onClose,
  onCreated,
}: {
  id: number | null;
  creating: boolean;
  fullScreen: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const company = useCompany(id);
  const title = creating ? "New company" : (company.data?.name ?? "Company");
  return (
    <Drawer
      opened={id !== null || creating}
      onClose={onClose}
      position="right"
      size={fullScreen ? "100%" : "lg"}
      title={
        <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
          {title}
        </Title>
      }
      closeButtonProps={{ "aria-label": "Close company" }}
    >
      {creating ? (
        <CompanyForm company={null} onSaved={(c) => onCreated(c.id)} />
      ) : company.isPending ? (
        <Text>Loading the company…</Text>
      ) : company.isError ? (
        <Alert color="red" variant="light" title="The company could not be loaded">
          {serverReason(company.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <CompanyForm key={company.data.id} company={company.data} onSaved={() => undefined} />
          <Contacts company={company.data} />
        </Stack>
      )}
    </Drawer>
  );
}
