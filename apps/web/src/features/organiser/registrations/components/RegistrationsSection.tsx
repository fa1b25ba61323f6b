import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "@ebm/shared/organiser-registrations";
import type { RegistrationMemberFilter } from "@ebm/shared/schemas/organiser-registrations";
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { downloadFile } from "../../../../lib/download.ts";
import { notifyError } from "../../../../lib/feedback.ts";
import { ListFooter } from "../../shared/ListFooter.tsx";
import { LoadError } from "../../shared/ListStates.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useRegistrations } from "../api/get-registrations.ts";
import { filterSearch } from "../api/keys.ts";
import { STATUS_LABELS, REGISTRATION_TEXTS as T } from "../texts.ts";
import { RegistrationDrawer } from "./RegistrationDrawer.tsx";
import { RegistrationCards, RegistrationListSkeleton, RegistrationTable } from "./RegistrationList.tsx";

const PAGE_SIZE = 25;

const STATUS_OPTIONS = [
  { value: "", label: T.anyStatus },
  ...REGISTRATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const MEMBER_OPTIONS = [
  { value: "", label: T.anyMembership },
  { value: "member", label: "Members" },
  { value: "non-member", label: "Non-members" },
];

const isStatus = (value: string): value is RegistrationStatus =>
  (REGISTRATION_STATUSES as readonly string[]).includes(value);
const isMemberFilter = (value: string): value is RegistrationMemberFilter =>
  value === "member" || value === "non-member";

/**
 * The console's registrations section: search, state and membership filters, the list (a table on a
 * laptop, cards on a phone) with paging, the CSV export of what the filters match, and a
 * registration's detail with its verify, decline and resend actions.
 */
export function RegistrationsSection() {
  const { q, setQ, query, page, setPage, filter, setFilter } = usePagedSearch();
  const status = isStatus(filter("status")) ? (filter("status") as RegistrationStatus) : "";
  const member = isMemberFilter(filter("member")) ? (filter("member") as RegistrationMemberFilter) : "";
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useRegistrations({ q: query, page, pageSize: PAGE_SIZE, status, member });
  const payload = list.data?.payload;

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(
        `/api/organiser/registrations.csv?${filterSearch({ q: query, status, member })}`,
        "registrations.csv",
      );
    } catch (error) {
      notifyError(error, { title: T.exportFailed });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {T.listHeading}
        </Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={exportCsv}
          loading={exporting}
        >
          {T.exportCsv}
        </Button>
      </Group>

      <Group gap="sm" align="flex-end" grow={!phone} wrap="wrap">
        <TextInput
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          type="search"
          w={phone ? "100%" : undefined}
          style={{ flexGrow: 2 }}
        />
        <Select
          label={T.statusLabel}
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setFilter("status", value || null)}
          allowDeselect={false}
          w={phone ? "100%" : undefined}
        />
        <Select
          label={T.memberLabel}
          data={MEMBER_OPTIONS}
          value={member}
          onChange={(value) => setFilter("member", value || null)}
          allowDeselect={false}
          w={phone ? "100%" : undefined}
        />
      </Group>

      {list.isPending ? (
        <RegistrationListSkeleton />
      ) : list.isError ? (
        <LoadError title={T.loadFailed} error={list.error} onRetry={() => list.refetch()} />
      ) : payload && payload.items.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={600}>{T.empty}</Text>
          <Text size="sm" c="dimmed">
            {T.emptyHint}
          </Text>
        </Paper>
      ) : payload ? (
        <div aria-busy={list.isFetching}>
          {phone ? (
            <RegistrationCards rows={payload.items} onOpen={setOpenId} />
          ) : (
            <RegistrationTable rows={payload.items} onOpen={setOpenId} />
          )}
        </div>
      ) : null}

      {payload && (
        <ListFooter page={page} pageSize={PAGE_SIZE} total={payload.total} onPage={setPage} noun={T.noun} />
      )}

      <RegistrationDrawer id={openId} fullScreen={phone} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
