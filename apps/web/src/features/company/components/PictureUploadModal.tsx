import { SNACKBAR_MS } from "@ebm/shared/constants";
import { PROFILE_MESSAGES, PROFILE_PICTURE } from "@ebm/shared/profile";
import { Button, Center, FileInput, Group, Image, Modal, Stack, Text } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { showError } from "../../../lib/notify.ts";
import { uploadPicture } from "../api/upload-picture.ts";
import { isAcceptedPicture, isReadablePicture, resizeImage } from "../utils/resize-image.ts";
import classes from "./PictureUploadModal.module.css";

const ACCEPT = [...PROFILE_PICTURE.accept, ...PROFILE_PICTURE.extensions.map((ext) => `.${ext}`)].join(",");

/** Why a chosen file is refused before anything is sent. */
const REFUSALS = {
  notAPicture: (name: string) => `"${name}" is not a picture. Please choose a JPG or PNG image.`,
  unreadable: (name: string) => `"${name}" could not be read as a picture. Please choose a JPG or PNG image.`,
};

interface PictureUploadModalProps {
  opened: boolean;
  onClose: () => void;
}

/** A local address for the chosen file's preview, released when the file changes or the modal goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Choose a new profile picture (jpg, jpeg or png), see it, and upload it: the browser shrinks it
 * to fit 400×400 as a JPEG at quality 0.9 first (part 2 §9). On success the page reloads, so every
 * place that shows the picture shows the new one.
 */
export function PictureUploadModal({ opened, onClose }: PictureUploadModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const previewUrl = usePreviewUrl(file);
  // The latest choice: a slower check of an earlier file must not overrule it.
  const latestChoice = useRef<File | null>(null);

  const close = () => {
    latestChoice.current = null;
    setFile(null);
    setRefusal(null);
    onClose();
  };

  // A file that is no JPG or PNG, or that does not decode as one, is refused as soon as it is
  // chosen, with the reason under the field: nothing is sent.
  const choose = async (chosen: File | null) => {
    latestChoice.current = chosen;
    setFile(null);
    setRefusal(null);
    if (!chosen) return;
    if (!isAcceptedPicture(chosen)) {
      setRefusal(REFUSALS.notAPicture(chosen.name));
      return;
    }
    const readable = await isReadablePicture(chosen);
    if (latestChoice.current !== chosen) return;
    if (readable) setFile(chosen);
    else setRefusal(REFUSALS.unreadable(chosen.name));
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    let uploaded = false;
    try {
      if (isAcceptedPicture(file)) {
        await uploadPicture(await resizeImage(file));
        uploaded = true;
      }
    } catch {
      // An unreadable image or a refused upload: reported below.
    }
    if (uploaded) {
      window.location.reload();
      return;
    }
    setUploading(false);
    showError({ ...PROFILE_MESSAGES.picture.uploadFailure, duration: SNACKBAR_MS.medium });
  };

  return (
    <Modal opened={opened} onClose={close} title="Update profile picture" centered size="md">
      <Stack gap="md">
        <FileInput
          label="Picture"
          description="A JPG or PNG image. It is shrunk to at most 400 × 400 pixels."
          placeholder="Choose a picture"
          classNames={{ placeholder: classes.placeholder }}
          accept={ACCEPT}
          clearable
          clearButtonProps={{ "aria-label": "Remove the chosen picture" }}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          error={refusal}
          errorProps={{ role: "alert" }}
          leftSection={<IconPhoto size={18} aria-hidden="true" />}
        />
        <Center className={classes.preview}>
          {previewUrl ? (
            <Image src={previewUrl} alt="Preview of the chosen picture" className={classes.previewImage} />
          ) : (
            <Text size="sm" c="dimmed">
              No picture chosen yet
            </Text>
          )}
        </Center>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={uploading}>
            Cancel
          </Button>
          <Button onClick={upload} disabled={!file} loading={uploading}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
