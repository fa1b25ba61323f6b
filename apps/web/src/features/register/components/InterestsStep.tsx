import { CATEGORY_OPTIONS, TRADING_TYPES, type TradingType } from "@ebm/shared/constants";
import { MAX_INTERESTS } from "@ebm/shared/registration";
import { REGISTRATION_WIZARD_MESSAGES } from "@ebm/shared/registration-messages";
import { Checkbox, Group, Radio, SimpleGrid, Stack } from "@mantine/core";
import { useState } from "react";
import type { InterestValues } from "../utils/wizard-state.ts";
import { StepActions } from "./StepActions.tsx";

const text = REGISTRATION_WIZARD_MESSAGES;
const TRADING_LABELS: Record<TradingType, string> = { used: "Used", new: "New" };

interface InterestsStepProps {
  values: InterestValues;
  onBack: (values: InterestValues) => void;
  onNext: (values: InterestValues) => void;
}

/** Step 3: up to three product categories and the trading type (used or new). */
export function InterestsStep({ values, onBack, onNext }: InterestsStepProps) {
  const [categories, setCategories] = useState<number[]>(values.categories);
  const [trading, setTrading] = useState<TradingType | null>(values.trading);
  const [categoryError, setCategoryError] = useState<string | null>(null);

  const changeCategories = (next: string[]) => {
    if (next.length > MAX_INTERESTS) {
      // The fourth choice is refused; the three chosen stay.
      setCategoryError(text.maxCategories);
      return;
    }
    setCategories(next.map(Number));
    setCategoryError(next.length === 0 ? text.chooseCategory : null);
  };

  const current = (): InterestValues => ({ categories, trading });
  const valid = categories.length >= 1 && categories.length <= MAX_INTERESTS && trading !== null;
  const missing = [
    categories.length === 0 ? "choose at least one product category" : null,
    trading === null ? "choose used or new equipment" : null,
  ].filter(Boolean);
  const hint = missing.length > 0 ? `To continue, ${missing.join(" and ")}.` : null;

  return (
    <Stack gap="lg" maw={880}>
      <Checkbox.Group
        label="Which product categories do you trade in?"
        description={`Choose 1 to ${MAX_INTERESTS} categories.`}
        required
        value={categories.map(String)}
        onChange={changeCategories}
        error={categoryError}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="sm">
          {CATEGORY_OPTIONS.map((option) => (
            <Checkbox key={option.id} value={String(option.id)} label={option.name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Radio.Group
        label="Do you trade in used or new equipment?"
        required
        value={trading ?? ""}
        onChange={(value) => setTrading(value as TradingType)}
      >
        <Group gap="lg" mt="sm">
          {TRADING_TYPES.map((type) => (
            <Radio key={type} value={type} label={TRADING_LABELS[type]} />
          ))}
        </Group>
      </Radio.Group>
      <StepActions
        onBack={() => onBack(current())}
        nextLabel="Continue"
        nextDisabled={!valid}
        hint={hint}
        onNext={() => onNext(current())}
      />
    </Stack>
  );
}
