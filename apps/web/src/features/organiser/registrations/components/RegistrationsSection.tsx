import { MOBILE_BREAKPOINT_PX } from "@ebm/shared/constants";
import { REGISTRATION_STATUSES, type RegistrationStatus } from "@ebm/shared/organiser-registrations";
import type { RegistrationMemberFilter } from "@ebm/shared/schemas/organiser-registrations";
import { Group, Select, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { notifyError } from "../../../../lib/feedback.ts";
import { ExportButton } from "../../shared/ExportButton.tsx";
import { SearchBox } from "../../shared/ListFilters.tsx";
import { QueryList } from "../../shared/ListStates.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useDownloadRegistrationsCsv } from "../api/download-registrations-csv.ts";
import { useRegistrations } from "../api/get-registrations.ts";
import { STATUS_LABELS, REGISTRATION_TEXTS as T } from "../texts.ts";
import { RegistrationDrawer } from "./RegistrationDrawer.tsx";
import { RegistrationCards, RegistrationTable } from "./RegistrationList.tsx";

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
  const { q, setQ, query, page, pageSize, setPage, filter, setFilter } = usePagedSearch();
  const status = isStatus(filter("status")) ? (filter("status") as RegistrationStatus) : "";
  const member = isMemberFilter(filter("member")) ? (filter("member") as RegistrationMemberFilter) : "";
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useRegistrations({ q: query, page, pageSize, status, member });
  const csv = useDownloadRegistrationsCsv();
  const exportCsv = () =>
    csv.mutate(
      { q: query, status, member },
      { onError: (error) => notifyError(error, { title: T.exportFailed }) },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2} size="h3">
          {T.listHeading}
        </Title>
        <ExportButton busy={csv.isPending} onExport={exportCsv} />
      </Group>

      <Group gap="sm" align="flex-end" grow={!phone} wrap="wrap">
        <SearchBox
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={q}
          onSearch={setQ}
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

      <QueryList
        query={list}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        errorTitle={T.loadFailed}
        retry
        loadingLabel="Loading registrations"
        rowHeight={44}
        skeletonRows={5}
        empty={T.empty}
        emptyHint={T.emptyHint}
        noun={T.noun}
      >
        {(rows) =>
          phone ? (
            <RegistrationCards rows={rows} onOpen={setOpenId} />
          ) : (
            <RegistrationTable rows={rows} onOpen={setOpenId} />
          )
        }
      </QueryList>

      <RegistrationDrawer id={openId} fullScreen={phone} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
