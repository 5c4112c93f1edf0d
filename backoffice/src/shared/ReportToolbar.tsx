import type { ReactNode } from 'react';
import { Button, ButtonGroup, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify } from 'react-admin';
import { downloadFile } from '../kitchen/downloadFile';
import { DayField } from './DayField';
import { minskDay } from '../kitchen/minskDays';

/** Minsk days 'YYYY-MM-DD', inclusive; a one-day report has from = to. */
export interface ReportRange {
  from: string;
  to: string;
}

/** One file the report offers, fetched with the session's token by downloadFile. */
export interface ReportDownload {
  /** The button's text and accessible name. */
  label: string;
  /** Tooltip, when the label alone is short («PDF»). */
  title?: string;
  kind: 'csv' | 'pdf';
  path: string;
  params: Record<string, string | undefined>;
  fileName: string;
}

interface Props {
  /** 'day': one «День» input; 'range': «С» and «По». */
  mode: 'day' | 'range';
  range: ReportRange;
  onChange: (range: ReportRange) => void;
  downloads: readonly ReportDownload[];
  /** Adds «Печать» (the page's print CSS decides what is printed). */
  printable?: boolean;
  /** "Now" for «Сегодня» and «Завтра» (tests); the browser's clock by default. */
  now?: Date;
  /** More quick choices of the screen's own, after «Сегодня» and «Завтра» («Закупка»: the coming Saturday). */
  extra?: ReactNode;
}

const QUICK_DAYS = [
  ['Сегодня', 0],
  ['Завтра', 1],
] as const;

const ICONS = { csv: <DownloadIcon />, pdf: <PictureAsPdfIcon /> };

/**
 * The toolbar of the back office's report screens («Касса», «Доставка», the production sheet):
 * the day or the date range, «Сегодня» and «Завтра» (pressed while the range is that day), an
 * optional «Печать» and the report's downloads; a failed download is shown as an error notice.
 * Hidden when printing (`kitchen-no-print`).
 */
export function ReportToolbar({ mode, range, onChange, downloads, printable = false, now = new Date(), extra }: Props) {
  const notify = useNotify();
  const dateInput = (label: string, value: string, change: (value: string) => ReportRange) => (
    <DayField
      label={label}
      value={value}
      onChange={(day) => onChange(change(day))}
      size="small"
      // On a phone the two ends share a row and the buttons wrap below them.
      sx={{ width: { xs: mode === 'day' ? '100%' : 'calc(50% - 6px)', sm: mode === 'day' ? 200 : 190 } }}
    />
  );
  const download = (file: ReportDownload) =>
    downloadFile(file.path, file.params, file.fileName).catch((reason: Error) => notify(reason.message, { type: 'error' }));

  return (
    <Stack
      className="kitchen-no-print"
      direction="row"
      spacing={{ xs: 1.5, sm: 2 }}
      useFlexGap
      sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {mode === 'day' ? (
        dateInput('День', range.from, (day) => ({ from: day, to: day }))
      ) : (
        <>
          {dateInput('С', range.from, (from) => ({ ...range, from }))}
          {dateInput('По', range.to, (to) => ({ ...range, to }))}
        </>
      )}
      <ButtonGroup aria-label="Быстрый выбор дня">
        {QUICK_DAYS.map(([label, offset]) => {
          const day = minskDay(now, offset);
          const active = range.from === day && range.to === day;
          return (
            <Button
              key={label}
              variant={active ? 'contained' : 'outlined'}
              aria-pressed={active}
              onClick={() => onChange({ from: day, to: day })}
            >
              {label}
            </Button>
          );
        })}
      </ButtonGroup>
      {extra}
      {printable && (
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Печать
        </Button>
      )}
      {downloads.map((file) => (
        <Button
          key={`${file.path}-${file.label}`}
          variant="outlined"
          startIcon={ICONS[file.kind]}
          title={file.title}
          onClick={() => void download(file)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {file.label}
        </Button>
      ))}
    </Stack>
  );
}
