import { CATEGORY_OPTIONS, SNACKBAR_MS } from "@ebm/shared/constants";
import {
  TRADE_BRAND_MAX_CHARS,
  TRADE_BRANDS_MAX,
  TRADE_CONDITIONS,
  TRADE_REGIONS,
  type TradeCondition,
  type TradeRegion,
} from "@ebm/shared/matchmaking";
import type { TradeProfile, TradeSide } from "@ebm/shared/schemas/matchmaking";
import { Button, Card, Chip, Group, Skeleton, Stack, TagsInput, Text, Title } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { notifyError } from "../../../lib/feedback.ts";
import { showSuccess } from "../../../lib/notify.ts";
import { useTrade } from "../api/get-trade.ts";
import { useUpdateTrade } from "../api/update-trade.ts";
import { CONDITION_LABELS } from "../utils/trade-words.ts";
import classes from "./TradeProfile.module.css";

/** Brands as typed: trimmed, shortened to the limit, each once (ignoring case), at most the limit. */
function cleanBrands(brands: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of brands) {
    const brand = raw.trim().slice(0, TRADE_BRAND_MAX_CHARS);
    if (!brand || seen.has(brand.toLowerCase())) continue;
    seen.add(brand.toLowerCase());
    kept.push(brand);
  }
  return kept.slice(0, TRADE_BRANDS_MAX);
}

interface ChoicesProps {
  legend: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** A group of on/off choices under a caption. */
function Choices({ legend, options, value, onChange }: ChoicesProps) {
  return (
    <fieldset className={classes.fieldset}>
      <Text component="legend" size="sm" fw={500} className={classes.legend}>
        {legend}
      </Text>
      <Chip.Group multiple value={value} onChange={onChange}>
        <Group gap={6}>
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size="sm" variant="outline">
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </fieldset>
  );
}

const CATEGORY_CHOICES = CATEGORY_OPTIONS.map((c) => ({ value: String(c.id), label: c.name }));
const CONDITION_CHOICES = TRADE_CONDITIONS.map((c) => ({ value: c, label: CONDITION_LABELS[c] }));
const REGION_CHOICES = TRADE_REGIONS.map((r) => ({ value: r.id, label: r.name }));

function SideFields({
  legend,
  side,
  onChange,
}: {
  legend: string;
  side: TradeSide;
  onChange: (side: TradeSide) => void;
}) {
  return (
    <fieldset className={classes.fieldset}>
      <Title order={3} size="h5" component="legend" className={classes.legend}>
        {legend}
      </Title>
      <Stack gap="md">
        <Choices
          legend="Categories"
          options={CATEGORY_CHOICES}
          value={side.categories.map(String)}
          onChange={(value) => onChange({ ...side, categories: value.map(Number) })}
        />
        <TagsInput
          label="Brands"
          description={`Up to ${TRADE_BRANDS_MAX}; press Enter or type a comma after each.`}
          value={side.brands}
          onChange={(value) => onChange({ ...side, brands: cleanBrands(value) })}
          maxTags={TRADE_BRANDS_MAX}
          maxLength={TRADE_BRAND_MAX_CHARS}
          splitChars={[","]}
          clearable
        />
        <Choices
          legend="Condition"
          options={CONDITION_CHOICES}
          value={side.conditions}
          onChange={(value) => onChange({ ...side, conditions: value as TradeCondition[] })}
        />
        <Choices
          legend="Regions"
          options={REGION_CHOICES}
          value={side.regions}
          onChange={(value) => onChange({ ...side, regions: value as TradeRegion[] })}
        />
      </Stack>
    </fieldset>
  );
}

function TradeForm({ companyId, initial }: { companyId: number; initial: TradeProfile }) {
  const [trade, setTrade] = useState(initial);
  const save = useUpdateTrade(companyId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(trade, {
      onSuccess: () =>
        showSuccess({ title: "What your company trades is saved", duration: SNACKBAR_MS.medium }),
      onError: (error) => notifyError(error, { title: "What your company trades could not be saved" }),
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <div className={classes.sides}>
          <SideFields
            legend="Looking for"
            side={trade.lookingFor}
            onChange={(lookingFor) => setTrade((t) => ({ ...t, lookingFor }))}
          />
          <SideFields
            legend="Offering"
            side={trade.offering}
            onChange={(offering) => setTrade((t) => ({ ...t, offering }))}
          />
        </div>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save what we trade
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The own company's trade profile in edit mode: what it looks for and what it offers (categories,
 * brands, condition, regions). Every contact of the company may change it; possible matches and
 * the company's page read it.
 */
export function TradeProfileForm({ companyId }: { companyId: number }) {
  const trade = useTrade(companyId, true);
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            What your company trades
          </Title>
          <Text size="sm" c="dimmed">
            What you look for and what you offer: attendees see it on your company page, and it finds you
            possible matches.
          </Text>
        </Stack>
        {trade.isError && (
          <Text size="sm" c="red.9">
            What your company trades could not be loaded. Please reload the page to try again.
          </Text>
        )}
        {trade.isPending && <Skeleton height={320} radius="sm" />}
        {trade.data && <TradeForm key={companyId} companyId={companyId} initial={trade.data} />}
      </Stack>
    </Card>
  );
}
