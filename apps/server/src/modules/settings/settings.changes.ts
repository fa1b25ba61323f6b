import type { Bus } from "../../plugins/bus.ts";

/**
 * The bus channel that tells every instance the event settings changed (the organiser console
 * saved them): each forgets its cached settings and the public content built from them.
 */
export const SETTINGS_CHANGED_CHANNEL = "settings-changed";

/**
 * Tells every instance, this one included, that the settings changed; call it after the change
 * committed. Through Redis when it is configured, in process otherwise.
 * @example await announceSettingsChanged(app.bus);
 */
export function announceSettingsChanged(bus: Bus): Promise<void> {
  return bus.publish(SETTINGS_CHANGED_CHANNEL, { at: Date.now() });
}
