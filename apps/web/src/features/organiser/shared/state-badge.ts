/** How a state reads and its badge colour (dark enough for white text). */
export interface StateStyle {
  label: string;
  color: string;
}

/**
 * The guard of a state map's keys, for a state read from the address.
 * @example const isMailStatus = stateGuard(MAIL_STATUS); // isMailStatus("sent") === true
 */
export const stateGuard =
  <State extends string>(states: Record<State, StateStyle>) =>
  (value: string): value is State =>
    Object.hasOwn(states, value);

/**
 * The options of a state filter: "All states" first, then each state by its label unless the
 * filter words it otherwise.
 * @example stateOptions(DINNER_STATE, { pending: "Waiting for review" })
 */
export function stateOptions<State extends string>(
  states: Record<State, StateStyle>,
  filterLabels: Partial<Record<State, string>> = {},
): { value: string; label: string }[] {
  const entries = Object.entries(states) as [State, StateStyle][];
  return [
    { value: "", label: "All states" },
    ...entries.map(([value, style]) => ({ value, label: filterLabels[value] ?? style.label })),
  ];
}
