/** What every CSV export of the server shares. */

/**
 * A cell a spreadsheet would run as a formula gets a leading quote, so it shows as text
 * (OWASP "CSV injection": =, +, -, @, and tab or carriage return).
 * @example neutraliseFormula("=HYPERLINK(...)") === "'=HYPERLINK(...)"
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
