import { WISH_KINDS, WISH_LABELS } from "@ebm/shared/matchmaking";
import type { Wish } from "@ebm/shared/schemas/matchmaking";
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { Loading } from "../../../components/Loading.tsx";
import { MutualBadge } from "../../../components/wishes/MutualBadge.tsx";
import { WishMenu } from "../../../components/wishes/WishMenu.tsx";
import { useWishes } from "../../../lib/api/get-wishes.ts";
import { companyDetailPath } from "../utils/company-facts.ts";
import classes from "./Matchmaking.module.css";

/** A company (and person) of the wish list, linked to its page. */
function Target({ target }: { target: Wish["target"] }) {
  return (
    <div className={classes.who}>
      <Anchor component={Link} to={companyDetailPath(target.companyId)} fw={600} className={classes.name}>
        {target.companyName}
      </Anchor>
      <Text size="sm" c="dimmed">
        {target.contactName ? `${target.contactName}, ${target.country}` : target.country}
      </Text>
    </div>
  );
}

/**
 * "My wishes": the companies that wish to meet the user's company as much as they (or a colleague)
 * wish to meet them, then the user's wishes by kind, each changeable and removable there.
 */
export function MyWishes({ userId }: { userId: number }) {
  const wishes = useWishes(userId);
  if (wishes.isPending)
    return (
      <Loading label="Loading your wishes" gap="sm">
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Loading>
    );
  if (wishes.isError)
    return (
      <Text size="sm" c="red.9">
        Your wishes could not be loaded. Please reload the page to try again.
      </Text>
    );
  const { wishes: own, mutual } = wishes.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="mutual-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="mutual-heading">
            Mutual wishes
          </Title>
          {mutual.length === 0 ? (
            <Text size="sm">
              None yet. When a company you wish to meet wishes to meet yours too, it shows here, and to them.
            </Text>
          ) : (
            <ul className={classes.rows} aria-label="Mutual wishes">
              {mutual.map((target) => (
                <li key={target.companyId} className={classes.row}>
                  <Target target={target} />
                  <MutualBadge />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
      {own.length === 0 && (
        <Text size="sm">
          Your wish list is empty. Mark companies or people on their page, or from your suggestions: "Must
          meet", "Would like to meet" or "No thanks".
        </Text>
      )}
      {WISH_KINDS.map((kind) => {
        const ofKind = own.filter((wish) => wish.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`wishes-${kind}`}>
            <Title order={2} size="h4" id={`wishes-${kind}`} mb="xs">
              {WISH_LABELS[kind]} ({ofKind.length})
            </Title>
            <ul className={classes.rows} aria-label={WISH_LABELS[kind]}>
              {ofKind.map((wish) => (
                <li key={wish.target.companyId} className={classes.row}>
                  <Target target={wish.target} />
                  <Group gap="xs">
                    {wish.mutual && <MutualBadge />}
                    <WishMenu
                      userId={userId}
                      companyId={wish.target.companyId}
                      companyName={wish.target.companyName}
                      contact={
                        wish.target.contactId !== null && wish.target.contactName
                          ? { id: wish.target.contactId, name: wish.target.contactName }
                          : undefined
                      }
                    />
                  </Group>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Stack>
  );
}
