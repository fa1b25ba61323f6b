import type { Match } from "@ebm/shared/schemas/matchmaking";
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCalendarPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Loading } from "../../../components/Loading.tsx";
import { MutualBadge } from "../../../components/wishes/MutualBadge.tsx";
import { WishMenu } from "../../../components/wishes/WishMenu.tsx";
import { useAllSettings } from "../../../lib/api/get-settings.ts";
import { useMatches } from "../api/get-matches.ts";
import { companyDetailPath } from "../utils/company-facts.ts";
import classes from "./Matchmaking.module.css";

/** How many possible matches are asked for, and how many show before "Show more". */
const MATCHES_ASKED = 12;
const MATCHES_FIRST = 3;
/** The best reasons of a match: a card stays short enough for a phone. */
const REASONS_SHOWN = 3;

/** Whom a meeting request from a suggestion goes to. */
export interface SuggestionTarget {
  companyId: number;
  contactId: number | null;
}

interface SuggestedForYouProps {
  userId: number;
  /** Opens the meeting request flow for the suggested company or person. */
  onRequest: ((target: SuggestionTarget) => void) | undefined;
}

function MatchCard({
  match,
  userId,
  onRequest,
}: {
  match: Match;
  userId: number;
  onRequest: SuggestedForYouProps["onRequest"];
}) {
  const { target } = match;
  const whom = target.contactName ?? target.companyName;
  return (
    <li className={classes.card} data-company-id={target.companyId}>
      <Stack gap="xs">
        <div>
          <Anchor component={Link} to={companyDetailPath(target.companyId)} fw={700} className={classes.name}>
            {target.companyName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {target.contactName ? `${target.contactName}, ${target.country}` : target.country}
          </Text>
        </div>
        {match.mutual && (
          <div>
            <MutualBadge />
          </div>
        )}
        <ul className={classes.reasons} aria-label={`Why ${target.companyName}`}>
          {match.reasons.slice(0, REASONS_SHOWN).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <Group gap="xs" mt="auto">
          {onRequest && (
            <Button
              size="sm"
              leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
              onClick={() => onRequest({ companyId: target.companyId, contactId: target.contactId })}
            >
              <span>
                Request meeting<VisuallyHidden> with {whom}</VisuallyHidden>
              </span>
            </Button>
          )}
          <WishMenu userId={userId} companyId={target.companyId} companyName={target.companyName} />
        </Group>
      </Stack>
    </li>
  );
}

/**
 * "Suggested for you": the signed-in attendee's possible matches, best first, each with its reasons
 * in words, a way to ask for a meeting there and then, and the wish list's control. Not shown when
 * the attendee turned possible matches off.
 */
/** The places of the cards while they load. */
const PLACES = ["first", "second", "third", "fourth", "fifth", "sixth"];

export function SuggestedForYou({ userId, onRequest }: SuggestedForYouProps) {
  const matches = useMatches(userId, MATCHES_ASKED);
  const schedulerEnabled = useAllSettings().data?.schedulerEnabled === true;
  const [all, setAll] = useState(false);
  if (matches.data && !matches.data.enabled) return null;
  const list = matches.data?.matches ?? [];
  const shown = all ? list : list.slice(0, MATCHES_FIRST);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="suggested-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="suggested-heading">
          Suggested for you
        </Title>
        {matches.isPending && (
          <Loading label="Loading your suggestions" gap="sm">
            {/* As tall as the cards and the button under them, so nothing below moves when they come. */}
            <ul className={classes.cards}>
              {PLACES.slice(0, MATCHES_FIRST).map((place) => (
                <li key={place} className={classes.cardSpace}>
                  <Skeleton height="100%" radius="md" />
                </li>
              ))}
            </ul>
            <Skeleton height={30} width={240} radius="md" />
          </Loading>
        )}
        {matches.isError && (
          <Text size="sm" c="red.9">
            Your suggestions could not be loaded. Please reload the page to try again.
          </Text>
        )}
        {matches.data && list.length === 0 && (
          <Text size="sm">
            No suggestions right now. Say what your company looks for and offers on{" "}
            <Anchor component={Link} to="/profile">
              your profile
            </Anchor>{" "}
            to get some.
          </Text>
        )}
        {shown.length > 0 && (
          <ul className={classes.cards} aria-label="Suggested companies">
            {shown.map((match) => (
              <MatchCard
                key={`${match.target.companyId}-${match.target.contactId ?? 0}`}
                match={match}
                userId={userId}
                onRequest={schedulerEnabled ? onRequest : undefined}
              />
            ))}
          </ul>
        )}
        {list.length > MATCHES_FIRST && (
          <Group>
            {/* One button that stays, so focus stays on it. */}
            <Button variant="light" size="compact-md" onClick={() => setAll((open) => !open)}>
              {all ? "Show fewer suggestions" : `Show ${list.length - MATCHES_FIRST} more suggestions`}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
