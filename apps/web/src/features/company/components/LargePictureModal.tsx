import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import type { CompanyContact } from "@ebm/shared/schemas/companies";
import { Center, Image, Loader, Modal, Text } from "@mantine/core";
import { useLargePicture } from "../api/get-large-picture.ts";

interface LargePictureModalProps {
  /** The contact whose picture is shown; the modal is closed while there is none. */
  contact: CompanyContact | null;
  onClose: () => void;
}

/**
 * A contact's large picture, loaded when the modal opens; "No picture available" when the contact
 * has none or it cannot be loaded.
 * @example <LargePictureModal contact={pictureOf} onClose={() => setPictureOf(null)} />
 */
export function LargePictureModal({ contact, onClose }: LargePictureModalProps) {
  const wantsPicture = contact?.hasLargePic === true;
  const { data: picture, isFetching } = useLargePicture(wantsPicture && contact ? contact.id : null);

  let body = <Text ta="center">{PROFILE_MESSAGES.noPicture}</Text>;
  if (wantsPicture && isFetching && !picture) {
    body = (
      <Center mih={200}>
        <Loader aria-label="Loading the picture" />
      </Center>
    );
  } else if (wantsPicture && picture) {
    body = (
      <Image src={picture} alt={`Picture of ${contact?.name ?? ""}`} radius="md" fit="contain" mah="70vh" />
    );
  }

  return (
    <Modal opened={contact !== null} onClose={onClose} title={contact?.name ?? "Picture"} centered size="md">
      {contact && body}
    </Modal>
  );
}
