/** README.txt of "Download my data": what each file in the ZIP is. */
import { RECORDS_JSON_FILE_NAME } from './records-json';
import { FILES_FOLDER } from './zip-paths';

/** The README's file name in the ZIP. */
export const README_FILE_NAME = 'README.txt';
/** The snapshots' CSV in the ZIP. */
export const NET_WORTH_CSV_FILE_NAME = 'net-worth.csv';
/** The net worth CSV's headers. */
export const NET_WORTH_CSV_HEADER = [
  'Day',
  'Bank Balances',
  'Investments',
  'Real Estate',
  'Business Interests',
  'Debts',
  'Net Worth',
] as const;
/** The executor plan's ticked steps in the ZIP (issue 29). */
export const EXECUTOR_PLAN_CSV_FILE_NAME = 'executor-plan.csv';
/** The executor plan CSV's headers. */
export const EXECUTOR_PLAN_CSV_HEADER = ['Step', 'Step Key', 'Ticked By', 'Ticked At'] as const;

/** An area's CSV in the ZIP: 'family-members.csv'. */
export const areaCsvFileName = (areaKey: string) => `${areaKey}.csv`;

/** What the README says about one area. */
export interface ReadmeArea {
  key: string;
  /** The screen's title, e.g. 'Financial Account Information'. */
  title: string;
  records: number;
}

/** The README's text (CRLF line ends, so Notepad shows it right too). */
export function readmeText(input: {
  applicationName: string;
  exportedAt: string;
  areas: readonly ReadmeArea[];
  files: number;
  snapshots: number;
  /** Steps of the executor's plan ticked off (none when left out). */
  planTicks?: number;
  /** The profile photo's name in the ZIP, when there is one. */
  profilePhoto?: string;
}): string {
  const { applicationName: app } = input;
  const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const width = Math.max(...input.areas.map((a) => areaCsvFileName(a.key).length), 16) + 2;
  const lines = [
    `Your ${app} data`,
    `Downloaded ${input.exportedAt.replace('T', ' ').slice(0, 19)} UTC`,
    '',
    'This folder holds everything in your account, readable without the app.',
    'Keep it somewhere safe: unlike the app, these files are not encrypted.',
    '',
    RECORDS_JSON_FILE_NAME,
    '  Every record of every area with all its details, plus your net worth history.',
    `  ${app} can import this file back (Import in the app).`,
    '',
    'One CSV file per area (opens in Excel, Numbers, LibreOffice or Google Sheets):',
    ...input.areas.map(
      (a) => `  ${areaCsvFileName(a.key).padEnd(width)}${a.title} (${plural(a.records, 'record')})`,
    ),
    `  ${NET_WORTH_CSV_FILE_NAME.padEnd(width)}Net worth over time: one row per day (${plural(input.snapshots, 'day')})`,
    `  ${EXECUTOR_PLAN_CSV_FILE_NAME.padEnd(width)}Your executor's plan: the steps ticked off, by whom and when (${plural(input.planTicks ?? 0, 'step')})`,
    '  The column headings are the labels the app shows. Amounts are in US dollars,',
    '  dates are written YYYY-MM-DD. A cell that begins with = + - @, a tab or a carriage',
    '  return has an apostrophe in front of it, so a spreadsheet shows it instead of running',
    '  it as a formula, except plain numbers such as -1000.05, which are left as they are.',
    '',
    `${FILES_FOLDER}/`,
    `  Your documents' files (${plural(input.files, 'file')}), in one folder per category,`,
    '  your letters\' files (a scan or a recorded message) in "Letters and Wishes" and your',
    '  family members\' photos in "Family Photos", with the names they were uploaded with.',
    '  A name used twice gets a number: "will (2).pdf".',
    '',
    ...(input.profilePhoto
      ? [input.profilePhoto, '  The profile photo you chose in Account Settings.', '']
      : []),
  ];
  return lines.join('\r\n');
}
