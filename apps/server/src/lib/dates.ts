/** YYYY-MM-DD of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return instant.toLocaleDateString("en-CA", { timeZone });
}
