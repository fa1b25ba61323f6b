import { ERASE_CONFIRM_WORD } from "@ebm/shared/privacy";
import { ActionIcon, Button, Group, List, Menu, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { useDownloadPersonData, useErasePerson } from "../api/privacy-api.ts";

interface Person {
  id: number;
  name: string;
}

/** Erasing one person on their request, confirmed by typing the word. */
function EraseDialog({ person, onClose }: { person: Person; onClose: () => void }) {
  const erase = useErasePerson();
  const [typed, setTyped] = useState("");
  const [wrongWord, setWrongWord] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== ERASE_CONFIRM_WORD) {
      setWrongWord(true);
      return;
    }
    erase.mutate(person.id, {
      onSuccess: () => {
        showSuccess({ title: `${person.name} is erased` });
        onClose();
      },
      onError: (error) => notifyError(error, { title: `${person.name} could not be erased` }),
    });
  };
  return (
    <Modal
      opened
      onClose={() => !erase.isPending && onClose()}
      title={`Erase ${person.name}?`}
      centered
      closeOnClickOutside={!erase.isPending}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">Only on the person's own request. This cannot be undone:</Text>
          <List size="sm" spacing={4}>
            <List.Item>their account, contact details, pictures and sessions are deleted;</List.Item>
            <List.Item>
              their meetings and messages stay for the other side as from “Former attendee”;
            </List.Item>
            <List.Item>their invoices and payments are kept, pseudonymised, as the law requires.</List.Item>
          </List>
          <TextInput
            label={`Type ${ERASE_CONFIRM_WORD} to confirm`}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setWrongWord(false);
            }}
            error={wrongWord ? `Type ${ERASE_CONFIRM_WORD} in capitals to confirm` : undefined}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={erase.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={erase.isPending}>
              Erase {person.name}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * One person's data rights in the console, on their card under People: the archive of everything
 * held about them, and their erasure (asked first).
 */
export function PersonDataMenu({ person }: { person: Person }) {
  const download = useDownloadPersonData();
  const [erasing, setErasing] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={`Data of ${person.name}`}
            loading={download.isPending}
          >
            <IconDots size={16} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            onClick={() =>
              download.mutate(person.id, {
                onError: (error) =>
                  notifyError(error, { title: `The data of ${person.name} could not be downloaded` }),
              })
            }
          >
            Download data
          </Menu.Item>
          <Menu.Item color="red.9" onClick={() => setErasing(true)}>
            Erase…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {erasing && <EraseDialog person={person} onClose={() => setErasing(false)} />}
    </>
  );
}
