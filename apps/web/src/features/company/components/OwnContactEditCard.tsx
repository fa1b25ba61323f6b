import { SNACKBAR_MS } from "@ebm/shared/constants";
import { MESSAGES } from "@ebm/shared/messages";
import { hasPicture, PROFILE_MESSAGES } from "@ebm/shared/profile";
import type { CompanyContact } from "@ebm/shared/schemas/companies";
import {
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { IconChevronDown, IconKey, IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { ContactAvatar } from "../../../components/ContactAvatar.tsx";
import { showError, showSuccess } from "../../../lib/notify.ts";
import { authModals } from "../../../lib/session/auth-modal-store.ts";
import { useUpdateContact } from "../api/update-contact.ts";
import { MatchesSwitch } from "./MatchesSwitch.tsx";
import classes from "./OwnContactEditCard.module.css";

// The picture modals load with their first use.
const PictureUploadModal = lazy(() =>
  import("./PictureUploadModal.tsx").then((m) => ({ default: m.PictureUploadModal })),
);
const DeletePictureModal = lazy(() =>
  import("./DeletePictureModal.tsx").then((m) => ({ default: m.DeletePictureModal })),
);

/** Limits of the contract (`updateContactBodySchema`). */
const MAX = { name: 120, tel: 60, function: 120 } as const;

type PictureModal = "upload" | "delete" | null;

interface OwnContactEditCardProps {
  contact: CompanyContact;
  companyId: number;
  /** Opens the large-picture modal for this contact. */
  onOpenPicture: (contact: CompanyContact) => void;
}

/**
 * The signed-in user's own contact in edit mode: name (required), telephone and function, the
 * e-mail read-only, an Update button and a More menu to change the password and to upload or
 * remove the profile picture (part 2 §2, §5).
 */
export function OwnContactEditCard({ contact, companyId, onOpenPicture }: OwnContactEditCardProps) {
  const [name, setName] = useState(contact.name);
  const [tel, setTel] = useState(contact.tel);
  const [jobFunction, setJobFunction] = useState(contact.function);
  const [nameTouched, setNameTouched] = useState(false);
  const [pictureModal, setPictureModal] = useState<PictureModal>(null);
  // Once opened, a modal stays mounted so it can animate closed.
  const [usedModals, setUsedModals] = useState<ReadonlySet<Exclude<PictureModal, null>>>(new Set());
  const update = useUpdateContact(companyId);
  const nameRef = useRef<HTMLInputElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);

  // A picture dialog opens from a menu item that is gone once it closes: focus goes back to More.
  const hadModal = useRef(false);
  useEffect(() => {
    if (pictureModal) hadModal.current = true;
    else if (hadModal.current) {
      hadModal.current = false;
      moreRef.current?.focus();
    }
  }, [pictureModal]);

  const nameError = nameTouched && !name.trim() ? MESSAGES.form.required : null;

  const openModal = (kind: Exclude<PictureModal, null>) => {
    setUsedModals((used) => new Set([...used, kind]));
    setPictureModal(kind);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setNameTouched(true);
    if (!name.trim()) {
      nameRef.current?.focus();
      return;
    }
    update.mutate(
      { id: contact.id, name: name.trim(), tel, function: jobFunction },
      {
        onSuccess: () =>
          showSuccess({ ...PROFILE_MESSAGES.contactUpdate.success, duration: SNACKBAR_MS.medium }),
        onError: () => showError({ ...PROFILE_MESSAGES.contactUpdate.failure, duration: SNACKBAR_MS.medium }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" component="article" className={classes.card}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <div className={classes.head}>
            <button type="button" className={classes.pictureButton} onClick={() => onOpenPicture(contact)}>
              <ContactAvatar name={contact.name} picture={contact.profilePic} size={64} />
              <VisuallyHidden>Show your picture</VisuallyHidden>
            </button>
            <Stack gap={2} className={classes.who}>
              <Text component="h3" fw={700} size="lg" className={classes.name}>
                {contact.name}
              </Text>
              <Group gap={6}>
                <Badge variant="light" color="navy" size="sm">
                  {contact.label}
                </Badge>
                <Badge variant="outline" color="navy" size="sm">
                  You
                </Badge>
              </Group>
            </Stack>
          </div>

          <TextInput
            label="Name"
            required
            autoComplete="name"
            maxLength={MAX.name}
            value={name}
            ref={nameRef}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
            onBlur={() => setNameTouched(true)}
          />
          <TextInput
            label="Telephone"
            type="tel"
            autoComplete="tel"
            maxLength={MAX.tel}
            value={tel}
            onChange={(event) => setTel(event.currentTarget.value)}
          />
          <TextInput
            label="Function"
            autoComplete="organization-title"
            maxLength={MAX.function}
            value={jobFunction}
            onChange={(event) => setJobFunction(event.currentTarget.value)}
          />
          {/* Read-only: the address is the sign-in name, changed only by the organisers. */}
          <div>
            <Text size="sm" fw={500}>
              E-mail
            </Text>
            <Text size="sm" className={classes.email}>
              {contact.email ?? "-"}
            </Text>
          </div>

          <div className={classes.actions}>
            {/* Kept enabled while saving, so focus stays on it; a second press waits for the first. */}
            <Button
              type="submit"
              aria-busy={update.isPending}
              rightSection={update.isPending && <Loader size={14} color="currentColor" aria-hidden="true" />}
            >
              Update
            </Button>
            {/* No focus placeholder: the menu holds its items only, and the keyboard lands on the first. */}
            <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
              <Menu.Target>
                <Button
                  ref={moreRef}
                  variant="light"
                  rightSection={<IconChevronDown size={16} aria-hidden="true" />}
                >
                  More
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconKey size={16} aria-hidden="true" />}
                  onClick={() => authModals.openChangePassword()}
                >
                  Change Password
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconPhotoUp size={16} aria-hidden="true" />}
                  onClick={() => openModal("upload")}
                >
                  Update Profile Picture
                </Menu.Item>
                {hasPicture(contact.profilePic) && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => openModal("delete")}
                  >
                    Remove Profile Picture
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </div>
        </Stack>
      </form>
      <div className={classes.matches}>
        <MatchesSwitch contact={contact} companyId={companyId} />
      </div>

      <Suspense fallback={null}>
        {usedModals.has("upload") && (
          <PictureUploadModal opened={pictureModal === "upload"} onClose={() => setPictureModal(null)} />
        )}
        {usedModals.has("delete") && (
          <DeletePictureModal opened={pictureModal === "delete"} onClose={() => setPictureModal(null)} />
        )}
      </Suspense>
    </Card>
  );
}
