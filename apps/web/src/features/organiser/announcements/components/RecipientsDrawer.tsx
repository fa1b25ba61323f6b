import type { Announcement } from "@ebm/shared/schemas/organiser-announcements";
import { Drawer, Stack, Table, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { formatInstant } from "../../../../lib/format.ts";
import { QueryList } from "../../shared/ListStates.tsx";
import { ScrollTable } from "../../shared/ScrollTable.tsx";
import { useRecipients } from "../api/get-recipients.ts";
import { attendeesWord } from "./announcement-view.ts";

const PAGE_SIZE = 25;

interface RecipientsDrawerProps {
  announcement: Announcement | null;
  timeZone: string;
  onClose: () => void;
}

/** Who an announcement went to, by name, searchable, with when each was told. */
export function RecipientsDrawer({ announcement, timeZone, onClose }: RecipientsDrawerProps) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const people = useRecipients(announcement?.id ?? null, { q, page, pageSize: PAGE_SIZE });
  return (
    <Drawer
      opened={announcement !== null}
      onClose={() => {
        setQ("");
        setPage(1);
        onClose();
      }}
      position="right"
      size="lg"
      title={announcement ? `Recipients of “${announcement.title}”` : "Recipients"}
      closeButtonProps={{ "aria-label": "Close the recipients" }}
    >
      <Stack gap="sm">
        {announcement?.recipients !== null && announcement?.recipients !== undefined ? (
          <Text size="sm">
            {attendeesWord(announcement.recipients)},{" "}
            {new Intl.NumberFormat("en-GB").format(announcement.told)} told so far.
          </Text>
        ) : (
          <Text size="sm">The recipients are fixed when it goes.</Text>
        )}
        <TextInput
          label="Search recipients"
          description="Name, company or e-mail"
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            setPage(1);
          }}
        />
        <QueryList
          query={people}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          errorTitle="The recipients cannot be shown right now"
          loadingLabel="Loading the recipients"
          rowHeight={40}
          empty={q ? "Nobody matches this search." : "Nobody yet."}
          noun="recipients"
        >
          {(items) => (
            <ScrollTable label="Recipients" minWidth={420}>
              <Table aria-label="Recipients" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Told</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((r) => (
                    <Table.Tr key={r.contactId}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {r.name}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                          {r.email}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{r.companyName}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {r.toldAt ? formatInstant(r.toldAt, timeZone) : "Not yet"}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </QueryList>
      </Stack>
    </Drawer>
  );
}
