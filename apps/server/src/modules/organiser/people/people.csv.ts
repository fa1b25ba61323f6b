import { PEOPLE_IMPORT_COLUMNS, type PeopleImportColumn } from "@ebm/shared/schemas/organiser-people";

/** One record of a CSV file and the line it starts on (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Blank as `String.prototype.trim` sees it (white space and line ends). */
const BLANK = /\s/;

/**
 * Reads a CSV file as spreadsheets write it: UTF-8 with or without a byte order mark, comma or
 * semicolon (whichever the header line holds more of outside quotes), CRLF, LF or CR line ends,
 * fields in double quotes with `""` for a quote and line breaks inside. Empty lines are skipped.
 * It reads each character once (time linear in the file), and stops after `maxRecords` records,
 * so a file of too many rows is known to be one without holding all of them.
 * @example parseCsv('\uFEFFa;b\r\n"x;1";2\r\n') // [{line:1,cells:["a","b"]},{line:2,cells:["x;1","2"]}]
 */
export function parseCsv(input: string, maxRecords = Number.POSITIVE_INFINITY): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = delimiterOf(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = "";
  /** The current cell holds a character that is not blank (what `cell.trim() !== ""` says). */
  let cellHasText = false;
  /** A cell of the current record holds a character that is not blank. */
  let recordHasText = false;
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const add = (ch: string) => {
    cell += ch;
    if (!cellHasText && !BLANK.test(ch)) cellHasText = true;
  };
  const endCell = () => {
    cells.push(cell);
    if (cellHasText) recordHasText = true;
    cell = "";
    cellHasText = false;
  };
  const endRecord = () => {
    endCell();
    // A record of blank cells only is an empty line: skipped.
    if (recordHasText) records.push({ line: startLine, cells });
    cells = [];
    recordHasText = false;
  };
  for (let i = 0; i < text.length && records.length < maxRecords; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          add('"');
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) line++;
        add(ch);
      }
      continue;
    }
    if (ch === '"' && !cellHasText) {
      quoted = true;
      cell = "";
    } else if (ch === delimiter) endCell();
    else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      startLine = line;
    } else add(ch);
  }
  if (records.length < maxRecords) endRecord();
  return records;
}

/** The delimiter of the file: the one of `,` and `;` its first line holds more of outside quotes. */
function delimiterOf(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/** The header words each column is known by, besides its own header (lower case, letters and digits only). */
const ALIASES: Record<PeopleImportColumn, string[]> = {
  company: ["companyname", "organisation", "organization"],
  country: ["countrycode", "iso2"],
  membershipId: ["membership", "memberid", "tbscompanyid", "tbsid"],
  streetAddress: ["streetaddress", "street"],
  city: ["town"],
  postalCode: ["postcode", "zip", "zipcode"],
  website: ["web", "url", "site"],
  companyTel: ["companytel", "companytelephone", "companyphonenumber"],
  vat: ["vatnumber", "vatid", "eori"],
  profile: ["description", "companydescription", "companyprofile"],
  interests: ["interests", "maininterest", "categories"],
  trading: ["tradingtype", "trades", "tradesmostly"],
  contactName: ["contact", "name", "fullname", "attendee"],
  email: ["emailaddress", "mail"],
  function: ["jobtitle", "position", "title", "role"],
  tel: ["tel", "telephone", "mobile", "contactphone", "contacttel"],
  imName: ["imname", "im"],
  imValue: ["messengerid", "imvalue", "messengername"],
  attending: ["attends", "attendingthisedition"],
};

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Which column of the file holds each known field; unknown headers are left out. */
export function columnsOf(header: string[]): Partial<Record<PeopleImportColumn, number>> {
  const byWord = new Map<string, PeopleImportColumn>();
  for (const column of PEOPLE_IMPORT_COLUMNS) {
    byWord.set(squash(column.header), column.key);
    for (const alias of ALIASES[column.key]) byWord.set(alias, column.key);
  }
  const found: Partial<Record<PeopleImportColumn, number>> = {};
  header.forEach((cell, index) => {
    const key = byWord.get(squash(cell));
    if (key && found[key] === undefined) found[key] = index;
  });
  return found;
}
