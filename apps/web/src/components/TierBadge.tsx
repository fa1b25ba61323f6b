import { Badge } from "@mantine/core";

interface TierFlags {
  isDiamond: boolean;
  isGold: boolean;
  isTrusted: boolean;
}

const TIERS = [
  { key: "isDiamond", label: "Diamond", color: "cyan.9" },
  { key: "isGold", label: "Gold", color: "#946800" },
  { key: "isTrusted", label: "Trusted", color: "teal.8" },
] as const;

/**
 * The member badge of a company: Diamond, Gold or Trusted; nothing for regular companies.
 * @example <TierBadge company={entry} />
 */
export function TierBadge({ company, size = "sm" }: { company: TierFlags; size?: "xs" | "sm" | "md" }) {
  const tier = TIERS.find((t) => company[t.key]);
  if (!tier) return null;
  return (
    <Badge color={tier.color} variant="filled" size={size} title={`${tier.label} member`}>
      {tier.label}
    </Badge>
  );
}
