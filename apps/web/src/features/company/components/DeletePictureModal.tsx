import { SNACKBAR_MS } from "@ebm/shared/constants";
import { PROFILE_MESSAGES } from "@ebm/shared/profile";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { showError } from "../../../lib/notify.ts";
import { removePicture } from "../api/remove-picture.ts";

interface DeletePictureModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Asks before the own profile picture is removed; on success the page reloads so every place that
 * shows the picture (cards, header, chat) shows the initials instead (part 2 §8).
 */
export function DeletePictureModal({ opened, onClose }: DeletePictureModalProps) {
  const remove = useMutation({
    mutationFn: removePicture,
    onSuccess: () => window.location.reload(),
    onError: () => {
      showError({ ...PROFILE_MESSAGES.picture.deleteFailure, duration: SNACKBAR_MS.medium });
      onClose();
    },
  });
  // Busy until the page has reloaded.
  const deleting = remove.isPending || remove.isSuccess;

  return (
    <Modal opened={opened} onClose={onClose} title="Remove profile picture" centered size="sm">
      <Stack gap="lg">
        <Text>{PROFILE_MESSAGES.picture.deleteConfirm}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" onClick={() => remove.mutate()} loading={deleting}>
            {PROFILE_MESSAGES.picture.deleteButton}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
