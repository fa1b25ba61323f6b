/**
 * GET /api/misc/attendeesAsCSV: the attendee list as a CSV file. A plain link downloads it, so the
 * server names the file (attendees-YYYYMMDD.csv) and the list holds directory-public fields only.
 */
export const ATTENDEES_CSV_URL = "/api/misc/attendeesAsCSV";
