import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { ReportToolbar, type ReportDownload, type ReportRange } from './ReportToolbar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** 23:30 in Minsk on 4 December: «Сегодня» is the 4th, «Завтра» the 5th whatever the test machine's zone. */
const NOW = new Date('2026-12-04T20:30:00Z');

/** The toolbar over its own state, so a click shows in the inputs; every change is also reported. */
function Harness(props: { mode: 'day' | 'range'; initial: ReportRange; downloads?: ReportDownload[]; printable?: boolean }) {
  const [range, setRange] = useState(props.initial);
  const downloads = props.downloads ?? [];
  return (
    <AdminContext dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
      <ReportToolbar mode={props.mode} range={range} onChange={setRange} downloads={downloads} printable={props.printable} now={NOW} />
      <Notification />
      <output aria-label="Диапазон">{`${range.from}..${range.to}`}</output>
    </AdminContext>
  );
}

const shown = () => screen.getByRole('status', { name: 'Диапазон' }).textContent;
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('ReportToolbar', { timeout: 60_000 }, () => {
  it('range: «С» and «По» change each end; «Сегодня» and «Завтра» set both to that Minsk day and show as pressed', () => {
    render(<Harness mode="range" initial={{ from: '2026-12-01', to: '2026-12-04' }} />);
    // The days as Russian writes them, whatever the browser's language.
    expect((screen.getByLabelText('С') as HTMLInputElement).value).toBe('01.12.2026');
    expect((screen.getByLabelText('По') as HTMLInputElement).value).toBe('04.12.2026');
    expect(pressed('Сегодня')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Завтра' }));
    expect(shown()).toBe('2026-12-05..2026-12-05');
    expect(pressed('Завтра')).toBe('true');
    expect(pressed('Сегодня')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    expect(shown()).toBe('2026-12-04..2026-12-04');
    expect(pressed('Сегодня')).toBe('true');
    expect((screen.getByLabelText('С') as HTMLInputElement).value).toBe('04.12.2026');

    // A half-typed or impossible day changes nothing; leaving the field puts the chosen day back.
    const to = screen.getByLabelText('По') as HTMLInputElement;
    fireEvent.change(to, { target: { value: '31.02.2026' } });
    expect(shown()).toBe('2026-12-04..2026-12-04');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(to);
    expect(to.value).toBe('04.12.2026');
    fireEvent.change(to, { target: { value: '10.12.2026' } });
    expect(shown()).toBe('2026-12-04..2026-12-10');
    expect(pressed('Сегодня')).toBe('false');
    fireEvent.change(screen.getByLabelText('С'), { target: { value: '30.11.2026' } });
    expect(shown()).toBe('2026-11-30..2026-12-10');
    expect(screen.queryByRole('button', { name: 'Печать' })).toBeNull();
  });

  it('day: one «День» input sets both ends, and «Печать» prints', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<Harness mode="day" initial={{ from: '2026-12-05', to: '2026-12-05' }} printable />);
    expect(screen.queryByLabelText('С')).toBeNull();
    expect(pressed('Завтра')).toBe('true');
    fireEvent.change(screen.getByLabelText('День'), { target: { value: '07.12.2026' } });
    expect(shown()).toBe('2026-12-07..2026-12-07');
    expect(pressed('Завтра')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Печать' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads each file with its parameters and name through downloadFile, and shows a refusal as an error notice', async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      urls.push(url);
      if (url.includes('broken')) return Response.json({ detail: 'Диапазон не больше 366 дней' }, { status: 400 });
      return new Response('a;b', { headers: { 'Content-Type': 'text/csv' } });
    });
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(
      <Harness
        mode="range"
        initial={{ from: '2026-12-01', to: '2026-12-04' }}
        downloads={[
          { label: 'CSV', kind: 'csv', path: '/api/report.csv', params: { from: '2026-12-01', to: '2026-12-04' }, fileName: 'report.csv' },
          {
            label: 'PDF',
            title: 'Отчёт (PDF)',
            kind: 'pdf',
            path: '/api/broken.pdf',
            params: { date: '2026-12-01' },
            fileName: 'broken.pdf',
          },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'PDF' }).getAttribute('title')).toBe('Отчёт (PDF)');

    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(names).toEqual(['report.csv']));
    expect(urls).toEqual(['/api/report.csv?from=2026-12-01&to=2026-12-04']);

    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('Диапазон не больше 366 дней')).toBeTruthy();
    expect(urls[1]).toBe('/api/broken.pdf?date=2026-12-01');
    expect(names).toEqual(['report.csv']);
  });
});
