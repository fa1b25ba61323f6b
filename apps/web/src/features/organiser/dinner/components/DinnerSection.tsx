import type { DinnerSignup } from "@ebm/shared/schemas/organiser-dinner";
import { Button, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { useAllSettings } from "../../../../lib/api/get-settings.ts";
import { notifyError } from "../../../../lib/feedback.ts";
import { showSuccess } from "../../../../lib/notify.ts";
import { LoadError } from "../../shared/ListStates.tsx";
import { PagedList } from "../../shared/PagedList.tsx";
import { usePagedSearch } from "../../shared/use-paged-search.ts";
import { useDownloadGuestsCsv } from "../api/download-guests-csv.ts";
import { useDinnerSignups } from "../api/get-dinner-signups.ts";
import { useDinnerSummary } from "../api/get-dinner-summary.ts";
import { type DinnerDecision, useReviewDinnerSignup } from "../api/review-dinner-signup.ts";
import { ApproveAllButton } from "./ApproveAllButton.tsx";
import { DeclineDialog } from "./DeclineDialog.tsx";
import { DinnerDays } from "./DinnerDays.tsx";
import { DinnerSignupCards, DinnerSignupTable, type SignupRowProps } from "./DinnerSignupList.tsx";
import { DINNER_STATE_OPTIONS, isDinnerState, shortDay } from "./dinner-view.ts";

/**
 * The console's Captain's Dinner: each day's seats against its places with its guest list as a CSV,
 * the sign-ups filtered by day, state and search, and their review (approve, or decline after a
 * confirmation), which can be undone: back to waiting, or switched.
 */
export function DinnerSection() {
  const paging = usePagedSearch();
  const { query, page, pageSize, filter, setFilter } = paging;
  const day = Math.max(0, Number(filter("day")) || 0);
  const statusParam = filter("status");
  const status = isDinnerState(statusParam) ? statusParam : "";
  const summary = useDinnerSummary();
  const signups = useDinnerSignups({ q: query, page, pageSize, day, status });
  const review = useReviewDinnerSignup();
  const guestsCsv = useDownloadGuestsCsv();
  const timeZone = useAllSettings().data?.event.timezone ?? "UTC";
  const wide = useMediaQuery("(min-width: 62em)", true, { getInitialValueInEffect: false });
  const [declining, setDeclining] = useState<DinnerSignup | null>(null);

  const days = summary.data?.payload.days;
  const dayLabel = (dayNumber: number) =>
    shortDay(dayNumber, days?.find((d) => d.dayNumber === dayNumber)?.date ?? null);

  const decide = (signup: DinnerSignup, decision: DinnerDecision) =>
    review.mutate(
      { id: signup.id, decision },
      {
        onSuccess: () => {
          setDeclining(null);
          const said: Record<DinnerDecision, string> = {
            approve: `${signup.name} is approved for ${dayLabel(signup.dayNumber)}. The confirmation is on its way.`,
            decline: `${signup.name}'s sign-up is declined. They are told by e-mail.`,
            reopen: `${signup.name}'s sign-up is waiting for review again. No e-mail was sent.`,
          };
          showSuccess({ title: said[decision] });
        },
        onError: (error) => {
          setDeclining(null);
          notifyError(error, { fallback: "The sign-up could not be reviewed. Please try again." });
        },
      },
    );

  const rowProps = (signup: DinnerSignup): SignupRowProps => ({
    signup,
    dayLabel: dayLabel(signup.dayNumber),
    timeZone,
    busy: review.isPending && review.variables?.id === signup.id ? review.variables.decision : null,
    onApprove: () => decide(signup, "approve"),
    onDecline: () => setDeclining(signup),
    onReopen: () => decide(signup, "reopen"),
  });

  const downloadGuests = (dayNumber: number) =>
    guestsCsv.mutate(dayNumber, {
      onError: (error) =>
        notifyError(error, { fallback: "The guest list could not be downloaded. Please try again." }),
    });

  const list = signups.data?.payload;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Seats per day
        </Title>
        {summary.isError && !days ? (
          <LoadError title="The seats per day cannot be shown right now" />
        ) : (
          <DinnerDays
            days={days}
            day={day}
            onDay={(next) => setFilter("day", next ? String(next) : null)}
            footer={(d) => (
              <Button
                variant="default"
                size="compact-sm"
                leftSection={<IconDownload size={14} aria-hidden="true" />}
                loading={guestsCsv.isPending && guestsCsv.variables === d.dayNumber}
                onClick={() => downloadGuests(d.dayNumber)}
                style={{ alignSelf: "flex-start" }}
              >
                Guest list {dayLabel(d.dayNumber)} (CSV)
              </Button>
            )}
          />
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Sign-ups
        </Title>
        <PagedList
          paging={paging}
          search={{
            label: "Search sign-ups",
            description: "Name, company or e-mail",
            placeholder: "Name or company",
          }}
          selects={[
            {
              label: "State",
              options: DINNER_STATE_OPTIONS,
              value: status,
              onChange: (value) => setFilter("status", value),
              width: 200,
            },
          ]}
          toolbar={
            list && (
              <ApproveAllButton
                waiting={list.items.filter((signup) => signup.status === "pending")}
                approve={review.mutateAsync}
              />
            )
          }
          query={signups}
          errorTitle="The sign-ups cannot be shown right now"
          loadingLabel="Loading the sign-ups"
          rowHeight={56}
          empty={
            query || status || day
              ? "No sign-up matches this search."
              : "Nobody has signed up for the dinner yet."
          }
          noun="sign-ups"
        >
          {(items) =>
            wide ? (
              <DinnerSignupTable rows={items.map(rowProps)} />
            ) : (
              <DinnerSignupCards rows={items.map(rowProps)} />
            )
          }
        </PagedList>
      </Stack>

      <DeclineDialog
        signup={declining}
        dayLabel={declining ? dayLabel(declining.dayNumber) : ""}
        busy={review.isPending && review.variables?.decision === "decline"}
        onClose={() => setDeclining(null)}
        onConfirm={() => declining && decide(declining, "decline")}
      />
    </Stack>
  );
}
