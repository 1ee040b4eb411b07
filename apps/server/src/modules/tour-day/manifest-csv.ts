import type { Manifest, ManifestEntry } from '@tabi/contracts';
import { stringify } from 'csv-stringify/sync';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return first)
 * is written with a leading apostrophe, which spreadsheets show as text: a lead traveller named
 * `=HYPERLINK(...)` must not become a link in the guide's spreadsheet (OWASP's CSV injection advice).
 */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const attendanceText = ({ attendance }: ManifestEntry) =>
  attendance?.state === 'checked_in' ? 'checked in' : attendance?.state === 'no_show' ? 'no-show' : '';

/**
 * The manifest as CSV (the kept `csv-stringify`): one row per booking, a header row, UTF-8 with a byte
 * order mark so spreadsheet apps read Japanese names right.
 */
export function manifestCsv(manifest: Manifest): string {
  const { departure } = manifest;
  const rows = manifest.entries.map((entry) => ({
    tour: departure.tour.title,
    date: departure.date,
    time: `${departure.time} ${manifest.zoneAbbreviation}`,
    reference: entry.reference,
    lead: entry.leadName,
    phone: entry.phone,
    email: entry.email,
    adults: entry.adults,
    children: entry.children,
    requests: entry.specialRequests ?? '',
    payment: entry.paymentStatus,
    due: entry.dueOnSite > 0 ? `${entry.dueOnSite} ${entry.currency}` : '',
    status: entry.status,
    attendance: attendanceText(entry),
  }));
  return `\uFEFF${stringify(rows, {
    header: true,
    columns: [
      { key: 'tour', header: 'Tour' },
      { key: 'date', header: 'Date' },
      { key: 'time', header: 'Start' },
      { key: 'reference', header: 'Reference' },
      { key: 'lead', header: 'Lead traveller' },
      { key: 'phone', header: 'Phone' },
      { key: 'email', header: 'E-mail' },
      { key: 'adults', header: 'Adults' },
      { key: 'children', header: 'Children' },
      { key: 'requests', header: 'Special requests' },
      { key: 'payment', header: 'Payment' },
      { key: 'due', header: 'Due on site' },
      { key: 'status', header: 'Status' },
      { key: 'attendance', header: 'Check-in' },
    ],
    cast: { string: defused },
  })}`;
}

export const manifestFileName = ({ departure }: Manifest) =>
  `manifest-${departure.date}-${departure.time.replace(':', '')}-${departure._id.slice(0, 8)}.csv`;
